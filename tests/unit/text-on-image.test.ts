import { describe, expect, it } from "vitest";
import { IMAGE_SCRIM, TEXT_ON_IMAGE as TEXT_ON_IMAGE_CLASS } from "@/components/blocks/shared/styles";
import {
  BLACK,
  contrastRatio,
  flatten,
  IMAGE_SCRIM_OPACITY,
  isLargeText,
  minimumScrimOpacity,
  parseCssColor,
  parseHexColor,
  requiredContrast,
  TEXT_ON_IMAGE,
  WHITE,
  worstContrastAgainstPixels,
  worstContrastOverScrim,
} from "@/lib/domain/color";

const rgba = (...pixels: [number, number, number][]) => pixels.flatMap(([r, g, b]) => [r, g, b, 255]);

describe("WCAG text size classes", () => {
  it("large text is 24 px, or 18.66 px when bold; it needs 3:1, other text 4.5:1", () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(23.9, 400)).toBe(false);
    expect(isLargeText(18.66, 700)).toBe(true);
    expect(isLargeText(18.66, 600)).toBe(false);
    expect(isLargeText(18, 700)).toBe(false);
    expect(requiredContrast(48, 400)).toBe(3);
    expect(requiredContrast(16, 400)).toBe(4.5);
  });
});

describe("contrast against a picture's pixels", () => {
  it("keeps the pixel closest to the text's luminance", () => {
    const teal = parseHexColor("#00566F")!;
    const darkPixel = { r: 20, g: 20, b: 30, a: 1 };
    const pixels = rgba([255, 255, 255], [20, 20, 30], [0, 0, 0]);
    // White and black are far from teal; the dark blue of the picture is the worst one.
    expect(worstContrastAgainstPixels(teal, pixels)).toBeCloseTo(contrastRatio(teal, darkPixel), 6);
    expect(worstContrastAgainstPixels(teal, pixels)).toBeLessThan(3);
  });

  it("blends translucent text over each pixel", () => {
    const halfWhite = { ...WHITE, a: 0.5 };
    // Over black, 50 % white is a mid grey; over white it disappears (1:1).
    expect(worstContrastAgainstPixels(halfWhite, rgba([0, 0, 0]))).toBeCloseTo(contrastRatio(halfWhite, BLACK), 6);
    expect(worstContrastAgainstPixels(halfWhite, rgba([0, 0, 0], [255, 255, 255]))).toBeCloseTo(1, 6);
  });

  it("reads the colours browsers compute", () => {
    expect(parseCssColor("rgb(255, 255, 255)")).toEqual(WHITE);
    expect(parseCssColor("rgba(0, 86, 111, 0.5)")).toEqual({ r: 0, g: 86, b: 111, a: 0.5 });
    expect(parseCssColor("color(srgb 1 0 0.5 / 50%)")).toEqual({ r: 255, g: 0, b: 127.5, a: 0.5 });
    expect(parseCssColor("oklch(0.5 0.1 200)")).toBeNull();
  });

  it("is 1 when a pixel has the text's own colour, Infinity without pixels", () => {
    expect(worstContrastAgainstPixels(WHITE, rgba([0, 0, 0], [255, 255, 255]))).toBe(1);
    expect(worstContrastAgainstPixels(WHITE, [])).toBe(Infinity);
  });
});

describe("text over a scrimmed picture", () => {
  it("the worst case of white text is a white picture under the scrim", () => {
    const whiteUnderScrim = flatten({ ...BLACK, a: 0.6 }, WHITE);
    expect(worstContrastOverScrim(WHITE, 0.6)).toBeCloseTo(contrastRatio(WHITE, whiteUnderScrim), 6);
    // Without a scrim, white text on a white picture: 1:1.
    expect(worstContrastOverScrim(WHITE, 0)).toBeCloseTo(1, 6);
  });

  it("a mid-tone text colour can fall on a pixel of its own luminance: no scrim saves it", () => {
    const teal = parseHexColor("#00566F")!;
    expect(worstContrastOverScrim(teal, 0.6)).toBeCloseTo(1, 6);
    expect(minimumScrimOpacity(teal, 3)).toBeNull();
  });

  it("white needs a 54 % black scrim for 4.5:1 over any picture; the blocks use 60 %", () => {
    expect(minimumScrimOpacity(WHITE, 4.5)).toBe(0.54);
    expect(minimumScrimOpacity(WHITE, 3)).toBeLessThan(0.54);
    expect(TEXT_ON_IMAGE).toEqual(WHITE);
    expect(IMAGE_SCRIM_OPACITY).toBeGreaterThanOrEqual(minimumScrimOpacity(TEXT_ON_IMAGE, 4.5)!);
    expect(worstContrastOverScrim(TEXT_ON_IMAGE, IMAGE_SCRIM_OPACITY)).toBeGreaterThanOrEqual(4.5);
  });

  it("the block classes are the colour and the scrim of lib/domain/color.ts", () => {
    expect(TEXT_ON_IMAGE_CLASS).toBe("text-white");
    expect(IMAGE_SCRIM).toBe(`bg-black/${Math.round(IMAGE_SCRIM_OPACITY * 100)}`);
  });
});
