import { describe, expect, it } from "vitest";
import { detectImageType, endingMatches } from "@/lib/domain/detect-image-type";
import { hasVariants, imageSrcSet, parseVariantFile, variantPath, variantWidths } from "@/lib/domain/image-variants";

describe("variant widths", () => {
  it("takes the standard widths below the original, plus the original's (capped at 1920)", () => {
    expect(variantWidths(3000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(0)).toEqual([]);
  });

  it("names variants after the SEO path and reads the name back", () => {
    expect(variantPath("/images/12/atelier.jpg", 640, "webp")).toBe("/images/12/atelier-640.webp");
    expect(variantPath("/images/12/atelier.photo.png?v=1", 320, "avif")).toBe("/images/12/atelier.photo-320.avif");
    expect(parseVariantFile("atelier-640.webp")).toEqual({ width: 640, format: "webp" });
    expect(parseVariantFile("atelier-320.avif")).toEqual({ width: 320, format: "avif" });
    expect(parseVariantFile("atelier.webp")).toBeNull();
    expect(parseVariantFile("atelier-640.png")).toBeNull();
  });
});

describe("imageSrcSet", () => {
  const uploaded = { src: "/images/7/salle.png", alt: "", imageId: 7, width: 1000, height: 500 };
  it("lists every variant of one format with its width", () => {
    expect(imageSrcSet(uploaded, "webp")).toBe(
      "/images/7/salle-320.webp 320w, /images/7/salle-640.webp 640w, /images/7/salle-960.webp 960w, /images/7/salle-1000.webp 1000w",
    );
    expect(imageSrcSet(uploaded, "avif")).toContain("/images/7/salle-1000.avif 1000w");
  });

  it("gives nothing for SVGs, seeded images without id, unknown widths or foreign paths", () => {
    expect(imageSrcSet({ ...uploaded, src: "/images/7/logo.svg" }, "webp")).toBeNull();
    expect(imageSrcSet({ src: "/images/7/salle.png", imageId: undefined, width: 1000 }, "webp")).toBeNull();
    expect(imageSrcSet({ ...uploaded, width: undefined }, "webp")).toBeNull();
    expect(hasVariants({ ...uploaded, src: "https://cdn.example/x.png" })).toBe(false);
  });
});

describe("detectImageType", () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);
  it("recognises each accepted type by its first bytes", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(detectImageType(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
    expect(detectImageType(bytes(0, 0, 0, 0x1c, ...text("ftypavif"), 0, 0, 0, 0, ...text("avifmif1miaf")))).toBe("avif");
    expect(detectImageType(bytes(0, 0, 0, 0x18, ...text("ftypmif1"), 0, 0, 0, 0, ...text("mif1avif")))).toBe("avif");
    expect(detectImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
  });

  it("refuses everything else", () => {
    expect(detectImageType(text("GIF89a"))).toBeNull();
    expect(detectImageType(bytes(0, 0, 0, 0x18, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")))).toBeNull();
    expect(detectImageType(text("<html><svg></svg></html>"))).toBeNull();
    expect(detectImageType(text("Bonjour"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it("matches endings to the detected type (SPEC §5)", () => {
    expect(endingMatches("jpeg", "a.JPG")).toBe(true);
    expect(endingMatches("jpeg", "a.jpeg")).toBe(true);
    expect(endingMatches("png", "a.jpg")).toBe(false);
    expect(endingMatches("svg", "a")).toBe(false);
  });
});
