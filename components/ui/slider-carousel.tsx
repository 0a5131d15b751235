"use client";
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { ChevronIcon, PauseIcon, PlayIcon } from "./icons";
import { SLIDE_CLASS } from "./slider-markup";
import { usePrefersReducedMotion } from "./use-reduced-motion";
import { whenLoadedAndIdle } from "./when-idle";

const DEFAULT_AUTOPLAY_MS = 6000;

const controlClass =
  "grid size-11 place-items-center rounded-full bg-black/60 text-white ring-1 ring-white/50 transition-colors hover:bg-black/80";

/** Only the visible slide can be reached by keyboard or screen readers. */
function syncInertSlides(root: HTMLElement, activeIndex: number) {
  root.querySelectorAll<HTMLElement>(`.${SLIDE_CLASS}`).forEach((slide, index) => {
    slide.inert = index !== activeIndex;
  });
}

interface SliderCarouselProps {
  /** Number of slides (children with the `swiper-slide` class, rendered on the server). */
  count: number;
  autoplayDelayMs?: number;
  children: ReactNode;
}

/**
 * Client island of the slider block: the slides are server HTML (children) and the first one is
 * already in place, so nothing needs swiper to show the page. Swiper is imported and started
 * late — on the first interaction with the slider, the first autoplay step, or once the page has
 * loaded and the browser is idle — so the page's LCP image is painted and never moved during
 * load. Swiper starts on that markup without moving it (first slide at translate 0). Autoplay
 * pauses on hover, on keyboard focus, with the pause button, and is off when the visitor prefers
 * reduced motion.
 */
export function SliderCarousel({ count, autoplayDelayMs = DEFAULT_AUTOPLAY_MS, children }: SliderCarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const startingRef = useRef<Promise<SwiperInstance | null> | null>(null);
  const unmountedRef = useRef(false);
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice ? choice === "play" : !reducedMotion;

  /** Imports and starts swiper once; later calls get the same instance. */
  const startSwiper = (): Promise<SwiperInstance | null> => {
    // A failed chunk is left unhandled on purpose: the shell's reload guard deals with it.
    startingRef.current ??= import("swiper").then(({ Swiper }) => {
      const root = rootRef.current;
      if (unmountedRef.current || !root) return null;
      const reduce = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const instance = new Swiper(root, {
        rewind: true,
        speed: reduce ? 0 : 700,
        on: {
          slideChange: (swiper) => {
            setActive(swiper.activeIndex);
            syncInertSlides(root, swiper.activeIndex);
          },
        },
      });
      swiperRef.current = instance;
      return instance;
    });
    return startingRef.current;
  };
  const slideNext = () => void startSwiper().then((swiper) => swiper?.slideNext());
  const slidePrev = () => void startSwiper().then((swiper) => swiper?.slidePrev());

  useEffect(() => {
    unmountedRef.current = false;
    const cancelIdle = whenLoadedAndIdle(() => void startSwiper());
    return () => {
      cancelIdle();
      unmountedRef.current = true;
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
      startingRef.current = null;
    };
  }, []);

  const running = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(slideNext, autoplayDelayMs);
    return () => window.clearInterval(timer);
    // slideNext only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, autoplayDelayMs]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className="relative h-full"
      onFocus={() => {
        setFocused(true);
        void startSwiper();
      }}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        // A finger or a mouse about to swipe or click: swiper is ready for the gesture.
        void startSwiper();
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onTouchStart={() => void startSwiper()}
      onPointerLeave={() => setHovered(false)}
    >
      {/* Controls first in the reading order, so the pause button is reached before the slides. */}
      <div className="absolute bottom-5 right-4 z-10 flex items-center gap-2 sm:right-6">
        <button type="button" className={controlClass} aria-label="Diapositive précédente" onClick={slidePrev}>
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={playing ? "Mettre le diaporama en pause" : "Lancer le diaporama"}
          onClick={() => setChoice(playing ? "pause" : "play")}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={controlClass} aria-label="Diapositive suivante" onClick={slideNext}>
          <ChevronIcon direction="right" />
        </button>
      </div>
      <p className="sr-only" aria-live={running ? "off" : "polite"} aria-atomic="true">
        Diapositive {active + 1} sur {count}
      </p>
      <div ref={rootRef} className="swiper h-full">
        <div className="swiper-wrapper">{children}</div>
      </div>
    </div>
  );
}
