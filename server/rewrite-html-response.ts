/**
 * Runs a streaming text rewrite over the HTML that Next writes to `res` (server/edge-handler.ts):
 * pieces are rewritten as they come (streaming and `res.flush()` keep working), other answers
 * (RSC payloads, JSON, files) pass through untouched. Must wrap `res` after the compression
 * middleware, so that it sees the HTML before it is compressed.
 *
 * The text is read as latin1, one character per byte: what the rewrite looks for and writes is
 * ASCII, so every other byte (UTF-8 sequences included, even cut between two pieces) comes out as it
 * came in, without the cost of decoding and encoding UTF-8 on every render.
 */
import type http from "node:http";
import onHeaders from "on-headers";

export interface TextRewrite {
  write(text: string): string;
  end(): string;
}

type WriteCallback = (error?: Error | null) => void;

function isHtml(contentType: unknown): boolean {
  return /^\s*text\/html\b/i.test(String(contentType ?? ""));
}

export function rewriteHtmlResponse(res: http.ServerResponse, makeRewrite: () => TextRewrite): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  let rewrite: TextRewrite | null | undefined;

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
  const active = (): TextRewrite | null => {
    if (rewrite === undefined && !res.headersSent) decide();
    return rewrite ?? null;
  };

  const toText = (chunk: unknown, encoding: unknown): string =>
    (typeof chunk === "string"
      ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding)
      : Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as Uint8Array)
    ).toString("latin1");

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const current = active();
    if (!current || chunk === undefined || chunk === null) return write(chunk, ...rest);
    const callback = rest.find((arg): arg is WriteCallback => typeof arg === "function");
    const text = current.write(toText(chunk, rest[0]));
    if (text.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return callback ? write(text, "latin1", callback) : write(text, "latin1");
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    const current = active();
    if (!current) return end(...args);
    const callback = args.find((arg): arg is () => void => typeof arg === "function");
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    let text = chunk === undefined || chunk === null ? "" : current.write(toText(chunk, args[1]));
    text += current.end();
    return callback ? end(text, "latin1", callback) : end(text, "latin1");
  }) as typeof res.end;
}
