"use client";
import { useEffect, useId, useState } from "react";
import { deleteImage, imageUsage, updateImage } from "@/lib/api-client/admin/media";
import { PlatformError } from "@/lib/api-client/platform-error";
import type { AdminImage, ImageUsage } from "@/lib/schemas/admin/media";
import { ConfirmDialog } from "./confirm-dialog";
import { MediaPreview } from "./media-preview";
import { formatBytes, usageText } from "./format";
import { DANGER_BUTTON, ERROR_TEXT, INPUT, LABEL, PRIMARY_BUTTON } from "./styles";

interface ImageDetailsProps {
  image: AdminImage;
  onChanged: (image: AdminImage) => void;
  onDeleted: (id: number) => void;
  onStatus: (message: string) => void;
}

/** One image: its text alternative and name (editable), sizes, where it is used, delete. */
export function ImageDetails({ image, onChanged, onDeleted, onStatus }: ImageDetailsProps) {
  const [alt, setAlt] = useState(image.alt);
  const [name, setName] = useState(image.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [usages, setUsages] = useState<ImageUsage[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    imageUsage(image.id)
      .then((answer) => live && setUsages(answer.usages))
      .catch(() => live && setUsages([]));
    return () => {
      live = false;
    };
  }, [image.id, image.usageCount]);

  const save = async () => {
    if (!alt.trim()) {
      setErrors({ alt: "Le texte alternatif est obligatoire." });
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const updated = await updateImage(image.id, { alt: alt.trim(), name: name.trim() || undefined });
      setErrors({});
      setName(updated.name);
      onChanged(updated);
      onStatus("Image enregistrée.");
    } catch (error) {
      const fields = error instanceof PlatformError ? error.fieldErrors : {};
      setErrors({ alt: fields.alt?.[0] ?? "", name: fields.name?.[0] ?? "", form: Object.keys(fields).length ? "" : (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteImage(image.id, (usages?.length ?? 0) > 0);
      setConfirming(false);
      onDeleted(image.id);
      onStatus("Image supprimée.");
    } catch (error) {
      setConfirming(false);
      setErrors({ form: error instanceof Error ? error.message : "La suppression a échoué." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-neutral-300 p-3">
      <h3 id={`${id}-title`} className="mb-2 font-semibold">
        Détails de l&apos;image
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row">
        <MediaPreview path={image.path} mimeType={image.mimeType} alt={image.alt} className="h-28 w-28 flex-none rounded bg-neutral-100 object-contain" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
          <dt className="font-medium">Adresse</dt>
          <dd className="break-all">{image.path}</dd>
          <dt className="font-medium">Taille</dt>
          <dd>
            {image.width && image.height ? `${image.width} × ${image.height} px, ` : ""}
            {formatBytes(image.byteSize)}
          </dd>
          <dt className="font-medium">Formats</dt>
          <dd>{image.variants.length ? `${image.variants.length / 2} largeurs en WebP et AVIF` : "vectoriel ou original seul"}</dd>
        </dl>
      </div>
      <form
        noValidate
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div>
          <label htmlFor={`${id}-alt`} className={LABEL}>
            Texte alternatif (obligatoire)
          </label>
          <input
            id={`${id}-alt`}
            className={INPUT}
            value={alt}
            required
            maxLength={300}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={errors.alt ? `${id}-alt-error` : undefined}
            onChange={(event) => setAlt(event.target.value)}
          />
          {errors.alt ? (
            <p id={`${id}-alt-error`} className={ERROR_TEXT}>
              {errors.alt}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-name`} className={LABEL}>
            Nom dans l&apos;adresse
          </label>
          <input id={`${id}-name`} className={INPUT} value={name} maxLength={120} aria-describedby={errors.name ? `${id}-name-error` : undefined} onChange={(event) => setName(event.target.value)} />
          {errors.name ? (
            <p id={`${id}-name-error`} className={ERROR_TEXT}>
              {errors.name}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p role="alert" className={ERROR_TEXT}>
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            Enregistrer
          </button>
          <button type="button" className={DANGER_BUTTON} disabled={busy || usages === null} onClick={() => setConfirming(true)}>
            Supprimer
          </button>
        </div>
      </form>
      <h4 className="mt-3 text-sm font-semibold">Utilisations</h4>
      {usages === null ? (
        <p className="text-sm">Recherche des utilisations…</p>
      ) : usages.length === 0 ? (
        <p className="text-sm">Cette image n&apos;est utilisée nulle part.</p>
      ) : (
        <ul className="list-disc pl-5 text-sm" aria-label="Utilisations de l'image">
          {usages.map((usage) => (
            <li key={`${usage.kind}-${usage.ref}`}>{usageText(usage)}</li>
          ))}
        </ul>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Supprimer cette image ?"
          confirmLabel={usages?.length ? "Supprimer quand même" : "Supprimer"}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        >
          {usages?.length ? (
            <>
              <p>
                Cette image est utilisée ici ; elle en sera retirée (image facultative enlevée, photo retirée de la galerie ou du diaporama). Si un bloc ne peut pas s&apos;en passer, la suppression sera refusée :
              </p>
              <ul className="mt-2 list-disc pl-5">
                {usages.map((usage) => (
                  <li key={`${usage.kind}-${usage.ref}`}>{usageText(usage)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>L&apos;image et tous ses formats seront supprimés définitivement.</p>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
