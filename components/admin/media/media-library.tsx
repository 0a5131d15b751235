"use client";
import { useCallback, useEffect, useState } from "react";
import { listImages } from "@/lib/api-client/admin/media";
import type { AdminImage } from "@/lib/schemas/admin/media";
import { ImageDetails } from "./image-details";
import { isVideoFile, MediaPreview } from "./media-preview";
import { UploadZone } from "./upload-zone";
import { PRIMARY_BUTTON } from "./styles";

interface MediaLibraryProps {
  /** "choose": the picker's mode, a « Choisir cette image » button under the selected image. */
  onChoose?: (image: AdminImage) => void;
  /** Announced politely (saved, deleted, uploaded). */
  onStatus: (message: string) => void;
}

/** The site's images as a grid of buttons (select one to see and edit it), with the upload zone. */
export function MediaLibrary({ onChoose, onStatus }: MediaLibraryProps) {
  const [images, setImages] = useState<AdminImage[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    listImages()
      .then((list) => {
        setImages(list.list);
        setError(null);
      })
      .catch((e: unknown) => setError(`Impossible de charger les images : ${e instanceof Error ? e.message : ""}`));
  }, []);
  useEffect(load, [load]);

  const current = images?.find((i) => i.id === selected) ?? null;

  return (
    <div className="space-y-4">
      <UploadZone
        onUploaded={(image) => {
          setImages((list) => [image, ...(list ?? [])]);
          setSelected(image.id);
          onStatus(`Image « ${image.alt} » ajoutée.`);
        }}
      />
      {error ? <p role="alert" className="text-sm text-red-800">{error}</p> : null}
      {images === null && !error ? <p className="text-sm">Chargement des images…</p> : null}
      {images?.length === 0 ? <p className="text-sm">Aucune image pour l&apos;instant.</p> : null}
      {images && images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Bibliothèque d'images">
          {images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={selected === image.id}
                onClick={() => setSelected(selected === image.id ? null : image.id)}
                className={`block w-full overflow-hidden rounded border-2 bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${selected === image.id ? "border-blue-800" : "border-transparent"}`}
              >
                <MediaPreview path={image.path} mimeType={image.mimeType} alt={image.alt || image.name} className="aspect-square w-full object-contain" />
                <span className="block truncate px-1 text-xs text-neutral-900">
                  {image.name}
                  {image.usageCount ? ` · utilisée ${image.usageCount}×` : ""}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {current ? (
        <div className="space-y-2">
          {onChoose && isVideoFile(current.mimeType) ? <p className="text-sm">Une vidéo ne peut servir que dans un album.</p> : null}
          {onChoose && !isVideoFile(current.mimeType) ? (
            <button type="button" className={PRIMARY_BUTTON} onClick={() => onChoose(current)}>
              Choisir cette image
            </button>
          ) : null}
          <ImageDetails
            key={current.id}
            image={current}
            onStatus={onStatus}
            onChanged={(image) => setImages((list) => list?.map((i) => (i.id === image.id ? image : i)) ?? null)}
            onDeleted={(id) => {
              setImages((list) => list?.filter((i) => i.id !== id) ?? null);
              setSelected(null);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
