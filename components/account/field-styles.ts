/** Shared classes of the account forms (theme variables only: contrast comes from lib/domain/theme). */
export const LABEL = "block font-semibold text-[var(--color-text)]";
export const INPUT =
  "mt-1 block w-full rounded-md border border-[color-mix(in_srgb,var(--color-text)_60%,transparent)] bg-[var(--color-background)] px-3 py-2 text-[var(--color-text)] aria-[invalid=true]:border-2 aria-[invalid=true]:border-[var(--color-text)]";
export const HINT = "mt-1 text-sm";
export const ERROR = "mt-1 text-sm font-semibold";
export const PRIMARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-[var(--color-primary)] px-5 py-2.5 font-semibold text-[var(--color-primary-contrast)] hover:opacity-90 aria-disabled:cursor-wait aria-disabled:opacity-80";
export const SECONDARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-[var(--color-primary)] px-5 py-2 font-semibold text-[var(--color-text)] hover:bg-[color-mix(in_srgb,var(--color-primary)_10%,transparent)] aria-disabled:cursor-wait";
export const LINK = "underline text-[var(--color-link)]";
export const CARD = "rounded-lg border border-[color-mix(in_srgb,var(--color-text)_20%,transparent)] p-6";
