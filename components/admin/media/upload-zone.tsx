"use client";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { uploadImage } from "@/lib/api-client/admin/media";
import { PlatformError } from "@/lib/api-client/platform-error";
import type { AdminImage } from "@/lib/schemas/admin/media";
import { formatBytes } from "./format";
import { BUTTON, ERROR_TEXT, INPUT, LABEL, PRIMARY_BUTTON } from "./styles";

const ACCEPT = ".jpg,.jpeg,.png,.webp,.avif,.svg,image/jpeg,image/png,image/webp,image/avif,image/svg+xml";
const ALT_REQUIRED = "Le texte alternatif est obligatoire : décrivez l'image pour les personnes qui ne la voient pas.";

interface Pending {
  key: string;
  file: File;
  preview: string;
  alt: string;
  name: string;
  progress: number | null;
  error: string | null;
}

let counter = 0;

/**
 * Upload: drop files on the zone or choose them with a real file input (keyboard: Tab then Space);
 * each file asks for its text alternative (required, checked before sending) and an optional name,
 * then shows its progress while it is sent.
 */
export function UploadZone({ onUploaded }: { onUploaded: (image: AdminImage) => void }) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: FileList | null) => {
    if (!files) return;
    const items = Array.from(files).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      counter += 1;
      return { key: `f${counter}`, file, preview, alt: "", name: "", progress: null, error: null };
    });
    setPending((list) => [...list, ...items]);
  };
  const patch = (key: string, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const remove = (key: string) =>
    setPending((list) => {
      const item = list.find((p) => p.key === key);
      if (item) {
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
      }
      return list.filter((p) => p.key !== key);
    });

  const send = async (item: Pending) => {
    if (!item.alt.trim()) {
      patch(item.key, { error: ALT_REQUIRED });
      document.getElementById(`${item.key}-alt`)?.focus();
      return;
    }
    patch(item.key, { progress: 0, error: null });
    try {
      const image = await uploadImage(item.file, { alt: item.alt.trim(), name: item.name.trim() || undefined }, (fraction) => patch(item.key, { progress: fraction }));
      remove(item.key);
      onUploaded(image);
    } catch (error) {
      const fields = error instanceof PlatformError ? error.fieldErrors : {};
      const message = fields.alt?.[0] ?? fields.file?.[0] ?? (error instanceof Error ? error.message : "L'envoi a échoué.");
      patch(item.key, { progress: null, error: message });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        className={`rounded-lg border-2 border-dashed p-4 text-center text-sm ${dragging ? "border-blue-700 bg-blue-50" : "border-neutral-500 bg-neutral-50"}`}
      >
        <p className="mb-2 text-neutral-800">Déposez vos images ici, ou</p>
        <label htmlFor={inputId} className={`${BUTTON} inline-block cursor-pointer has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700`}>
          Choisir des fichiers
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = "";
            }}
          />
        </label>
        <p className="mt-2 text-xs text-neutral-700">JPEG, PNG, WebP, AVIF ou SVG, 10 Mo au plus.</p>
      </div>
      {pending.length > 0 ? (
        <ul className="mt-3 space-y-3" aria-label="Images à envoyer">
          {pending.map((item) => (
            <li key={item.key} className="rounded border border-neutral-300 p-3">
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void send(item);
                }}
                className="flex flex-col gap-2 sm:flex-row"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- local preview (blob: URL) */}
                <img src={item.preview} alt="" className="h-20 w-20 flex-none rounded object-cover" />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="truncate text-sm font-medium">
                    {item.file.name} <span className="font-normal text-neutral-700">({formatBytes(item.file.size)})</span>
                  </p>
                  <div>
                    <label htmlFor={`${item.key}-alt`} className={LABEL}>
                      Texte alternatif (obligatoire)
                    </label>
                    <input
                      id={`${item.key}-alt`}
                      className={INPUT}
                      value={item.alt}
                      required
                      maxLength={300}
                      aria-invalid={item.error === ALT_REQUIRED ? true : undefined}
                      aria-describedby={item.error ? `${item.key}-error` : undefined}
                      onChange={(event) => patch(item.key, { alt: event.target.value, error: null })}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${item.key}-name`} className={LABEL}>
                      Nom dans l&apos;adresse (facultatif)
                    </label>
                    <input id={`${item.key}-name`} className={INPUT} value={item.name} maxLength={120} onChange={(event) => patch(item.key, { name: event.target.value })} />
                  </div>
                  {item.error ? (
                    <p id={`${item.key}-error`} role="alert" className={ERROR_TEXT}>
                      {item.error}
                    </p>
                  ) : null}
                  {item.progress !== null ? (
                    <div className="flex items-center gap-2 text-sm">
                      <label htmlFor={`${item.key}-progress`}>{item.progress < 1 ? "Envoi" : "Préparation des formats"}</label>
                      <progress id={`${item.key}-progress`} max={1} value={item.progress} className="flex-1">
                        {Math.round(item.progress * 100)} %
                      </progress>
                    </div>
                  ) : (
                    <div className="flex gap-2">
                      <button type="submit" className={PRIMARY_BUTTON}>
                        Envoyer
                      </button>
                      <button type="button" className={BUTTON} onClick={() => remove(item.key)}>
                        Retirer
                      </button>
                    </div>
                  )}
                </div>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
