import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { planPromotions } from "@/lib/domain/workshop-seats";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "./find-site";
import { sendWorkshopMail } from "./send-workshop-mail";
import { hashSessionToken, newSessionToken } from "./session-token";
import { lockWorkshop } from "./sign-up-workshop";
import { countSeats, workshopTerms, type WorkshopTerms } from "./workshop-seats";

/** Someone the waiting list gave a seat to, with the new cancel link's token (only its hash is stored). */
export interface PromotedSignUp {
  id: number;
  name: string;
  email: string;
  seats: number;
  token: string;
}

export interface SeatRelease {
  /** The workshop, locked; null when it is no longer a published workshop (nothing to promote). */
  workshop: { id: number; title: string; slug: string } | null;
  terms: WorkshopTerms | null;
  promoted: PromotedSignUp[];
}

/**
 * Cancels one live sign-up and moves the waiting list up, inside the caller's transaction: the
 * workshop's row is locked first (the order sign-ups use: no deadlock), the sign-up becomes
 * CANCELLED only if it is still CONFIRMED or WAITING, then the people waiting get the freed seats
 * in line order as far as they fit (planPromotions), each with a new cancel token. Null when the
 * sign-up was no longer live (cancelled meanwhile): nothing changed. Used by the visitor's cancel
 * link and by the admin's « Annuler l'inscription ».
 */
export async function releaseWorkshopSeat(tx: Database, siteId: number, registration: { id: number; elementId: number }, now: Date): Promise<SeatRelease | null> {
  const workshop = await lockWorkshop(tx, siteId, registration.elementId);
  const cancelled = await tx
    .update(workshopRegistrations)
    .set({ status: "CANCELLED", cancelledAt: now })
    .where(and(eq(workshopRegistrations.id, registration.id), eq(workshopRegistrations.siteId, siteId), inArray(workshopRegistrations.status, ["CONFIRMED", "WAITING"])))
    .returning({ id: workshopRegistrations.id });
  if (cancelled.length === 0) return null;
  const terms = workshop ? workshopTerms(workshop.data) : null;
  if (!workshop || !terms) return { workshop: workshop && { id: workshop.id, title: workshop.title, slug: workshop.slug }, terms, promoted: [] };

  const counts = (await countSeats(tx, siteId, [workshop.id])).get(workshop.id);
  // Under the row lock ids grow in arrival order: the line is the WAITING rows by id.
  const waiting = await tx
    .select({ id: workshopRegistrations.id, name: workshopRegistrations.name, email: workshopRegistrations.email, seats: workshopRegistrations.seats })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.elementId, workshop.id), eq(workshopRegistrations.status, "WAITING")))
    .orderBy(asc(workshopRegistrations.id));
  const promoted: PromotedSignUp[] = [];
  for (const entry of planPromotions(terms.capacity, counts?.taken ?? 0, waiting)) {
    const token = newSessionToken();
    await tx
      .update(workshopRegistrations)
      .set({ status: "CONFIRMED", promotedAt: now, cancelTokenHash: hashSessionToken(token) })
      .where(eq(workshopRegistrations.id, entry.id));
    promoted.push({ ...entry, token });
  }
  return { workshop: { id: workshop.id, title: workshop.title, slug: workshop.slug }, terms, promoted };
}

/**
 * After the commit: « Inscription annulée » (with the METHOD:CANCEL invitation) to the person whose
 * sign-up was cancelled, « Une place s'est libérée » (invitation and new cancel link) to each one
 * promoted. Sent in the background, after the answer.
 */
export function mailSeatRelease(db: Database, site: SiteRow, origin: string, registration: { id: number; name: string; email: string; seats: number }, release: SeatRelease): void {
  const { workshop, terms } = release;
  if (!workshop || !terms) return;
  const target = { ...workshop, terms };
  runInBackground("workshop-cancelled", () => sendWorkshopMail(db, site, origin, { registration, workshop: target, kind: "CANCELLED", token: null }));
  for (const entry of release.promoted) {
    runInBackground("workshop-promoted", () => sendWorkshopMail(db, site, origin, { registration: entry, workshop: target, kind: "PROMOTED", token: entry.token }));
  }
}
