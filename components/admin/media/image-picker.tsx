"use client";
import type { ImageRef } from "@/components/blocks/shared-schemas";

export interface ImagePickerProps {
  label: string;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
}

/** Placeholder until the media library lands: edits the image path and its text alternative. */
export function ImagePicker({ label, value, onChange }: ImagePickerProps) {
  return (
    <fieldset>
      <legend>{label}</legend>
      <label>
        Adresse de l&apos;image
        <input value={value?.src ?? ""} onChange={(e) => onChange({ src: e.target.value, alt: value?.alt ?? "" })} />
      </label>
      <label>
        Texte alternatif
        <input value={value?.alt ?? ""} onChange={(e) => onChange({ src: value?.src ?? "", alt: e.target.value })} />
      </label>
    </fieldset>
  );
}
