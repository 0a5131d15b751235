import type { SiteParameter } from "./site-parameters";

/**
 * Site parameters by key, as the storefront reads them (values are the stored strings).
 * Readers give typed values with a fallback, so a missing or malformed value never breaks a page.
 */
export type ParameterMap = Readonly<Record<string, string | null>>;

export function toParameterMap(parameters: readonly SiteParameter[]): ParameterMap {
  const map: Record<string, string | null> = {};
  for (const p of parameters) map[p.type] = p.value;
  return map;
}

/** Trimmed text, or null when missing or blank. */
export function readText(map: ParameterMap, key: string): string | null {
  const value = map[key];
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export function readBoolean(map: ParameterMap, key: string, fallback = false): boolean {
  const value = readText(map, key);
  if (value === null) return fallback;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return fallback;
}

export function readNumber(map: ParameterMap, key: string, fallback: number): number {
  const value = readText(map, key);
  if (value === null) return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** One of the allowed values, else the fallback. */
export function readChoice<T extends string>(map: ParameterMap, key: string, allowed: readonly T[], fallback: T): T {
  const value = readText(map, key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
