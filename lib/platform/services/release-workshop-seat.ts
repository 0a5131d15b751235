import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { LIVE_STATUSES } from "@/lib/domain/workshop-seats";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "./find-site";
import { lockWorkshop, mailWorkshopOf } from "./lock-workshop";
import { sendWorkshopMail } from "./send-workshop-mail";
import { mailSettlement } from "./mail-workshop-settlement";
import { settleWorkshop, type WorkshopSettlement } from "./settle-workshop";
import type { MailWorkshop, SignUpContact } from "./workshop-seats";

export interface SeatRelease {
  /** The workshop with its terms; null when it has no online sign-up any more (no e-mail then). */
  workshop: MailWorkshop | null;
  settlement: WorkshopSettlement;
}

const NOTHING_SETTLED: WorkshopSettlement = { lapsedOffers: [], unconfirmed: 0, offered: [] };

/**
 * Cancels one live sign-up, inside the caller's transaction: the workshop's row is locked first
 * (the order every change uses: no deadlock), the sign-up becomes CANCELLED only if it is still
 * live, then the workshop is settled (settleWorkshop: the seats freed are offered to the waiting
 * list in line order, each group that fits). Null when the sign-up was no longer live (cancelled
 * meanwhile): nothing changed. Used by the visitor's cancel link (also « Je ne viens pas » of an
 * offer) and by the admin's « Annuler l'inscription ».
 */
export async function releaseWorkshopSeat(tx: Database, siteId: number, registration: { id: number; elementId: number }, origin: string, now: Date): Promise<SeatRelease | null> {
  const workshop = await lockWorkshop(tx, siteId, registration.elementId);
  const cancelled = await tx
    .update(workshopRegistrations)
    .set({ status: "CANCELLED", cancelledAt: now })
    .where(and(eq(workshopRegistrations.id, registration.id), eq(workshopRegistrations.siteId, siteId), inArray(workshopRegistrations.status, [...LIVE_STATUSES])))
    .returning({ id: workshopRegistrations.id });
  if (cancelled.length === 0) return null;
  const settlement = workshop ? await settleWorkshop(tx, siteId, workshop, origin, now) : NOTHING_SETTLED;
  return { workshop: mailWorkshopOf(workshop), settlement };
}

/**
 * After the commit, in the background: « Inscription annulée » (with the METHOD:CANCEL invitation)
 * to the person whose sign-up was cancelled — only when their address was confirmed (`confirmBy`
 * null): nothing goes to an address nobody confirmed —, then the settlement's e-mails (offers).
 */
export function mailSeatRelease(db: Database, site: SiteRow, origin: string, registration: SignUpContact & { confirmBy: Date | null }, release: SeatRelease): void {
  const { workshop } = release;
  if (!workshop) return;
  if (registration.confirmBy === null) {
    runInBackground("workshop-cancelled", () => sendWorkshopMail(db, site, origin, { registration, workshop, kind: "CANCELLED", token: null }));
  }
  mailSettlement(db, site, origin, workshop, release.settlement);
}
