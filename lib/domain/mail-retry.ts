/**
 * When an e-mail that SMTP could not take yet is tried again (lib/platform/mail). Pure.
 *
 * Attempt 1 is made at once; attempts 2 to MAIL_MAX_ATTEMPTS wait 30 s, 2 min, 10 min, 1 h and 6 h
 * after the previous one (about 7 h 12 min in all). The schedule may be scaled down (the browser
 * tests use a first delay of 2 s: MAIL_RETRY_FIRST_DELAY_MS), its shape stays the same.
 */
export const MAIL_RETRY_SCHEDULE_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;

/** The first attempt plus one per step of the schedule: 6. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_SCHEDULE_MS.length + 1;

/** The first delay of the schedule, as written above (MAIL_RETRY_FIRST_DELAY_MS's default). */
export const MAIL_RETRY_FIRST_DELAY_MS = MAIL_RETRY_SCHEDULE_MS[0];

/**
 * How long to wait after failed attempt `attempt` (1-based) before the next one; null when that
 * was the last attempt allowed. `firstDelayMs` scales the whole schedule (30 000 = as written).
 */
export function mailRetryDelayMs(attempt: number, firstDelayMs: number = MAIL_RETRY_FIRST_DELAY_MS): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= MAIL_MAX_ATTEMPTS) return null;
  return Math.round((MAIL_RETRY_SCHEDULE_MS[attempt - 1]! * firstDelayMs) / MAIL_RETRY_FIRST_DELAY_MS);
}
