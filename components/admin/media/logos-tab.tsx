"use client";
import { useEffect, useState } from "react";
import { deleteLogo, listImages, listLogos, setLogo } from "@/lib/api-client/admin/media";
import { LOGO_TYPES, type AdminImage, type AdminLogo, type LogoType } from "@/lib/schemas/admin/media";
import { BUTTON, INPUT, LABEL, PRIMARY_BUTTON } from "./styles";

export const LOGO_LABELS: Record<LogoType, string> = {
  LOGO: "Logo principal",
  LOGO_FOOTER: "Logo du pied de page",
  LOGO_DARK_THEME: "Logo sur fond sombre",
  LOGO_LIGHT_THEME: "Logo sur fond clair",
  LOGO_FAVICON: "Icône du site (favicon)",
};

/** The five logos of the site, the favicon among them: an image of the library each, or none. */
export function LogosTab({ onStatus }: { onStatus: (message: string) => void }) {
  const [logos, setLogos] = useState<AdminLogo[] | null>(null);
  const [images, setImages] = useState<AdminImage[]>([]);
  const [choice, setChoice] = useState<Partial<Record<LogoType, string>>>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([listLogos(), listImages()])
      .then(([current, library]) => {
        setLogos(current);
        setImages(library.list);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : "Chargement impossible."));
  }, []);

  const save = async (type: LogoType) => {
    const imageId = Number(choice[type] ?? logos?.find((l) => l.type === type)?.imageId ?? 0);
    if (!imageId) return setError("Choisissez une image.");
    try {
      const logo = await setLogo(type, { imageId });
      setLogos((list) => [...(list ?? []).filter((l) => l.type !== type), logo]);
      setError(null);
      onStatus(`${LOGO_LABELS[type]} enregistré.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Enregistrement impossible.");
    }
  };
  const clear = async (type: LogoType) => {
    try {
      await deleteLogo(type);
      setLogos((list) => (list ?? []).filter((l) => l.type !== type));
      onStatus(`${LOGO_LABELS[type]} retiré.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Suppression impossible.");
    }
  };

  if (!logos) return <p className="text-sm">{error ?? "Chargement des logos…"}</p>;
  return (
    <div className="space-y-3">
      {error ? <p role="alert" className="text-sm text-red-800">{error}</p> : null}
      <ul className="space-y-3">
        {LOGO_TYPES.map((type) => {
          const logo = logos.find((l) => l.type === type);
          const selectId = `logo-${type}`;
          return (
            <li key={type} className="flex flex-wrap items-end gap-3 rounded border border-neutral-300 p-3">
              <div className="h-14 w-14 flex-none rounded bg-neutral-100">
                {/* eslint-disable-next-line @next/next/no-img-element -- the library's own /images route */}
                {logo ? <img src={logo.path} alt={logo.alt} className="h-14 w-14 object-contain" /> : null}
              </div>
              <div className="min-w-40 flex-1">
                <label htmlFor={selectId} className={LABEL}>
                  {LOGO_LABELS[type]}
                </label>
                <select id={selectId} className={INPUT} value={choice[type] ?? String(logo?.imageId ?? "")} onChange={(event) => setChoice((c) => ({ ...c, [type]: event.target.value }))}>
                  <option value="">Aucune image</option>
                  {images.map((image) => (
                    <option key={image.id} value={image.id}>
                      {image.name} — {image.alt}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className={PRIMARY_BUTTON} onClick={() => void save(type)}>
                Enregistrer
              </button>
              {logo ? (
                <button type="button" className={BUTTON} onClick={() => void clear(type)}>
                  Retirer
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
