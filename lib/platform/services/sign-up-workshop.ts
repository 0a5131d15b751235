import "server-only";
import { and, count, eq, inArray, lte } from "drizzle-orm";
import { confirmationDeadline } from "@/lib/domain/booking-holds";
import { hasStarted, LIVE_STATUSES, planSignUp } from "@/lib/domain/workshop-seats";
import { WORKSHOP_MESSAGES, type WorkshopSignUp, type WorkshopSignUpAnswer } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "./find-site";
import { lockWorkshop, mailWorkshopOf } from "./lock-workshop";
import { mailSettlement } from "./mail-workshop-settlement";
import { sendWorkshopAddressCheck, sendWorkshopMail } from "./send-workshop-mail";
import { hashSessionToken, newSessionToken } from "./session-token";
import { settleWorkshop } from "./settle-workshop";
import { isUniqueViolation } from "./unique-violation";
import { countSeats, toSeats, WORKSHOP_ROUTE, workshopSeatsChanged, workshopTerms } from "./workshop-seats";
import { scheduleWorkshopDeadline } from "./workshop-deadline-job";

/** The place of a WAITING sign-up in its line (1 = first): the WAITING rows up to its id. */
export async function waitingPositionOf(tx: Database, elementId: number, registrationId: number): Promise<number> {
  const [ahead] = await tx
    .select({ n: count() })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.elementId, elementId), eq(workshopRegistrations.status, "WAITING"), lte(workshopRegistrations.id, registrationId)));
  return Number(ahead?.n ?? 1);
}

/**
 * POST /element/ateliers/{id}/register. Under the workshop's row lock: the workshop is settled
 * first (what lapsed ends, free seats go to the waiting list), then the group gets its seats when
 * they are all free — even if others wait, their groups did not fit — else it joins the waiting
 * list (planSignUp). An address nobody confirmed (`addressConfirmed` false: not the verified
 * address of the logged-in visitor) holds its seats, or its place in line, only until
 * confirmationDeadline, with a job at that instant; it gets the neutral « Confirmez votre
 * inscription » e-mail. A confirmed one gets the usual e-mail (.ics, cancel link). One live sign-up
 * per e-mail and workshop (409).
 */
export async function signUpForWorkshop(
  db: Database,
  site: SiteRow,
  route: string,
  elementId: number,
  input: WorkshopSignUp,
  origin: string,
  addressConfirmed: boolean,
  now: Date = new Date(),
): Promise<{ answer: WorkshopSignUpAnswer; message: string }> {
  if (route !== WORKSHOP_ROUTE) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.notFound);
  const token = newSessionToken();
  const confirmBy = addressConfirmed ? null : confirmationDeadline(now);
  let outcome;
  try {
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const workshop = await lockWorkshop(tx, site.id, elementId);
      if (!workshop?.isPublished) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.notFound);
      const terms = workshopTerms(workshop.data);
      if (!terms) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.notOpen);
      if (hasStarted(terms.startsAt, now)) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.past);
      if (input.seats > terms.capacity) throw ApiError.validation({ seats: [WORKSHOP_MESSAGES.moreThanCapacity(terms.capacity)] });
      // First what lapsed ends (an expired hold of this very address too), and free seats go to the line.
      const settlement = await settleWorkshop(tx, site.id, workshop, origin, now);

      const [existing] = await tx
        .select({ id: workshopRegistrations.id })
        .from(workshopRegistrations)
        .where(and(eq(workshopRegistrations.elementId, workshop.id), eq(workshopRegistrations.email, input.email), inArray(workshopRegistrations.status, [...LIVE_STATUSES])))
        .limit(1);
      if (existing) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.alreadyRegistered);

      const before = (await countSeats(tx, site.id, [workshop.id])).get(workshop.id);
      const status = planSignUp(terms.capacity, before?.taken ?? 0, input.seats, addressConfirmed);
      const [row] = await tx
        .insert(workshopRegistrations)
        .values({ siteId: site.id, elementId: workshop.id, ...input, status, confirmBy, cancelTokenHash: hashSessionToken(token), createdAt: now })
        .returning({ id: workshopRegistrations.id });
      if (confirmBy) await scheduleWorkshopDeadline(tx, site.id, row!.id, confirmBy, origin);
      // Under the row lock ids grow in arrival order: the line is the WAITING rows by id.
      const waitingPosition = status === "WAITING" ? await waitingPositionOf(tx, workshop.id, row!.id) : null;
      const after = (await countSeats(tx, site.id, [workshop.id])).get(workshop.id);
      const answer: WorkshopSignUpAnswer = { status, seats: input.seats, waitingPosition, confirmBy: confirmBy?.toISOString() ?? null, registration: toSeats(terms, after, now) };
      return { answer, seatsLeftBefore: toSeats(terms, before, now).left, registrationId: row!.id, workshop: mailWorkshopOf(workshop)!, settlement };
    });
  } catch (error) {
    // Two sign-ups with one address racing past the check: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.alreadyRegistered);
    throw error;
  }

  workshopSeatsChanged(site.id);
  const { answer, registrationId, workshop, settlement } = outcome;
  mailSettlement(db, site, origin, workshop, settlement);
  if (confirmBy) {
    const check = { email: input.email, seats: input.seats, waiting: answer.status === "WAITING", workshop, token, confirmBy };
    runInBackground("workshop-address-check", () => sendWorkshopAddressCheck(db, site, origin, check));
  } else {
    const registration = { id: registrationId, name: input.name, email: input.email, seats: input.seats };
    const kind = answer.status === "WAITING" ? "WAITING" : "CONFIRMED";
    runInBackground("workshop-sign-up", () => sendWorkshopMail(db, site, origin, { registration, workshop, kind, token, waitingPosition: answer.waitingPosition }));
  }
  return { answer, message: signUpMessage(answer, outcome.seatsLeftBefore) };
}

/** The French message of a sign-up's answer. */
function signUpMessage(answer: WorkshopSignUpAnswer, seatsLeftBefore: number): string {
  if (answer.status === "CONFIRMED") return WORKSHOP_MESSAGES.confirmed;
  if (answer.status === "PENDING") return WORKSHOP_MESSAGES.pending(answer.confirmBy!);
  const waiting = seatsLeftBefore > 0 ? WORKSHOP_MESSAGES.waitingTooMany(seatsLeftBefore, answer.seats) : WORKSHOP_MESSAGES.waiting;
  return answer.confirmBy ? `${waiting} ${WORKSHOP_MESSAGES.waitingToConfirm(answer.confirmBy)}` : waiting;
}
