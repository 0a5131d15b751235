/** Shared classes of the account forms (theme variables only: contrast comes from lib/domain/theme). */
export const LABEL = "block font-semibold text-ink";
export const INPUT =
  "mt-1 block w-full rounded-md border border-ink/60 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-ink";
export const HINT = "mt-1 text-sm";
export const ERROR = "mt-1 text-sm font-semibold";
export const PRIMARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90 aria-disabled:cursor-wait aria-disabled:opacity-80";
export const SECONDARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-primary px-5 py-2 font-semibold text-ink hover:bg-primary/10 aria-disabled:cursor-wait";
export const LINK = "underline text-link";
export const CARD = "rounded-lg border border-ink/20 p-6";
