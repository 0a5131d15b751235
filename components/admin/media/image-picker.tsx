"use client";
import { useEffect, useId, useRef, useState } from "react";
import type { ImageRef } from "@/components/blocks/shared-schemas";
import type { AdminImage } from "@/lib/schemas/admin/media";
import { MediaLibrary } from "./media-library";
import { BUTTON, INPUT, LABEL } from "./styles";

export interface ImagePickerProps {
  label: string;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
}

/** The reference a block stores for a library image: SEO path, alt, id and intrinsic size. */
export function imageRefOf(image: AdminImage): ImageRef {
  return {
    src: image.path,
    alt: image.alt,
    imageId: image.id,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
  };
}

/**
 * An image field of a block editor: the chosen image's preview, « Choisir une image » opening the
 * library in a modal dialog (choose one, or upload one with its required text alternative), the
 * text alternative of this use (prefilled from the library), « Retirer ».
 */
export function ImagePicker({ label, value, onChange }: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <fieldset className="space-y-2 rounded border border-neutral-300 p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {value?.src ? (
        // eslint-disable-next-line @next/next/no-img-element -- the library's own /images route
        <img src={value.src} alt="" className="h-24 w-full rounded bg-neutral-100 object-contain" />
      ) : (
        <p className="text-sm text-neutral-800">Aucune image choisie.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON} onClick={() => setOpen(true)}>
          {value?.src ? "Changer d'image" : "Choisir une image"}
        </button>
        {value?.src ? (
          <button type="button" className={BUTTON} onClick={() => onChange(null)}>
            Retirer l&apos;image
          </button>
        ) : null}
      </div>
      {value?.src ? (
        <div>
          <label htmlFor={`${id}-alt`} className={LABEL}>
            Texte alternatif
          </label>
          <input id={`${id}-alt`} className={INPUT} value={value.alt} maxLength={300} onChange={(event) => onChange({ ...value, alt: event.target.value })} />
        </div>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        className="max-h-[90vh] w-[min(56rem,95vw)] overflow-y-auto rounded-lg bg-white p-4 text-neutral-900 shadow-xl backdrop:bg-black/60"
      >
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Choisir une image — {label}
          </h2>
          <button type="button" className={BUTTON} onClick={() => setOpen(false)}>
            Fermer
          </button>
        </div>
        <p role="status" className="text-sm text-green-900">
          {status}
        </p>
        {open ? (
          <MediaLibrary
            onStatus={setStatus}
            onChoose={(image) => {
              onChange(imageRefOf(image));
              setOpen(false);
            }}
          />
        ) : null}
      </dialog>
    </fieldset>
  );
}
