"use client";
import { useEffect, useId, useRef, useState, type PointerEvent, type TouchEvent } from "react";
import { createPortal } from "react-dom";
import { ChevronIcon } from "./icons";
import { swipeStep, wrapIndex } from "./lightbox-navigation";
import { modalRoot } from "./modal-root";
import { useDialogBehaviour } from "./use-dialog";
import { useHydrated } from "./use-hydrated";

export interface LightboxImage {
  src: string;
  alt: string;
  /** Album files may be videos (SPEC §5, by file ending): shown with the player's controls. */
  mediaType?: "image" | "video";
}

export interface LightboxProps {
  images: LightboxImage[];
  startIndex: number;
  onClose: () => void;
  /** Accessible name of the dialog, e.g. the gallery title. */
  label?: string;
}

const arrowClass =
  "absolute top-1/2 hidden size-12 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 md:grid";

/**
 * Full-screen gallery (SPEC §2): « index / total », arrows from md up, swipe on touch, Escape
 * closes, left/right keys navigate, wraps at both ends. Mounted only while open.
 */
export function Lightbox({ images, startIndex, onClose, label = "Galerie d'images" }: LightboxProps) {
  const hydrated = useHydrated();
  const titleId = useId();
  const total = images.length;
  const [index, setIndex] = useState(() => wrapIndex(startIndex, total));
  const gestureStart = useRef<{ x: number; y: number } | null>(null);

  const go = (step: number) => setIndex((current) => wrapIndex(current + step, total));

  const { containerRef } = useDialogBehaviour({
    active: hydrated,
    onClose,
    onKeyDown: (event) => {
      if (event.key === "ArrowRight") go(1);
      else if (event.key === "ArrowLeft") go(-1);
      else return;
      event.preventDefault();
    },
  });

  // Warm the cache for the next image so "next" feels instant.
  useEffect(() => {
    const next = images[wrapIndex(index + 1, total)];
    if (total > 1 && next && next.mediaType !== "video") new Image().src = next.src;
  }, [images, index, total]);

  // Pointer and touch events both fire on touch screens: the first "end" consumes the gesture.
  const beginGesture = (x: number, y: number) => {
    gestureStart.current ??= { x, y };
  };
  const endGesture = (x: number, y: number) => {
    const start = gestureStart.current;
    gestureStart.current = null;
    if (!start) return;
    const step = swipeStep(x - start.x, y - start.y);
    if (step !== 0) go(step);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") beginGesture(event.clientX, event.clientY);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") endGesture(event.clientX, event.clientY);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) beginGesture(touch.clientX, touch.clientY);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (touch) endGesture(touch.clientX, touch.clientY);
  };

  const image = images[index];
  if (!hydrated || !image) return null;
  return createPortal(
    <div
      ref={containerRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-0 z-[1000] flex flex-col bg-black/90 text-white"
    >
      <div className="flex items-center justify-between gap-4 p-3">
        <h2 id={titleId} className="sr-only">
          {label}
        </h2>
        <p data-testid="lightbox-counter" aria-live="polite" className="px-2 text-base tabular-nums">
          {index + 1} / {total}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fermer la galerie"
          className="grid size-11 place-items-center rounded-full text-3xl leading-none hover:bg-white/15"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div
        data-testid="lightbox-stage"
        className="relative flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center px-2 pb-6 md:px-20"
        onClick={(event) => {
          // A click on the dark area around the image closes, like a backdrop.
          if (event.target === event.currentTarget) onClose();
        }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          gestureStart.current = null;
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {image.mediaType === "video" ? (
          <video key={image.src} src={image.src} controls preload="metadata" aria-label={image.alt || undefined} className="max-h-full max-w-full">
            {image.alt}
          </video>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- images come from the site's own image route, any size or SVG
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            draggable={false}
            className="max-h-full max-w-full select-none object-contain"
          />
        )}
        {total > 1 ? (
          <>
            <button type="button" data-testid="lightbox-prev" onClick={() => go(-1)} aria-label="Image précédente" className={`${arrowClass} left-4`}>
              <ChevronIcon direction="left" />
            </button>
            <button type="button" data-testid="lightbox-next" onClick={() => go(1)} aria-label="Image suivante" className={`${arrowClass} right-4`}>
              <ChevronIcon direction="right" />
            </button>
          </>
        ) : null}
      </div>
    </div>,
    modalRoot(),
  );
}
