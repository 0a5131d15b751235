import "server-only";
import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { offerDeadline } from "@/lib/domain/booking-holds";
import { hasStarted, planOffers } from "@/lib/domain/workshop-seats";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import type { LockedWorkshop } from "./lock-workshop";
import { hashSessionToken, newSessionToken } from "./session-token";
import { scheduleWorkshopDeadline } from "./workshop-deadline-job";
import { countSeats, workshopTerms, type SignUpContact } from "./workshop-seats";

/** Someone of the waiting list offered seats, with the accept link's new token (only its hash is stored). */
export interface OfferedSignUp extends SignUpContact {
  token: string;
  offerExpiresAt: Date;
}

export interface WorkshopSettlement {
  /** Offers not accepted in time (their people are told). */
  lapsedOffers: SignUpContact[];
  /** Sign-ups whose address was not confirmed in time: ended silently (nobody confirmed that address). */
  unconfirmed: number;
  offered: OfferedSignUp[];
}

const CONTACT = { id: workshopRegistrations.id, name: workshopRegistrations.name, email: workshopRegistrations.email, seats: workshopRegistrations.seats };

/**
 * Brings a workshop's sign-ups up to date at `now`, inside the caller's transaction and under the
 * workshop's row lock (lockWorkshop): the holds whose deadline passed end (an address not
 * confirmed in time, an offer not accepted in time: CANCELLED with its reason), then the seats
 * free are offered to the waiting list (planOffers: in line order, each group that fits whole;
 * only addresses confirmed), each offer held until offerDeadline with a job at that instant.
 * Every change of a workshop's sign-ups ends with it, so free seats never stay unoffered while
 * a confirmed group of the waiting list would fit. No offer once the workshop has started or
 * while it is not published.
 */
export async function settleWorkshop(tx: Database, siteId: number, workshop: LockedWorkshop, origin: string, now: Date): Promise<WorkshopSettlement> {
  const ofWorkshop = and(eq(workshopRegistrations.siteId, siteId), eq(workshopRegistrations.elementId, workshop.id));
  const unconfirmed = await tx
    .update(workshopRegistrations)
    .set({ status: "CANCELLED", cancelledAt: now, cancelReason: "UNCONFIRMED" })
    .where(and(ofWorkshop, inArray(workshopRegistrations.status, ["PENDING", "WAITING"]), isNotNull(workshopRegistrations.confirmBy), lte(workshopRegistrations.confirmBy, now)))
    .returning(CONTACT);
  const lapsedOffers = await tx
    .update(workshopRegistrations)
    .set({ status: "CANCELLED", cancelledAt: now, cancelReason: "OFFER_EXPIRED" })
    .where(and(ofWorkshop, eq(workshopRegistrations.status, "OFFERED"), lte(workshopRegistrations.offerExpiresAt, now)))
    .returning(CONTACT);

  const terms = workshopTerms(workshop.data);
  const offered: OfferedSignUp[] = [];
  if (terms && workshop.isPublished && !hasStarted(terms.startsAt, now)) {
    const held = (await countSeats(tx, siteId, [workshop.id])).get(workshop.id)?.taken ?? 0;
    // Under the row lock ids grow in arrival order: the line is the WAITING rows by id.
    const line = await tx
      .select({ ...CONTACT, confirmBy: workshopRegistrations.confirmBy })
      .from(workshopRegistrations)
      .where(and(ofWorkshop, eq(workshopRegistrations.status, "WAITING")))
      .orderBy(asc(workshopRegistrations.id));
    const candidates = line.map(({ confirmBy, ...entry }) => ({ ...entry, addressConfirmed: confirmBy === null }));
    for (const { addressConfirmed: _confirmed, ...entry } of planOffers(terms.capacity, held, candidates)) {
      const token = newSessionToken();
      const offerExpiresAt = offerDeadline(now, terms.startsAt);
      await tx
        .update(workshopRegistrations)
        .set({ status: "OFFERED", offerExpiresAt, cancelTokenHash: hashSessionToken(token) })
        .where(eq(workshopRegistrations.id, entry.id));
      await scheduleWorkshopDeadline(tx, siteId, entry.id, offerExpiresAt, origin);
      offered.push({ ...entry, token, offerExpiresAt });
    }
  }
  return { lapsedOffers, unconfirmed: unconfirmed.length, offered };
}

/** Whether a settlement changed anything visitors see (the seats shown are cached between writes). */
export function settlementChangedSeats(settlement: WorkshopSettlement): boolean {
  return settlement.unconfirmed + settlement.lapsedOffers.length + settlement.offered.length > 0;
}
