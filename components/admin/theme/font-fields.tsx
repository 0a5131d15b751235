"use client";
import { FONT_LABELS } from "@/lib/domain/font-defaults";
import type { AdminFonts, FontType, SiteFont } from "@/lib/schemas/admin/parameters";
import { INPUT, LINK_BUTTON } from "./styles";

export interface FontFieldsProps {
  font: SiteFont;
  catalogue: AdminFonts["catalogue"];
  errors: Record<string, string>;
  onChange: (font: SiteFont) => void;
  onReset: () => void;
}

export const fontFieldId = (type: FontType, field: string) => `font-${type}-${field}`;

/** One site font (TITLE, CONTENT or MENU): family from the local catalogue, size, weight, colour. */
export function FontFields({ font, catalogue, errors, onChange, onReset }: FontFieldsProps) {
  const family = catalogue.find((f) => f.family === font.family);
  const weights: number[] = [];
  for (let w = family?.minWeight ?? 100; w <= (family?.maxWeight ?? 900); w += 100) weights.push(w);
  const id = (field: string) => fontFieldId(font.type, field);
  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="text-sm font-semibold text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) => (errors[field] ? `${id(field)}-error` : undefined);
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-neutral-300 p-3">
      <legend className="px-1 text-sm font-semibold text-neutral-900">{FONT_LABELS[font.type]}</legend>
      <label htmlFor={id("family")} className="text-sm text-neutral-900">
        Police
      </label>
      <select
        id={id("family")}
        className={INPUT}
        value={font.family}
        aria-describedby={described("family")}
        onChange={(event) => onChange({ ...font, family: event.target.value })}
      >
        {family ? null : <option value={font.family}>{font.family}</option>}
        {catalogue.map((f) => (
          <option key={f.family} value={f.family}>
            {f.family}
          </option>
        ))}
      </select>
      {error("family")}
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={id("size")} className="text-sm text-neutral-900">
            Taille (px)
          </label>
          <input
            id={id("size")}
            type="number"
            min={8}
            max={96}
            step={1}
            className={`${INPUT} w-24`}
            value={font.size}
            aria-describedby={described("size")}
            onChange={(event) => onChange({ ...font, size: Number(event.target.value) })}
          />
          {error("size")}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id("weight")} className="text-sm text-neutral-900">
            Graisse
          </label>
          <select
            id={id("weight")}
            className={`${INPUT} w-28`}
            value={font.weight}
            aria-describedby={described("weight")}
            onChange={(event) => onChange({ ...font, weight: Number(event.target.value) })}
          >
            {weights.includes(font.weight) ? null : <option value={font.weight}>{font.weight}</option>}
            {weights.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
          {error("weight")}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id("color")} className="text-sm text-neutral-900">
            Couleur (#RRGGBBAA, vide = couleur du thème)
          </label>
          <input
            id={id("color")}
            type="text"
            className={`${INPUT} w-32 font-mono`}
            value={font.color ?? ""}
            maxLength={9}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={described("color")}
            onChange={(event) => onChange({ ...font, color: event.target.value === "" ? null : event.target.value })}
          />
          {error("color")}
        </div>
      </div>
      <div>
        <button type="button" className={LINK_BUTTON} onClick={onReset}>
          Rétablir la valeur par défaut<span className="sr-only"> : police {FONT_LABELS[font.type]}</span>
        </button>
      </div>
    </fieldset>
  );
}
