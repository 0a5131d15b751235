/**
 * Gathers what Next writes during one turn of the event loop into one write, and its flushes into
 * one flush, for the layers below (the HTML rewrite, then the compressor: server/edge-handler.ts).
 *
 * Next streams a page in many small pieces and calls `res.flush()` after each: every flush makes
 * the compressor end a block, so a page cost dozens of compression calls and compressed worse.
 * Nothing waits longer than the current turn (setImmediate): a suspended part of a page still
 * leaves as soon as React writes it. Order is kept; `end` sends what is gathered first.
 */
import type http from "node:http";

type WriteCallback = (error?: Error | null) => void;
type Flushable = http.ServerResponse & { flush?: () => void };

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding);
  return Buffer.from(chunk as Uint8Array);
}

export function coalesceWrites(res: http.ServerResponse): void {
  const target = res as Flushable;
  const write = target.write.bind(target) as (chunk: Buffer, callback?: WriteCallback) => boolean;
  const end = target.end.bind(target) as (chunk?: Buffer, callback?: () => void) => http.ServerResponse;
  const flush = target.flush?.bind(target);
  let pending: Buffer[] = [];
  let callbacks: WriteCallback[] = [];
  let flushWanted = false;
  let scheduled = false;

  const take = (): { chunk: Buffer | undefined; done: WriteCallback[] } => {
    const chunk = pending.length === 0 ? undefined : pending.length === 1 ? pending[0] : Buffer.concat(pending);
    const done = callbacks;
    pending = [];
    callbacks = [];
    return { chunk, done };
  };

  const drain = () => {
    scheduled = false;
    const { chunk, done } = take();
    if (chunk) write(chunk, done.length === 0 ? undefined : (error) => done.forEach((callback) => callback(error)));
    if (flushWanted) flush?.();
    flushWanted = false;
  };

  target.write = ((chunk: unknown, ...rest: unknown[]) => {
    const callback = rest.find((arg): arg is WriteCallback => typeof arg === "function");
    if (chunk === undefined || chunk === null) return write(chunk as unknown as Buffer, callback);
    pending.push(toBuffer(chunk, rest[0]));
    if (callback) callbacks.push(callback);
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
    // The socket's own state: a writer waiting for 'drain' gets it from the layers below.
    return !target.writableNeedDrain;
  }) as typeof target.write;

  if (flush) target.flush = () => void (flushWanted = true);

  target.end = ((...args: unknown[]) => {
    const callback = args.find((arg): arg is () => void => typeof arg === "function");
    const last = args[0] === undefined || args[0] === null || typeof args[0] === "function" ? null : toBuffer(args[0], args[1]);
    if (last) pending.push(last);
    const { chunk, done } = take();
    flushWanted = false;
    if (done.length > 0) target.once("finish", () => done.forEach((cb) => cb()));
    return end(chunk, callback);
  }) as typeof target.end;
}
