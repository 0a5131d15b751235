import "server-only";
import { WORKSHOP_MESSAGES } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { SiteRow } from "./find-site";
import { findLiveRegistration } from "./find-workshop-registration";
import { mailSeatRelease, releaseWorkshopSeat } from "./release-workshop-seat";
import { workshopSeatsChanged } from "./workshop-seats";

/**
 * The cancel button of the e-mailed links (POST /workshop/registration/cancel): « Annuler mon
 * inscription », « Retirer ma demande », « Je ne viens pas » of an offer. The sign-up is cancelled
 * and, in the same transaction under the workshop's row lock, the seats freed are offered to the
 * waiting list (releaseWorkshopSeat); each person offered seats gets an accept link of their own.
 */
export async function cancelWorkshopRegistration(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()): Promise<{ offered: number }> {
  const found = await findLiveRegistration(db, site.id, token);
  if (!found) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.linkInvalid);

  const release = await db.transaction(async (transaction) => {
    const released = await releaseWorkshopSeat(transaction as unknown as Database, site.id, found.registration, origin, now);
    // Cancelled meanwhile (a second click): the link is spent.
    if (!released) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.linkInvalid);
    return released;
  });
  workshopSeatsChanged(site.id);
  mailSeatRelease(db, site, origin, found.registration, release);
  return { offered: release.settlement.offered.length };
}
