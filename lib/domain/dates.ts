import { lazyValue } from "@/lib/domain/lazy-value";

/** Dates shown to visitors: dd/mm/yyyy (and hh:mm:ss), Europe/Paris (SPEC §9, ARCHITECTURE). */
const DATE = lazyValue(() => new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }));
const TIME = lazyValue(() => new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false }));

function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21/11/2026"; "" for an invalid date. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? DATE().format(date) : "";
}

/** "21/11/2026 14:05:00"; "" for an invalid date. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return date ? `${DATE().format(date)} ${TIME().format(date)}` : "";
}

/** Text preview cropped at a word boundary (SPEC §9: 120 characters), with an ellipsis. */
export function cropText(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, "")}…`;
}
