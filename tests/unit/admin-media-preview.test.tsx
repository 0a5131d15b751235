// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isVideoFile, MediaPreview } from "@/components/admin/media/media-preview";

afterEach(cleanup);

describe("media library previews", () => {
  it("an album video is previewed by a muted player, not a broken image", () => {
    const { container } = render(<MediaPreview path="/images/30/lever-du-jour.mp4" mimeType="video/mp4" alt="Le ciel au lever du jour" className="w-full" />);
    const video = container.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/images/30/lever-du-jour.mp4");
    expect(video.muted).toBe(true);
    expect(video.getAttribute("preload")).toBe("metadata");
    expect(video.getAttribute("aria-label")).toBe("Le ciel au lever du jour");
    expect(container.querySelector("img")).toBeNull();
  });

  it("an image stays an image with its text alternative", () => {
    const { container } = render(<MediaPreview path="/images/3/logo.svg" mimeType="image/svg+xml" alt="Logo" className="w-full" />);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Logo");
    expect(container.querySelector("video")).toBeNull();
  });

  it.each([
    ["video/mp4", true],
    ["video/quicktime", true],
    ["image/png", false],
    ["image/svg+xml", false],
  ])("%s is a video: %s", (mimeType, expected) => expect(isVideoFile(mimeType)).toBe(expected));
});
