import { describe, expect, it } from "vitest";
import { parseByteRange } from "@/lib/domain/byte-range";

describe("Range: bytes=… of a 1000-byte file", () => {
  it.each([
    ["bytes=0-", { start: 0, end: 999 }],
    ["bytes=0-1", { start: 0, end: 1 }],
    ["bytes=200-499", { start: 200, end: 499 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
  ])("%s is one range", (header, expected) => expect(parseByteRange(header, 1000)).toEqual(expected));

  it.each(["bytes=1000-", "bytes=1200-1300", "bytes=-0"])("%s cannot be satisfied", (header) => expect(parseByteRange(header, 1000)).toBe("unsatisfiable"));

  it.each([null, undefined, "", "bytes=", "bytes=-", "items=0-10", "bytes=0-10,20-30", "bytes=50-10", "bytes=a-b"])(
    "%s gives the whole file",
    (header) => expect(parseByteRange(header, 1000)).toBeNull(),
  );
});
