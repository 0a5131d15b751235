import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { planPromotions } from "@/lib/domain/workshop-seats";
import { WORKSHOP_MESSAGES } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "./find-site";
import { findLiveRegistration } from "./find-workshop-registration";
import { sendWorkshopMail } from "./send-workshop-mail";
import { hashSessionToken, newSessionToken } from "./session-token";
import { lockWorkshop } from "./sign-up-workshop";
import { countSeats, workshopSeatsChanged, workshopTerms } from "./workshop-seats";

/**
 * The cancel link's button (POST /workshop/registration/cancel): the sign-up is cancelled and,
 * in the same transaction under the workshop's row lock, the waiting list moves up as far as the
 * freed seats allow (planPromotions). Each promoted person gets a new cancel link (only hashes are
 * stored, so the link of the waiting-list e-mail is replaced) and the .ics invitation.
 */
export async function cancelWorkshopRegistration(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()): Promise<{ promoted: number }> {
  const found = await findLiveRegistration(db, site.id, token);
  if (!found) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.linkInvalid);

  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // The workshop first, as sign-ups do: one lock order, no deadlock.
    const workshop = await lockWorkshop(tx, site.id, found.registration.elementId);
    const cancelled = await tx
      .update(workshopRegistrations)
      .set({ status: "CANCELLED", cancelledAt: now })
      .where(and(eq(workshopRegistrations.id, found.registration.id), inArray(workshopRegistrations.status, ["CONFIRMED", "WAITING"])))
      .returning({ id: workshopRegistrations.id, status: workshopRegistrations.status });
    // Cancelled meanwhile (a second click): the link is spent.
    if (cancelled.length === 0) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.linkInvalid);
    const terms = workshop ? workshopTerms(workshop.data) : null;
    if (!workshop || !terms) return { workshop, terms, promoted: [] };

    const counts = (await countSeats(tx, site.id, [workshop.id])).get(workshop.id);
    const waiting = await tx
      .select({ id: workshopRegistrations.id, name: workshopRegistrations.name, email: workshopRegistrations.email, seats: workshopRegistrations.seats })
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.elementId, workshop.id), eq(workshopRegistrations.status, "WAITING")))
      .orderBy(asc(workshopRegistrations.id));
    const promoted = [];
    for (const entry of planPromotions(terms.capacity, counts?.taken ?? 0, waiting)) {
      const newToken = newSessionToken();
      await tx
        .update(workshopRegistrations)
        .set({ status: "CONFIRMED", promotedAt: now, cancelTokenHash: hashSessionToken(newToken) })
        .where(eq(workshopRegistrations.id, entry.id));
      promoted.push({ ...entry, token: newToken });
    }
    return { workshop, terms, promoted };
  });

  workshopSeatsChanged(site.id);
  const { workshop, terms } = result;
  if (workshop && terms) {
    const target = { id: workshop.id, title: workshop.title, slug: workshop.slug, terms };
    const { registration } = found;
    runInBackground("workshop-cancelled", () =>
      sendWorkshopMail(db, site, origin, { registration, workshop: target, kind: "CANCELLED", token: null }),
    );
    for (const entry of result.promoted) {
      runInBackground("workshop-promoted", () =>
        sendWorkshopMail(db, site, origin, { registration: entry, workshop: target, kind: "PROMOTED", token: entry.token }),
      );
    }
  }
  return { promoted: result.promoted.length };
}
