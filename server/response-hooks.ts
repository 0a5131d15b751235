/**
 * Hooks on Node's ServerResponse the edge server (server/edge-handler.ts) puts around Next: when
 * the handler ends, what it wrote, which policy header it keeps, and the headers a stored page is
 * replayed with.
 */
import type http from "node:http";
import { PER_REQUEST_HEADERS } from "./security-headers";

/** Calls `onEnd` as soon as the handler ends the response (before the bytes reach the socket). */
export function onResponseEnd(res: http.ServerResponse, onEnd: () => void): void {
  const end = res.end;
  res.end = function (this: http.ServerResponse, ...args: Parameters<typeof end>) {
    onEnd();
    return end.apply(this, args);
  } as typeof end;
}

/** Records what Next writes, to store it once the response is complete. */
export function captureBody(res: http.ServerResponse, onComplete: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== "function") {
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.on("finish", () => onComplete(Buffer.concat(chunks)));
}

export function lowerCaseNames(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

export function withoutPerRequestHeaders(headers: Record<string, string | string[]>): Record<string, string | string[]> {
  const kept = { ...headers };
  for (const name of [...PER_REQUEST_HEADERS, "transfer-encoding", "content-length", "x-page-cache"]) delete kept[name];
  return kept;
}

/**
 * The site's policy, set when the head is written unless the answer brought its own: Next keeps a
 * header already set, so setting it up front would replace a stricter one (the invoice's
 * `default-src 'none'`). Node writes every head through writeHead, implicit ones included.
 */
export function keepOwnPolicy(res: http.ServerResponse, policy: string): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!res.hasHeader("content-security-policy")) res.setHeader("Content-Security-Policy", policy);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
