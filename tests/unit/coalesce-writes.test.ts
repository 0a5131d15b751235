import { EventEmitter } from "node:events";
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { coalesceWrites } from "@/server/coalesce-writes";

/** The layers below Next (rewrite, compressor) as a recorder of what reaches them. */
function fakeResponse() {
  const calls: string[] = [];
  const res = Object.assign(new EventEmitter(), {
    writableNeedDrain: false,
    write(chunk: Buffer, callback?: (error?: Error | null) => void) {
      calls.push(`write:${chunk.toString("utf8")}`);
      if (callback) setImmediate(() => callback(null));
      return true;
    },
    flush() {
      calls.push("flush");
    },
    end(chunk?: Buffer, callback?: () => void) {
      calls.push(`end:${chunk ? chunk.toString("utf8") : ""}`);
      setImmediate(() => {
        res.emit("finish");
        callback?.();
      });
      return res;
    },
  });
  return { res: res as unknown as http.ServerResponse & { flush: () => void }, calls };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalesceWrites", () => {
  it("sends the writes and flushes of one turn as one write and one flush, in order", async () => {
    const { res, calls } = fakeResponse();
    coalesceWrites(res);
    expect(res.write("<p>un ")).toBe(true);
    res.flush();
    res.write(Buffer.from("deux é"));
    res.flush();
    res.write("trois</p>", "utf8");
    expect(calls).toEqual([]);
    await nextTurn();
    expect(calls).toEqual(["write:<p>un deux étrois</p>", "flush"]);

    // A later turn (a suspended part of the page) leaves on its own, still at once.
    res.write("<p>quatre</p>");
    res.flush();
    await nextTurn();
    expect(calls.slice(2)).toEqual(["write:<p>quatre</p>", "flush"]);
  });

  it("end sends what is gathered before the last piece, then calls every write's callback", async () => {
    const { res, calls } = fakeResponse();
    coalesceWrites(res);
    const done: string[] = [];
    res.write("a", () => done.push("a"));
    res.write("b", () => done.push("b"));
    let ended = false;
    res.end("c", () => (ended = true));
    expect(calls).toEqual(["end:abc"]);
    await nextTurn();
    await nextTurn();
    expect(done).toEqual(["a", "b"]);
    expect(ended).toBe(true);
    // Nothing left for the scheduled turn to send.
    expect(calls).toEqual(["end:abc"]);
  });

  it("answers the socket's back-pressure to the writer", () => {
    const { res } = fakeResponse();
    coalesceWrites(res);
    (res as unknown as { writableNeedDrain: boolean }).writableNeedDrain = true;
    expect(res.write("x")).toBe(false);
  });
});
