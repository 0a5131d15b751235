/**
 * Seat rules of workshop sign-ups (pure: the platform applies them inside one transaction that
 * holds the workshop's row lock; the page uses them to word the seats left).
 */

export type SignUpStatus = "CONFIRMED" | "WAITING";

/** Seats still free; never negative (a capacity lowered below the seats taken shows 0). */
export function seatsLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/**
 * A sign-up for `seats` seats gets them when they are all free, else joins the waiting list: a
 * group is never split, and nobody overtakes the waiting list (when people are already waiting,
 * a newcomer waits too, even if a smaller group would fit).
 */
export function planSignUp(capacity: number, taken: number, seats: number, waiting: number): SignUpStatus {
  return waiting === 0 && seats <= seatsLeft(capacity, taken) ? "CONFIRMED" : "WAITING";
}

/**
 * Who leaves the waiting list when seats free up: the first in line while their whole group fits;
 * the queue stops at the first group that does not fit (first come, first served).
 */
export function planPromotions<T extends { seats: number }>(capacity: number, taken: number, waiting: readonly T[]): T[] {
  const promoted: T[] = [];
  let free = seatsLeft(capacity, taken);
  for (const entry of waiting) {
    if (entry.seats > free) break;
    promoted.push(entry);
    free -= entry.seats;
  }
  return promoted;
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

export type RegistrationStatus = SignUpStatus | "CANCELLED";

/**
 * The sign-ups of a workshop as the admin reads them: seats confirmed, then the waiting list in
 * its order (the line is the WAITING rows by id, as sign-ups and promotions read it) with each
 * one's position, then the cancelled ones; by arrival inside each group.
 */
export function lineUpRegistrations<T extends { id: number; status: RegistrationStatus }>(rows: readonly T[]): (T & { waitingPosition: number | null })[] {
  const rank: Record<RegistrationStatus, number> = { CONFIRMED: 0, WAITING: 1, CANCELLED: 2 };
  const sorted = [...rows].sort((a, b) => rank[a.status] - rank[b.status] || a.id - b.id);
  let position = 0;
  return sorted.map((row) => ({ ...row, waitingPosition: row.status === "WAITING" ? (position += 1) : null }));
}

/** « Place confirmée », « Liste d'attente (position 2) », « Inscription annulée »: one wording for the panel and the CSV. */
export function registrationStatusLabel(status: RegistrationStatus, waitingPosition: number | null): string {
  if (status === "CONFIRMED") return "Place confirmée";
  if (status === "CANCELLED") return "Inscription annulée";
  return waitingPosition ? `Liste d'attente (position ${waitingPosition})` : "Liste d'attente";
}
