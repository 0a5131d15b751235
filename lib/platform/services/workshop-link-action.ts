import "server-only";
import { eq } from "drizzle-orm";
import { WORKSHOP_MESSAGES, type WorkshopSignUpAnswer } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "./find-site";
import { findLiveRegistration } from "./find-workshop-registration";
import { lockWorkshop, mailWorkshopOf, type LockedWorkshop } from "./lock-workshop";
import { mailSettlement } from "./mail-workshop-settlement";
import { sendWorkshopMail } from "./send-workshop-mail";
import { settlementChangedSeats, settleWorkshop } from "./settle-workshop";
import { workshopSeatsChanged } from "./workshop-seats";

type RegistrationRow = typeof workshopRegistrations.$inferSelect;

/** What a link's step decided, under the lock: the answer, or an error to give once the settlement is committed. */
export type LinkStep = { answer: WorkshopSignUpAnswer; message: string } | { refusal: ApiError };

export interface LinkAction {
  /** 404 message of an unknown, spent or other site's token. */
  invalid: string;
  /** The change, under the workshop's lock, on the sign-up as it is once the workshop is settled. */
  step: (tx: Database, row: RegistrationRow, workshop: LockedWorkshop) => Promise<LinkStep>;
}

/**
 * The button of an e-mailed link (confirm the address, accept an offer): the sign-up of the token,
 * then in one transaction under the workshop's row lock the workshop is settled first (a deadline
 * passed meanwhile ends the sign-up: its step sees it CANCELLED, and that end is kept — committed —
 * before the refusal is answered), then the step. Once committed: the seats shown are refreshed,
 * the settlement's e-mails leave, and the usual e-mail of the sign-up (now confirmed: with the
 * name) goes with the same token's cancel link.
 */
export async function runLinkAction(db: Database, site: SiteRow, token: string, origin: string, now: Date, action: LinkAction) {
  const found = await findLiveRegistration(db, site.id, token, true);
  if (!found) throw new ApiError("NOT_FOUND", action.invalid);
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const workshop = await lockWorkshop(tx, site.id, found.registration.elementId);
    if (!workshop) throw new ApiError("NOT_FOUND", action.invalid);
    const settlement = await settleWorkshop(tx, site.id, workshop, origin, now);
    const [row] = await tx.select().from(workshopRegistrations).where(eq(workshopRegistrations.id, found.registration.id));
    if (!row) throw new ApiError("NOT_FOUND", action.invalid);
    return { workshop, settlement, row, result: await action.step(tx, row, workshop) };
  });
  const { settlement, row, result } = outcome;
  const workshop = mailWorkshopOf(outcome.workshop);
  if ("answer" in result || settlementChangedSeats(settlement)) workshopSeatsChanged(site.id);
  if (workshop) mailSettlement(db, site, origin, workshop, settlement);
  if ("refusal" in result) throw result.refusal;
  if (workshop) {
    const kind = result.answer.status === "WAITING" ? "WAITING" : "CONFIRMED";
    const registration = { id: row.id, name: row.name, email: row.email, seats: row.seats };
    runInBackground("workshop-link-action", () => sendWorkshopMail(db, site, origin, { registration, workshop, kind, token, waitingPosition: result.answer.waitingPosition }));
  }
  return result;
}

/** The refusal of a link whose sign-up ended (by a deadline, or cancelled meanwhile). */
export function endedRefusal(row: RegistrationRow, invalid: string): ApiError {
  if (row.cancelReason === "UNCONFIRMED") return new ApiError("CONFLICT", WORKSHOP_MESSAGES.confirmExpired);
  if (row.cancelReason === "OFFER_EXPIRED") return new ApiError("CONFLICT", WORKSHOP_MESSAGES.offerExpired);
  return new ApiError("NOT_FOUND", invalid);
}
