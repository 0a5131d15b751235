// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SliderBlock } from "@/components/blocks/slider/render";
import type { SliderBlockData } from "@/components/blocks/slider/schema";

interface FakeSwiperOptions {
  rewind?: boolean;
  on?: { slideChange?: (swiper: { activeIndex: number }) => void };
}

const swiper = vi.hoisted(() => ({
  instances: [] as { el: HTMLElement; options: FakeSwiperOptions; slideNext: () => void; slidePrev: () => void; destroy: () => void }[],
}));

vi.mock("swiper", () => ({
  Swiper: class {
    slideNext = vi.fn();
    slidePrev = vi.fn();
    destroy = vi.fn();
    constructor(
      public el: HTMLElement,
      public options: FakeSwiperOptions,
    ) {
      swiper.instances.push(this);
    }
  },
}));

const slide = (n: number) => ({
  title: `Titre ${n}`,
  subtitle: `Sous-titre ${n}`,
  image: { src: `/images/${n}/slide-${n}.jpg`, alt: `Paysage ${n}` },
  cta: { label: "Prendre un rendez-vous", href: "/prendre-un-rendez" },
});
const block = (count: number): SliderBlockData => ({
  id: "slider-accueil",
  type: "slider",
  props: { fullscreen: true, slides: Array.from({ length: count }, (_, index) => slide(index + 1)) },
});

let reducedMotion = false;
beforeEach(() => {
  swiper.instances.length = 0;
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce") && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("SliderBlock server HTML", () => {
  it("renders the first slide as plain HTML with an eager, high-priority image and an h1", () => {
    const html = renderToStaticMarkup(<SliderBlock block={block(3)} priority headingLevel={1} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const images = doc.querySelectorAll("img");
    expect(images).toHaveLength(3);
    expect(images[0]!.getAttribute("loading")).toBe("eager");
    expect(images[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(images[1]!.getAttribute("loading")).toBe("lazy");
    expect(images[1]!.getAttribute("fetchpriority")).toBeNull();
    expect([...doc.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["Titre 1"]);
    expect([...doc.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Titre 2", "Titre 3"]);
    const slides = doc.querySelectorAll(".swiper-slide");
    expect([...slides].map((s) => s.hasAttribute("inert"))).toEqual([false, true, true]);
    expect(slides[0]!.getAttribute("aria-label")).toBe("1 sur 3");
  });

  it("uses h2 titles when the slider is not the page's first block", () => {
    const html = renderToStaticMarkup(<SliderBlock block={block(2)} />);
    expect(html).not.toContain("<h1");
    expect(html).not.toContain('fetchpriority="high"');
  });

  it("renders a single slide without any carousel", () => {
    const html = renderToStaticMarkup(<SliderBlock block={block(1)} priority headingLevel={1} />);
    expect(html).toContain("<h1");
    expect(html).not.toContain("swiper");
    expect(html).not.toContain("<button");
  });
});

/**
 * Waits (real setTimeout) for the swiper import inside act, so React also commits what follows.
 * Tests faking intervals fake only setInterval, so this polling keeps working.
 */
async function swiperStarted() {
  await act(async () => {
    for (let tries = 0; tries < 200 && swiper.instances.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  expect(swiper.instances).toHaveLength(1);
}

/** requestIdleCallback under test control: the browser is idle only when `runIdle` says so. */
let idleTasks: (() => void)[] = [];
beforeEach(() => {
  idleTasks = [];
  window.requestIdleCallback = ((task: () => void) => idleTasks.push(task)) as unknown as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (() => {}) as typeof window.cancelIdleCallback;
});
const runIdle = () => act(() => idleTasks.splice(0).forEach((task) => task()));
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

describe("SliderBlock in the browser", () => {
  it("does not load swiper for a single slide", async () => {
    render(<SliderBlock block={block(1)} />);
    runIdle();
    await settle();
    expect(swiper.instances).toHaveLength(0);
  });

  it("leaves the server markup alone during load, and starts swiper on it once the page is idle", async () => {
    render(<SliderBlock block={block(3)} priority headingLevel={1} />);
    await settle();
    // Nothing moved the first slide while the page loads (its LCP image stays put).
    expect(swiper.instances).toHaveLength(0);
    runIdle();
    await swiperStarted();
    const instance = swiper.instances[0]!;
    expect(instance.el.classList.contains("swiper")).toBe(true);
    expect(instance.options.rewind).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Diapositive suivante" }));
    await settle();
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Diapositive précédente" }));
    await settle();
    expect(instance.slidePrev).toHaveBeenCalledTimes(1);

    // Swiper reports the new slide: only that one stays reachable.
    act(() => instance.options.on?.slideChange?.({ activeIndex: 1 }));
    const slides = instance.el.querySelectorAll<HTMLElement>(".swiper-slide");
    expect([...slides].map((s) => s.inert)).toEqual([true, false, true]);
    expect(screen.getByText("Diapositive 2 sur 3")).toBeTruthy();
  });

  it("starts swiper at once when the visitor uses a control before the page is idle", async () => {
    render(<SliderBlock block={block(3)} />);
    fireEvent.click(screen.getByRole("button", { name: "Diapositive suivante" }));
    await swiperStarted();
    await settle();
    expect(swiper.instances[0]!.slideNext).toHaveBeenCalledTimes(1);
  });

  it("starts swiper when a finger or pointer reaches the slider, ready for the swipe", async () => {
    render(<SliderBlock block={block(3)} />);
    fireEvent.touchStart(document.querySelector(".swiper")!);
    await swiperStarted();
  });

  it("autoplays (the first step starts swiper), and the pause button stops it", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    render(<SliderBlock block={block(3)} />);
    act(() => vi.advanceTimersByTime(5999));
    await settle();
    expect(swiper.instances).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await swiperStarted();
    await settle();
    const instance = swiper.instances[0]!;
    expect(instance.slideNext).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Mettre le diaporama en pause" }));
    act(() => vi.advanceTimersByTime(20_000));
    await settle();
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Lancer le diaporama" })).toBeTruthy();
  });

  it("does not autoplay when the visitor prefers reduced motion", async () => {
    reducedMotion = true;
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    render(<SliderBlock block={block(3)} />);
    runIdle();
    await swiperStarted();
    act(() => vi.advanceTimersByTime(20_000));
    await settle();
    expect(swiper.instances[0]!.slideNext).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Lancer le diaporama" })).toBeTruthy();
  });
});
