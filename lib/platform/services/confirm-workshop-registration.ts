import "server-only";
import { eq } from "drizzle-orm";
import { hasStarted, seatsLeft } from "@/lib/domain/workshop-seats";
import { WORKSHOP_MESSAGES, type WorkshopSignUpAnswer } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import type { SiteRow } from "./find-site";
import { waitingPositionOf } from "./sign-up-workshop";
import { endedRefusal, runLinkAction } from "./workshop-link-action";
import { countSeats, toSeats, workshopTerms } from "./workshop-seats";

/**
 * POST /workshop/registration/confirm: the button of the « Confirmez votre inscription » e-mail.
 * PENDING seats become CONFIRMED; a waiting-list entry now counts in the line — and gets its seats
 * at once when its whole group fits in the seats free (the entries ahead that fit were offered
 * them already: nobody is overtaken). 409 once its time has run out (the seats went to others).
 */
export async function confirmWorkshopRegistration(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()) {
  return runLinkAction(db, site, token, origin, now, {
    invalid: WORKSHOP_MESSAGES.confirmLinkInvalid,
    step: async (tx, row, workshop) => {
      if (row.status === "CANCELLED") return { refusal: endedRefusal(row, WORKSHOP_MESSAGES.confirmLinkInvalid) };
      if (row.confirmBy === null) return { refusal: new ApiError("CONFLICT", WORKSHOP_MESSAGES.alreadyConfirmed) };
      const terms = workshopTerms(workshop.data);
      if (!terms) return { refusal: new ApiError("CONFLICT", WORKSHOP_MESSAGES.notOpen) };
      if (hasStarted(terms.startsAt, now)) return { refusal: new ApiError("CONFLICT", WORKSHOP_MESSAGES.past) };
      const held = (await countSeats(tx, row.siteId, [workshop.id])).get(workshop.id)?.taken ?? 0;
      const seatsNow = row.status === "PENDING" || (row.status === "WAITING" && workshop.isPublished && row.seats <= seatsLeft(terms.capacity, held));
      const promoted = row.status === "WAITING" && seatsNow;
      await tx
        .update(workshopRegistrations)
        .set({ status: seatsNow ? "CONFIRMED" : row.status, confirmBy: null, ...(promoted ? { promotedAt: now } : {}) })
        .where(eq(workshopRegistrations.id, row.id));
      const waitingPosition = seatsNow ? null : await waitingPositionOf(tx, workshop.id, row.id);
      const after = (await countSeats(tx, row.siteId, [workshop.id])).get(workshop.id);
      const answer: WorkshopSignUpAnswer = { status: seatsNow ? "CONFIRMED" : "WAITING", seats: row.seats, waitingPosition, confirmBy: null, registration: toSeats(terms, after, now) };
      return { answer, message: seatsNow ? WORKSHOP_MESSAGES.confirmed : WORKSHOP_MESSAGES.addressConfirmedWaiting(waitingPosition) };
    },
  });
}
