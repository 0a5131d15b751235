import { formatDate } from "./dates";
import { parisTime } from "./paris-time";

/**
 * How long a booking holds what it took while nothing is settled (pure: the platform stores the
 * deadlines and its jobs release what lapsed).
 *
 * - A workshop sign-up or an appointment from an address nobody confirmed holds its seats or its
 *   slot for UNCONFIRMED_HOLD_MINUTES, until the visitor follows the link e-mailed to that address:
 *   an invented address blocks nothing for long, and a stranger's text never reaches an inbox
 *   whose owner did not ask for it.
 * - Seats freed on a full workshop are offered to the waiting list; the person offered them has
 *   OFFER_HOURS to accept (less when the workshop starts sooner, see offerDeadline).
 */
export const UNCONFIRMED_HOLD_MINUTES = 30;
export const OFFER_HOURS = 24;
/** The shortest time to accept an offer, whatever the start (but never past the start). */
export const MIN_OFFER_MINUTES = 30;

/** Until when an unconfirmed booking made at `now` holds what it took. */
export function confirmationDeadline(now: Date): Date {
  return new Date(now.getTime() + UNCONFIRMED_HOLD_MINUTES * 60_000);
}

/**
 * Until when seats offered at `now` are held for the person they are offered to: OFFER_HOURS, or
 * half the time left before the start when that is shorter (so that, when that person lets them
 * go, the next one still has time), at least MIN_OFFER_MINUTES, never past the start.
 */
export function offerDeadline(now: Date, startsAt: Date | null): Date {
  const full = now.getTime() + OFFER_HOURS * 3_600_000;
  if (!startsAt) return new Date(full);
  const half = now.getTime() + Math.max(MIN_OFFER_MINUTES * 60_000, (startsAt.getTime() - now.getTime()) / 2);
  return new Date(Math.min(full, half, startsAt.getTime()));
}

/**
 * Whether the address of a booking counts as confirmed at once: the visitor is logged in and that
 * very address is their account's, verified. Anyone else confirms through the e-mailed link.
 */
export function isConfirmedAddress(user: { email: string; emailVerified: boolean } | null, email: string): boolean {
  return user !== null && user.emailVerified && user.email.trim().toLowerCase() === email.trim().toLowerCase();
}

/** « 05/12/2026 à 14:35 » (Europe/Paris): a deadline as visitors and admins read it. */
export function deadlineLabel(deadline: Date | string): string {
  const instant = deadline instanceof Date ? deadline : new Date(deadline);
  return `${formatDate(instant)} à ${parisTime(instant)}`;
}
