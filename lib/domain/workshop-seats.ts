import { deadlineLabel } from "./booking-holds";

/**
 * Seat rules of workshop sign-ups (pure: the platform applies them inside one transaction that
 * holds the workshop's row lock; the page uses them to word the seats left).
 */

/** Every state of a sign-up (stored in workshop_registrations.status). */
export const REGISTRATION_STATUSES = ["PENDING", "CONFIRMED", "OFFERED", "WAITING", "CANCELLED"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/**
 * The states that hold seats: CONFIRMED for good, PENDING until the address is confirmed (or its
 * time runs out), OFFERED until the person of the waiting list accepts (or their time runs out).
 */
export const HOLDING_STATUSES = ["PENDING", "CONFIRMED", "OFFERED"] as const satisfies readonly RegistrationStatus[];
/** The states of a sign-up still alive (one per address and workshop). */
export const LIVE_STATUSES = ["PENDING", "CONFIRMED", "OFFERED", "WAITING"] as const satisfies readonly RegistrationStatus[];
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export function isLiveStatus(status: RegistrationStatus): status is LiveStatus {
  return (LIVE_STATUSES as readonly RegistrationStatus[]).includes(status);
}
/** Why a sign-up ended without anyone cancelling it; null for a cancellation. */
export const CANCEL_REASONS = ["UNCONFIRMED", "OFFER_EXPIRED"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export type SignUpStatus = "CONFIRMED" | "PENDING" | "WAITING";

/** Seats still free; never negative (a capacity lowered below the seats held shows 0). */
export function seatsLeft(capacity: number, held: number): number {
  return Math.max(0, capacity - held);
}

/** « 1 place », « 3 places ». */
export function seatCount(seats: number): string {
  return seats === 1 ? "1 place" : `${seats} places`;
}

/**
 * A sign-up for `seats` seats gets them when they are all free, even when others wait (their
 * groups did not fit: a larger group never blocks a smaller one); held PENDING until the address
 * is confirmed, unless it already is. A group larger than the seats left joins the waiting list,
 * whole (a group is never split).
 */
export function planSignUp(capacity: number, held: number, seats: number, addressConfirmed: boolean): SignUpStatus {
  if (seats > seatsLeft(capacity, held)) return "WAITING";
  return addressConfirmed ? "CONFIRMED" : "PENDING";
}

/**
 * Who is offered free seats: the waiting list in its order, each group whose whole size fits in
 * the seats still free (a larger group earlier in line is passed over, and keeps its place), while
 * seats remain. Entries whose address is not confirmed yet are not offered anything.
 */
export function planOffers<T extends { seats: number; addressConfirmed: boolean }>(capacity: number, held: number, line: readonly T[]): T[] {
  const offered: T[] = [];
  let free = seatsLeft(capacity, held);
  for (const entry of line) {
    if (free === 0) break;
    if (!entry.addressConfirmed || entry.seats > free) continue;
    offered.push(entry);
    free -= entry.seats;
  }
  return offered;
}

/** « 3 places restantes », « 1 place restante », « Complet ». */
export function seatsLeftLabel(left: number): string {
  if (left <= 0) return "Complet : inscription sur liste d'attente";
  return left === 1 ? "1 place restante" : `${left} places restantes`;
}

/** The start of a workshop from its element `data.startsAt` (ISO date-time); null when absent or unreadable. */
export function workshopStart(data: Record<string, unknown>): Date | null {
  const start = typeof data.startsAt === "string" ? new Date(data.startsAt) : null;
  return start && !Number.isNaN(start.getTime()) ? start : null;
}

/** Sign-ups close when the workshop starts; one without a date never does. */
export function hasStarted(startsAt: Date | null, now: Date): boolean {
  return startsAt !== null && startsAt.getTime() <= now.getTime();
}

/** The workshops not started yet, in their given order (the owner's order of the list). */
export function upcomingWorkshops<T extends { data: Record<string, unknown> }>(workshops: readonly T[], now: Date): T[] {
  return workshops.filter((workshop) => !hasStarted(workshopStart(workshop.data), now));
}

/**
 * The words of the booking button: the waiting-list label once a workshop still open is full,
 * else the booking label (also for a workshop booked by phone or e-mail, without seats online).
 */
export function bookingButtonLabel(
  seats: { left: number; isOpen: boolean } | null,
  labels: { buttonLabel: string; waitingListButtonLabel: string },
): string {
  return seats && seats.left === 0 && seats.isOpen ? labels.waitingListButtonLabel : labels.buttonLabel;
}

/** The sign-up form's button: the waiting-list words when the seats chosen are more than the seats left. */
export function signUpButtonLabel(left: number, chosen: number, labels: { submitLabel: string; waitingListButtonLabel: string }): string {
  return chosen > left ? labels.waitingListButtonLabel : labels.submitLabel;
}

/** Under the seats choice, once it is more than the seats left (but some are): what happens then. */
export function seatsChoiceHint(left: number, chosen: number): string | null {
  if (left === 0 || chosen <= left) return null;
  return `Il reste ${seatCount(left)} : une demande de ${seatCount(chosen)} va sur la liste d'attente.`;
}

/**
 * The sign-ups of a workshop as the admin reads them: seats confirmed, seats held (awaiting the
 * address's confirmation, then offered to the waiting list), then the waiting list in its order
 * (the line is the WAITING rows by id, as offers read it) with each one's position, then the
 * ended ones; by arrival inside each group.
 */
export function lineUpRegistrations<T extends { id: number; status: RegistrationStatus }>(rows: readonly T[]): (T & { waitingPosition: number | null })[] {
  const rank: Record<RegistrationStatus, number> = { CONFIRMED: 0, PENDING: 1, OFFERED: 2, WAITING: 3, CANCELLED: 4 };
  const sorted = [...rows].sort((a, b) => rank[a.status] - rank[b.status] || a.id - b.id);
  let position = 0;
  return sorted.map((row) => ({ ...row, waitingPosition: row.status === "WAITING" ? (position += 1) : null }));
}

export interface RegistrationState {
  status: RegistrationStatus;
  waitingPosition: number | null;
  /** Set while the address is not confirmed: the sign-up ends then. */
  confirmBy: Date | string | null;
  /** Set while OFFERED: the offer passes to the next in line then. */
  offerExpiresAt: Date | string | null;
  cancelReason: CancelReason | null;
}

/**
 * « Place confirmée », « Adresse e-mail à confirmer avant le 05/12/2026 à 14:35 », « Place proposée
 * jusqu'au … », « Liste d'attente (position 2) », « Inscription annulée »…: one wording for the panel
 * and the CSV.
 */
export function registrationStatusLabel(state: RegistrationState): string {
  const toConfirm = state.confirmBy ? `adresse e-mail à confirmer avant le ${deadlineLabel(state.confirmBy)}` : null;
  switch (state.status) {
    case "CONFIRMED":
      return "Place confirmée";
    case "PENDING":
      return `Places retenues, ${toConfirm ?? "adresse e-mail à confirmer"}`;
    case "OFFERED":
      return state.offerExpiresAt ? `Place proposée jusqu'au ${deadlineLabel(state.offerExpiresAt)}` : "Place proposée";
    case "WAITING": {
      const line = state.waitingPosition ? `Liste d'attente (position ${state.waitingPosition})` : "Liste d'attente";
      return toConfirm ? `${line}, ${toConfirm}` : line;
    }
    case "CANCELLED":
      if (state.cancelReason === "UNCONFIRMED") return "Annulée : adresse e-mail non confirmée à temps";
      if (state.cancelReason === "OFFER_EXPIRED") return "Annulée : place proposée non acceptée à temps";
      return "Inscription annulée";
  }
}
