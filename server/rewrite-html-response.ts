/**
 * Runs a streaming rewrite over the HTML that Next writes to `res` (server/edge-handler.ts): pieces
 * are rewritten as they come (streaming and `res.flush()` keep working), other answers (RSC
 * payloads, JSON, files) pass through untouched. Must wrap `res` after the compression middleware,
 * so that it sees the HTML before it is compressed.
 *
 * The rewrite gets and gives bytes: what it looks for and writes is ASCII, so it never needs to
 * decode the page (UTF-8 sequences cut between two pieces included).
 */
import type http from "node:http";
import onHeaders from "on-headers";

export interface HtmlRewrite {
  write(chunk: Buffer): Buffer;
  end(): Buffer;
}

type WriteCallback = (error?: Error | null) => void;

function isHtml(contentType: unknown): boolean {
  return /^\s*text\/html\b/i.test(String(contentType ?? ""));
}

export function rewriteHtmlResponse(res: http.ServerResponse, makeRewrite: () => HtmlRewrite): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  let rewrite: HtmlRewrite | null | undefined;

  /** Decided once, when the headers are written (Next flushes them before the first piece). */
  const decide = () => {
    if (rewrite !== undefined) return;
    if (isHtml(res.getHeader("content-type"))) {
      // The rewritten body has another length.
      res.removeHeader("content-length");
      rewrite = makeRewrite();
    } else {
      rewrite = null;
    }
  };
  onHeaders(res, decide);
  const active = (): HtmlRewrite | null => {
    if (rewrite === undefined && !res.headersSent) decide();
    return rewrite ?? null;
  };

  const toBuffer = (chunk: unknown, encoding: unknown): Buffer =>
    typeof chunk === "string"
      ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding)
      : Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as Uint8Array);

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const current = active();
    if (!current || chunk === undefined || chunk === null) return write(chunk, ...rest);
    const callback = rest.find((arg): arg is WriteCallback => typeof arg === "function");
    const bytes = current.write(toBuffer(chunk, rest[0]));
    if (bytes.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return callback ? write(bytes, callback) : write(bytes);
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    const current = active();
    if (!current) return end(...args);
    const callback = args.find((arg): arg is () => void => typeof arg === "function");
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    const last = chunk === undefined || chunk === null ? null : current.write(toBuffer(chunk, args[1]));
    const rest = current.end();
    const bytes = last === null ? rest : rest.length === 0 ? last : Buffer.concat([last, rest]);
    return callback ? end(bytes, callback) : end(bytes);
  }) as typeof res.end;
}
