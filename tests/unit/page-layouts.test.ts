import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { layoutConflictMessage } from "@/lib/domain/layout-conflict";
import { canonicalJson, hashPageContent, sha256Hex } from "@/lib/domain/page-hash";
import { isPreviewRequest, pagePreviewPath } from "@/lib/domain/page-preview";
import { sanitizeHtmlFields } from "@/lib/domain/sanitize-content";
import { isHtmlSchema } from "@/components/blocks/shared-schemas";
import { imageTextBlockSchema, pageContentSchema, richTextBlockSchema, heroBlockSchema } from "@/lib/schemas/cms";
import { isStaffRequest, pageCacheKey } from "@/server/page-cache";

describe("canonical JSON and the page hash", () => {
  it("sorts keys at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[2,1,{"x":1,"y":2}]},"b":1}');
  });

  it("leaves out undefined members as JSON.stringify does, and escapes strings the same way", () => {
    expect(canonicalJson({ a: undefined, b: "« é » \"q\" \n", c: [undefined] })).toBe(`{"b":${JSON.stringify("« é » \"q\" \n")},"c":[null]}`);
    expect(canonicalJson({ n: Number.NaN, d: new Date("2026-11-23T09:12:00Z") })).toBe('{"d":"2026-11-23T09:12:00.000Z","n":null}');
  });

  it("equals JSON.stringify when keys are already sorted", () => {
    const value = { a: 1, b: [true, false, null], c: { d: "x" } };
    expect(canonicalJson(value)).toBe(JSON.stringify(value));
  });

  it("hashes with sha256 hex (same as node:crypto), equal content → equal hash whatever the key order", async () => {
    expect(await sha256Hex("abc")).toBe(createHash("sha256").update("abc").digest("hex"));
    const a = { version: 1, blocks: [{ id: "h", type: "hero", props: { title: "T", subtitle: "S" } }] };
    const b = { blocks: [{ props: { subtitle: "S", title: "T" }, type: "hero", id: "h" }], version: 1 };
    expect(await hashPageContent(a)).toBe(await hashPageContent(b));
    expect(await hashPageContent(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashPageContent({ ...a, version: 2 })).not.toBe(await hashPageContent(a));
  });
});

describe("HTML fields found by their schema", () => {
  it("marks the rich text fields only", () => {
    expect(isHtmlSchema(richTextBlockSchema.shape.props.shape.html)).toBe(true);
    expect(isHtmlSchema(imageTextBlockSchema.shape.props.shape.html)).toBe(true);
    expect(isHtmlSchema(heroBlockSchema.shape.props.shape.title)).toBe(false);
  });

  it("sanitises every HTML field of a page, leaving plain text fields alone", () => {
    const cms = pageContentSchema.parse({
      version: 1,
      blocks: [
        { id: "t", type: "richText", props: { html: '<p onclick="x()">A<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>' } },
        { id: "i", type: "imageText", props: { title: "<b>titre</b>", html: "<p>B<iframe src=x></iframe></p>", image: { src: "/a.jpg", alt: "" } } },
      ],
    });
    const clean = sanitizeHtmlFields(pageContentSchema, cms);
    expect(clean.blocks[0]).toMatchObject({ props: { html: "<p>A<a>l</a></p>" } });
    expect(clean.blocks[1]).toMatchObject({ props: { title: "<b>titre</b>", html: "<p>B</p>" } });
    expect(cms.blocks[0]).toMatchObject({ props: { html: expect.stringContaining("script") } });
  });
});

describe("conflict message", () => {
  it("names the author and the Paris date and time", () => {
    expect(layoutConflictMessage({ firstname: "Claire", lastname: "Morel" }, "2026-11-23T09:12:00Z")).toBe("Cette page a été modifiée par Claire Morel le 23/11/2026 à 10:12.");
    expect(layoutConflictMessage({ firstname: "Claire", lastname: "Morel" }, new Date("2026-07-01T22:05:00Z"))).toBe("Cette page a été modifiée par Claire Morel le 02/07/2026 à 00:05.");
  });

  it("does without a name when the author is unknown", () => {
    expect(layoutConflictMessage(null, "2026-11-23T09:12:00Z")).toBe("Cette page a été modifiée par une autre personne le 23/11/2026 à 10:12.");
    expect(layoutConflictMessage({ firstname: null, lastname: " " }, "2026-11-23T09:12:00Z")).toMatch(/une autre personne/);
  });
});

describe("preview path", () => {
  it("is the page's public path with ?apercu=1", () => {
    expect(pagePreviewPath("")).toBe("/?apercu=1");
    expect(pagePreviewPath("prestations/coach-de-vie")).toBe("/prestations/coach-de-vie?apercu=1");
    expect(isPreviewRequest("1")).toBe(true);
    expect(isPreviewRequest(["1", "0"])).toBe(true);
    expect(isPreviewRequest(undefined)).toBe(false);
    expect(isPreviewRequest("0")).toBe(false);
  });

  it("is never answered from the page cache (query string; an admin has the staff cookie)", () => {
    const headers = { accept: "text/html", host: "127.0.0.1:3000" };
    expect(pageCacheKey({ method: "GET", url: "/", headers })).not.toBeNull();
    expect(pageCacheKey({ method: "GET", url: "/?apercu=1", headers })).toBeNull();
    expect(pageCacheKey({ method: "GET", url: "/coach-de-vie?apercu=1", headers })).toBeNull();
    expect(isStaffRequest({ method: "GET", url: "/coach-de-vie", headers: { ...headers, cookie: "token=abc; idSite=69; staff=1" } })).toBe(true);
  });
});
