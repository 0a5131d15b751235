/**
 * The single byte range a `Range: bytes=…` request header asks of a file of `size` bytes (RFC 9110
 * §14.1.2): `{ start, end }` (inclusive, end clamped to the file), "unsatisfiable" when it starts
 * past the end, or null to answer the whole file (no header, another unit, several ranges or a
 * malformed one — a server may always ignore Range). Video players need it: Safari plays a video
 * only from a server that answers ranges.
 */
export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

export function parseByteRange(header: string | null | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === "" ? null : Number(match[2]);
  if (last !== null && last < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(last ?? size - 1, size - 1) };
}
