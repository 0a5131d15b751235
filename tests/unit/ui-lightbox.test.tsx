// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GalleryBlock } from "@/components/blocks/gallery/render";
import { Lightbox } from "@/components/ui/lightbox";
import { swipeStep, wrapIndex } from "@/components/ui/lightbox-navigation";
import { useUiStore } from "@/stores/ui-store";

const images = Array.from({ length: 8 }, (_, index) => ({ src: `/images/${index + 1}/photo-${index + 1}.jpg`, alt: `Photo ${index + 1}` }));

const counter = () => screen.getByTestId("lightbox-counter").textContent;
const shownAlt = () => screen.getByRole("dialog").querySelector("img")?.getAttribute("alt");

function renderLightbox(startIndex = 2) {
  const onClose = vi.fn();
  render(<Lightbox images={images} startIndex={startIndex} onClose={onClose} label="Nos ateliers" />);
  return { onClose };
}

beforeEach(() => {
  useUiStore.setState({ modalStack: [] });
  document.body.style.overflow = "";
});
afterEach(cleanup);

describe("lightbox navigation helpers", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
  });
  it("counts a swipe only past the threshold and mostly horizontal", () => {
    expect(swipeStep(-41, 0)).toBe(1);
    expect(swipeStep(41, 0)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
  });
});

describe("Lightbox", () => {
  it("is a modal dialog showing « index / total » and the image alt", () => {
    renderLightbox(2);
    expect(screen.getByRole("dialog", { name: "Nos ateliers" }).getAttribute("aria-modal")).toBe("true");
    expect(counter()).toBe("3 / 8");
    expect(shownAlt()).toBe("Photo 3");
  });

  it("moves with the arrow buttons", () => {
    renderLightbox(2);
    fireEvent.click(screen.getByTestId("lightbox-next"));
    expect(counter()).toBe("4 / 8");
    expect(shownAlt()).toBe("Photo 4");
    fireEvent.click(screen.getByTestId("lightbox-prev"));
    fireEvent.click(screen.getByTestId("lightbox-prev"));
    expect(counter()).toBe("2 / 8");
    expect(screen.getByTestId("lightbox-next").getAttribute("aria-label")).toBe("Image suivante");
    // Arrows are shown from md (996px) up only.
    expect(screen.getByTestId("lightbox-next").className).toMatch(/\bhidden\b.*\bmd:grid\b/);
  });

  it("moves with ArrowRight and ArrowLeft", () => {
    renderLightbox(2);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(counter()).toBe("4 / 8");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(counter()).toBe("2 / 8");
  });

  it("wraps from the last image to the first and back", () => {
    renderLightbox(7);
    expect(counter()).toBe("8 / 8");
    fireEvent.click(screen.getByTestId("lightbox-next"));
    expect(counter()).toBe("1 / 8");
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    expect(counter()).toBe("8 / 8");
  });

  it("closes on Escape", () => {
    const { onClose } = renderLightbox();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("locks page scroll while open", () => {
    const view = render(<Lightbox images={images} startIndex={0} onClose={() => {}} />);
    expect(document.body.style.overflow).toBe("hidden");
    view.unmount();
    expect(document.body.style.overflow).toBe("");
  });

  it("swipes with touch pointer events", () => {
    renderLightbox(2);
    const stage = screen.getByTestId("lightbox-stage");
    fireEvent.pointerDown(stage, { pointerType: "touch", clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerType: "touch", clientX: 200, clientY: 110 });
    expect(counter()).toBe("4 / 8");
    // A mouse drag is not a swipe, and a short move neither.
    fireEvent.pointerDown(stage, { pointerType: "mouse", clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerType: "mouse", clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerType: "touch", clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerType: "touch", clientX: 280, clientY: 100 });
    expect(counter()).toBe("4 / 8");
  });

  it("swipes with touch events, counting a gesture once when pointer events fire too", () => {
    renderLightbox(2);
    const stage = screen.getByTestId("lightbox-stage");
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 50 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 220, clientY: 50 }] });
    expect(counter()).toBe("2 / 8");
    fireEvent.pointerDown(stage, { pointerType: "touch", clientX: 300, clientY: 50 });
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 50 }] });
    fireEvent.pointerUp(stage, { pointerType: "touch", clientX: 150, clientY: 50 });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 150, clientY: 50 }] });
    expect(counter()).toBe("3 / 8");
  });
});

describe("GalleryBlock", () => {
  const block = { id: "galerie", type: "gallery" as const, props: { title: "L'atelier en images", images: images.slice(0, 3) } };

  it("renders real buttons named after each image", () => {
    render(<GalleryBlock block={block} />);
    const buttons = screen.getAllByRole("button", { name: /^Agrandir l'image : / });
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Agrandir l'image : Photo 1",
      "Agrandir l'image : Photo 2",
      "Agrandir l'image : Photo 3",
    ]);
    expect(buttons[0]!.tagName).toBe("BUTTON");
  });

  it("opens the lightbox on the clicked image and gives focus back on close", async () => {
    render(<GalleryBlock block={block} />);
    const third = screen.getByRole("button", { name: "Agrandir l'image : Photo 3" });
    third.focus();
    fireEvent.click(third);
    const dialog = await screen.findByRole("dialog", { name: "L'atelier en images" });
    expect(screen.getByTestId("lightbox-counter").textContent).toBe("3 / 3");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(third);
  });
});
