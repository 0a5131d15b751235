import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { hasStarted, HOLDING_STATUSES, seatsLeft, workshopStart } from "@/lib/domain/workshop-seats";
import type { ElementItem } from "@/lib/schemas/content";
import type { WorkshopSeats } from "@/lib/schemas/workshop-seats";
import { cached, cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";

/** The element route of workshops (SPEC §2 /ateliers/{slug}/{id}). */
export const WORKSHOP_ROUTE = "ateliers";

export interface WorkshopTerms {
  capacity: number;
  startsAt: Date | null;
  durationMinutes: number | null;
  location: string | null;
}

/** What a workshop's e-mails name of it. */
export interface MailWorkshop {
  id: number;
  title: string;
  slug: string;
  terms: WorkshopTerms;
}

/** Who a sign-up is, for its e-mails: its row, the name and address given, its seats. */
export interface SignUpContact {
  id: number;
  name: string;
  email: string;
  seats: number;
}

/** Sign-up terms read from a workshop's `data` (seats = capacity); null when it has no capacity (no online sign-up). */
export function workshopTerms(data: Record<string, unknown>): WorkshopTerms | null {
  const capacity = data.seats;
  if (typeof capacity !== "number" || !Number.isInteger(capacity) || capacity < 1) return null;
  const duration = data.durationMinutes;
  return {
    capacity,
    startsAt: workshopStart(data),
    durationMinutes: typeof duration === "number" && duration > 0 ? duration : null,
    location: typeof data.location === "string" ? data.location : null,
  };
}

export interface SeatCount {
  /** Seats held: confirmed, awaiting the address's confirmation, or offered to the waiting list. */
  taken: number;
  waiting: number;
}

/** Seats held (HOLDING_STATUSES) and sign-ups waiting, per workshop, in one query. */
export async function countSeats(db: Database, siteId: number, elementIds: readonly number[]): Promise<Map<number, SeatCount>> {
  const counts = new Map<number, SeatCount>();
  if (elementIds.length === 0) return counts;
  const rows = await db
    .select({
      elementId: workshopRegistrations.elementId,
      taken: sql<number>`coalesce(sum(${workshopRegistrations.seats}) filter (where ${inArray(workshopRegistrations.status, [...HOLDING_STATUSES])}), 0)::int`,
      waiting: sql<number>`(count(*) filter (where ${workshopRegistrations.status} = 'WAITING'))::int`,
    })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.siteId, siteId), inArray(workshopRegistrations.elementId, [...elementIds])))
    .groupBy(workshopRegistrations.elementId);
  for (const row of rows) counts.set(row.elementId, { taken: Number(row.taken), waiting: Number(row.waiting) });
  return counts;
}

export function toSeats(terms: WorkshopTerms, count: SeatCount | undefined, now: Date = new Date()): WorkshopSeats {
  const taken = count?.taken ?? 0;
  return {
    capacity: terms.capacity,
    taken,
    left: seatsLeft(terms.capacity, taken),
    waiting: count?.waiting ?? 0,
    isOpen: !hasStarted(terms.startsAt, now),
  };
}

/**
 * The seats shown to visitors, kept in the read cache (tag workshopSeats) so that pages listing
 * workshops do not count them on every render. Every write that moves seats calls
 * workshopSeatsChanged once committed, here and on the other instances; sign-ups and
 * cancellations themselves count under the workshop's row lock (countSeats), never from here.
 */
function shownSeats(db: Database, siteId: number, elementIds: readonly number[]): Promise<Map<number, SeatCount>> {
  const ids = [...elementIds].sort((a, b) => a - b);
  return cached(`workshop-seats:${siteId}:${ids.join(",")}`, [cacheTags.workshopSeats(siteId)], () => countSeats(db, siteId, ids));
}

/** Call after the commit of any write that changes a workshop's sign-ups (seats, waiting list). */
export function workshopSeatsChanged(siteId: number): void {
  invalidateTags(cacheTags.workshopSeats(siteId));
}

/**
 * Adds `registration` (seats) to workshop elements (seats from shownSeats: fresh after every
 * sign-up or cancellation). Other elements are returned as they are.
 */
export async function withWorkshopSeats<T extends ElementItem>(db: Database, siteId: number, items: T[]): Promise<T[]> {
  const workshops = items.filter((item) => item.route === WORKSHOP_ROUTE);
  if (workshops.length === 0) return items;
  const counts = await shownSeats(
    db,
    siteId,
    workshops.map((w) => w.id),
  );
  return items.map((item) => {
    if (item.route !== WORKSHOP_ROUTE) return item;
    const terms = workshopTerms(item.data);
    return { ...item, registration: terms ? toSeats(terms, counts.get(item.id)) : null };
  });
}
