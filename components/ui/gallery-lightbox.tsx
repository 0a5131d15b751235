"use client";
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import type { LightboxImage } from "./lightbox";

const loadLightbox = () => import("./lightbox");
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/** Attribute the server-rendered thumbnail buttons carry: their index in `images`. */
export const GALLERY_INDEX_ATTRIBUTE = "data-gallery-index";

/**
 * Client island of a gallery: the thumbnails stay server-rendered (passed as children); one
 * delegated click handler opens the lightbox, whose code loads only on first use.
 */
export function GalleryLightbox({ images, label, children }: { images: LightboxImage[]; label: string; children: ReactNode }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`[${GALLERY_INDEX_ATTRIBUTE}]`);
    if (!button || !event.currentTarget.contains(button)) return;
    const index = Number(button.getAttribute(GALLERY_INDEX_ATTRIBUTE));
    if (Number.isInteger(index)) setOpenIndex(index);
  };

  return (
    // Clicks come from the real <button>s inside (keyboard included); this only delegates.
    <div onClick={onClick} onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      {children}
      {openIndex !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={images} startIndex={openIndex} label={label} onClose={() => setOpenIndex(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
