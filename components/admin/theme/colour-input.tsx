"use client";
import { parseHexColor } from "@/lib/domain/color";
import { INPUT } from "./styles";

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, "0").toUpperCase();

/** #RRGGBB of a #RRGGBBAA value (black when unreadable), for <input type="color">. */
function opaquePart(value: string | null): string {
  const c = parseHexColor(value);
  return c ? `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`.toLowerCase() : "#000000";
}

function alphaPercent(value: string | null): number {
  const c = parseHexColor(value);
  return c ? Math.round(c.a * 100) : 100;
}

export interface ColourInputProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  describedBy: string;
  invalid: boolean;
}

/**
 * A #RRGGBBAA colour: the browser's picker for the hue, the hex text (the labelled control, typed
 * freely) and the opacity in percent.
 */
export function ColourInput({ id, label, value, onChange, describedBy, invalid }: ColourInputProps) {
  const alpha = alphaPercent(value);
  const withAlpha = (rgb: string, percent: number) => `${rgb.toUpperCase()}${hex2((Math.min(100, Math.max(0, percent)) / 100) * 255)}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        type="color"
        aria-label={`${label} : sélecteur de couleur`}
        className="h-9 w-12 cursor-pointer rounded border border-neutral-500 bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        value={opaquePart(value)}
        onChange={(event) => onChange(withAlpha(event.target.value, alpha))}
      />
      <input
        id={id}
        type="text"
        className={`${INPUT} w-32 font-mono`}
        value={value ?? ""}
        spellCheck={false}
        autoComplete="off"
        maxLength={9}
        placeholder="#RRGGBBAA"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      />
      <label className="flex items-center gap-1 text-xs text-neutral-800">
        Opacité (%)
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          className={`${INPUT} w-20`}
          value={alpha}
          onChange={(event) => onChange(withAlpha(opaquePart(value), Number(event.target.value)))}
        />
      </label>
    </div>
  );
}
