import "server-only";
import { eq } from "drizzle-orm";
import { WORKSHOP_MESSAGES, type WorkshopSignUpAnswer } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import type { SiteRow } from "./find-site";
import { endedRefusal, runLinkAction } from "./workshop-link-action";
import { countSeats, toSeats, workshopTerms } from "./workshop-seats";

/**
 * POST /workshop/registration/accept: « Accepter la place » of the offer e-mail. The seats held for
 * this person (OFFERED) become theirs (CONFIRMED, `promotedAt`); the usual confirmation with the
 * .ics follows. 409 once the offer's time has run out (the seats went to the next in line).
 */
export async function acceptWorkshopOffer(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()) {
  return runLinkAction(db, site, token, origin, now, {
    invalid: WORKSHOP_MESSAGES.offerLinkInvalid,
    step: async (tx, row, workshop) => {
      if (row.status === "CANCELLED") return { refusal: endedRefusal(row, WORKSHOP_MESSAGES.offerLinkInvalid) };
      if (row.status === "CONFIRMED") return { refusal: new ApiError("CONFLICT", WORKSHOP_MESSAGES.alreadyAccepted) };
      if (row.status !== "OFFERED") return { refusal: new ApiError("CONFLICT", WORKSHOP_MESSAGES.noOffer) };
      const terms = workshopTerms(workshop.data);
      if (!terms) return { refusal: new ApiError("CONFLICT", WORKSHOP_MESSAGES.notOpen) };
      await tx.update(workshopRegistrations).set({ status: "CONFIRMED", promotedAt: now, offerExpiresAt: null }).where(eq(workshopRegistrations.id, row.id));
      const after = (await countSeats(tx, row.siteId, [workshop.id])).get(workshop.id);
      const answer: WorkshopSignUpAnswer = { status: "CONFIRMED", seats: row.seats, waitingPosition: null, confirmBy: null, registration: toSeats(terms, after, now) };
      return { answer, message: WORKSHOP_MESSAGES.confirmed };
    },
  });
}
