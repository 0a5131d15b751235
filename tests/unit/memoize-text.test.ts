import { describe, expect, it, vi } from "vitest";
import { memoizeText } from "@/lib/domain/memoize-text";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";

describe("memoizeText (render work done once per distinct input)", () => {
  it("computes each distinct input once", () => {
    const fn = vi.fn((text: string) => text.toUpperCase());
    const memo = memoizeText(fn);
    expect([memo("a"), memo("b"), memo("a"), memo("a")]).toEqual(["A", "B", "A", "A"]);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const fn = vi.fn((text: string) => `${text}!`);
    const memo = memoizeText(fn, 2);
    memo("a");
    memo("b");
    memo("a"); // a is now the most recent
    memo("c"); // drops b
    fn.mockClear();
    memo("a");
    memo("c");
    expect(fn).not.toHaveBeenCalled();
    memo("b");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("does not keep inputs longer than maxInputLength", () => {
    const fn = vi.fn((text: string) => text);
    const memo = memoizeText(fn, 10, 3);
    memo("long");
    memo("long");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("sanitizeRichHtml gives the same safe HTML from its memo", () => {
    const html = '<p onclick="x()">Bonjour <script>alert(1)</script><a href="javascript:x">lien</a></p>';
    const first = sanitizeRichHtml(html);
    expect(first).toBe("<p>Bonjour <a>lien</a></p>");
    expect(sanitizeRichHtml(html)).toBe(first);
  });
});
