import "server-only";
import { WORKSHOP_MESSAGES } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { SiteRow } from "./find-site";
import { findLiveRegistration } from "./find-workshop-registration";
import { mailSeatRelease, releaseWorkshopSeat } from "./release-workshop-seat";
import { workshopSeatsChanged } from "./workshop-seats";

/**
 * The cancel link's button (POST /workshop/registration/cancel): the sign-up is cancelled and,
 * in the same transaction under the workshop's row lock, the waiting list moves up as far as the
 * freed seats allow (releaseWorkshopSeat). Each promoted person gets a new cancel link (only hashes
 * are stored, so the link of the waiting-list e-mail is replaced) and the .ics invitation.
 */
export async function cancelWorkshopRegistration(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()): Promise<{ promoted: number }> {
  const found = await findLiveRegistration(db, site.id, token);
  if (!found) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.linkInvalid);

  const release = await db.transaction(async (transaction) => {
    const released = await releaseWorkshopSeat(transaction as unknown as Database, site.id, found.registration, now);
    // Cancelled meanwhile (a second click): the link is spent.
    if (!released) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.linkInvalid);
    return released;
  });
  workshopSeatsChanged(site.id);
  mailSeatRelease(db, site, origin, found.registration, release);
  return { promoted: release.promoted.length };
}
