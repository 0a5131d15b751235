/**
 * Site parameters (SPEC §3 "Site parameter", §9): one row per (site, type).
 * Values travel as strings (or null) whatever the kind; `readParameterValue` gives the typed value.
 */
export const PARAMETER_KINDS = ["STRING", "BOOLEAN", "NUMBER", "TEXT", "LINK"] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

export const PARAMETER_THEMES = [
  "COLORS",
  "MENU",
  "LOGO",
  "COMPANY",
  "OPENING_HOURS",
  "LEGAL",
  "SHOP",
  "REGISTRATION",
  "CONTENT",
  "SEO",
  "SOCIAL",
  "CHROME",
] as const;
export type ParameterTheme = (typeof PARAMETER_THEMES)[number];

export interface ParameterDefinition {
  /** Upper-case key, e.g. "BACKGROUND_COLOR". */
  type: string;
  kind: ParameterKind;
  /** French label shown to the site owner. */
  label: string;
  theme: ParameterTheme;
  /** Default value as stored (string form); null when unknown / unset. */
  defaultValue: string | null;
  /** For STRING parameters with a closed set of values (e.g. MENU_ALIGNMENT). */
  allowedValues?: readonly string[];
  /** Colour parameters hold 8-digit hex (#RRGGBBAA). */
  isColor?: boolean;
}

export interface SiteParameter {
  id: number;
  type: string;
  kind: ParameterKind;
  label: string;
  value: string | null;
}

/** 8-digit hex colour, e.g. #00566FFF. */
export const COLOR_PATTERN = /^#[0-9A-Fa-f]{8}$/;

export type ParameterValue = string | number | boolean | null;

/** Typed value of a parameter: BOOLEAN → boolean, NUMBER → number, others → string. */
export function readParameterValue(kind: ParameterKind, value: string | null): ParameterValue {
  if (value === null) return null;
  switch (kind) {
    case "BOOLEAN":
      return value === "true" || value === "1";
    case "NUMBER": {
      const n = Number(value);
      return Number.isFinite(n) ? n : null;
    }
    default:
      return value;
  }
}

/** Checks a raw value against its definition; returns a French error message or null. */
export function validateParameterValue(def: ParameterDefinition, value: string | null): string | null {
  if (value === null) return null;
  switch (def.kind) {
    case "BOOLEAN":
      return value === "true" || value === "false" ? null : "La valeur doit être « true » ou « false ».";
    case "NUMBER":
      return value.trim() !== "" && Number.isFinite(Number(value)) ? null : "La valeur doit être un nombre.";
    case "LINK":
      return /^(https?:\/\/|mailto:|tel:|\/)/.test(value) ? null : "La valeur doit être un lien (https://…).";
    default:
      if (def.isColor && !COLOR_PATTERN.test(value)) return "La couleur doit être au format #RRGGBBAA.";
      if (def.allowedValues && !def.allowedValues.includes(value))
        return `Valeur non autorisée (attendu : ${def.allowedValues.join(", ")}).`;
      return null;
  }
}
