import "server-only";
import { and, count, eq, lte, ne } from "drizzle-orm";
import { hasStarted, planSignUp } from "@/lib/domain/workshop-seats";
import { WORKSHOP_MESSAGES, type WorkshopSignUp, type WorkshopSignUpAnswer } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { elements, workshopRegistrations } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "./find-site";
import { sendWorkshopMail } from "./send-workshop-mail";
import { hashSessionToken, newSessionToken } from "./session-token";
import { isUniqueViolation } from "./unique-violation";
import { countSeats, toSeats, WORKSHOP_ROUTE, workshopSeatsChanged, workshopTerms } from "./workshop-seats";

/**
 * Locks one published workshop of the site (SELECT … FOR UPDATE): every sign-up and cancellation
 * of that workshop runs one after the other, so the seats counted are the seats that exist when
 * the row is written. On PGlite (one connection) transactions are serial anyway.
 */
export async function lockWorkshop(tx: Database, siteId: number, elementId: number) {
  const [row] = await tx
    .select({ id: elements.id, title: elements.title, slug: elements.slug, data: elements.data })
    .from(elements)
    .where(and(eq(elements.siteId, siteId), eq(elements.route, WORKSHOP_ROUTE), eq(elements.isPublished, true), eq(elements.id, elementId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/**
 * POST /element/ateliers/{id}/register: a seat when the whole group fits and nobody waits, else a
 * place on the waiting list; one live sign-up per e-mail and workshop (409). The e-mail (with the
 * .ics invitation and the cancel link) leaves after the answer.
 */
export async function signUpForWorkshop(
  db: Database,
  site: SiteRow,
  route: string,
  elementId: number,
  input: WorkshopSignUp,
  origin: string,
  now: Date = new Date(),
): Promise<WorkshopSignUpAnswer> {
  if (route !== WORKSHOP_ROUTE) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.notFound);
  const token = newSessionToken();
  let outcome: WorkshopSignUpAnswer & { registrationId: number; workshop: NonNullable<Awaited<ReturnType<typeof lockWorkshop>>> };
  try {
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const workshop = await lockWorkshop(tx, site.id, elementId);
      if (!workshop) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.notFound);
      const terms = workshopTerms(workshop.data);
      if (!terms) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.notOpen);
      if (hasStarted(terms.startsAt, now)) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.past);
      if (input.seats > terms.capacity) throw ApiError.validation({ seats: [WORKSHOP_MESSAGES.moreThanCapacity(terms.capacity)] });

      const [existing] = await tx
        .select({ id: workshopRegistrations.id })
        .from(workshopRegistrations)
        .where(and(eq(workshopRegistrations.elementId, workshop.id), eq(workshopRegistrations.email, input.email), ne(workshopRegistrations.status, "CANCELLED")))
        .limit(1);
      if (existing) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.alreadyRegistered);

      const before = (await countSeats(tx, site.id, [workshop.id])).get(workshop.id);
      const status = planSignUp(terms.capacity, before?.taken ?? 0, input.seats, before?.waiting ?? 0);
      const [row] = await tx
        .insert(workshopRegistrations)
        .values({ siteId: site.id, elementId: workshop.id, ...input, status, cancelTokenHash: hashSessionToken(token), createdAt: now })
        .returning({ id: workshopRegistrations.id });
      // Under the row lock ids grow in arrival order: the line is the WAITING rows by id.
      let waitingPosition: number | null = null;
      if (status === "WAITING") {
        const [ahead] = await tx
          .select({ n: count() })
          .from(workshopRegistrations)
          .where(
            and(eq(workshopRegistrations.elementId, workshop.id), eq(workshopRegistrations.status, "WAITING"), lte(workshopRegistrations.id, row!.id)),
          );
        waitingPosition = Number(ahead?.n ?? 1);
      }
      const after = (await countSeats(tx, site.id, [workshop.id])).get(workshop.id);
      return { status, seats: input.seats, waitingPosition, registration: toSeats(terms, after, now), registrationId: row!.id, workshop };
    });
  } catch (error) {
    // Two sign-ups with one address racing past the check: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", WORKSHOP_MESSAGES.alreadyRegistered);
    throw error;
  }

  workshopSeatsChanged(site.id);
  const { registrationId, workshop, ...answer } = outcome;
  runInBackground("workshop-sign-up", () =>
    sendWorkshopMail(db, site, origin, {
      registration: { id: registrationId, name: input.name, email: input.email, seats: input.seats },
      workshop: { id: workshop.id, title: workshop.title, slug: workshop.slug, terms: workshopTerms(workshop.data)! },
      kind: answer.status,
      token,
      waitingPosition: answer.waitingPosition,
    }),
  );
  return answer;
}
