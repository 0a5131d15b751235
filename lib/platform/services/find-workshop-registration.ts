import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { WorkshopRegistrationView } from "@/lib/schemas/workshops";
import type { Database } from "@/lib/platform/db/types";
import { elements, workshopRegistrations } from "@/lib/platform/db/schema";
import { hashSessionToken } from "./session-token";
import { workshopTerms } from "./workshop-seats";

/** The live (not cancelled) sign-up of this site whose cancel token this is, with its workshop. */
export async function findLiveRegistration(db: Database, siteId: number, token: string) {
  const [row] = await db
    .select({ registration: workshopRegistrations, element: { id: elements.id, title: elements.title, slug: elements.slug, data: elements.data } })
    .from(workshopRegistrations)
    .innerJoin(elements, eq(elements.id, workshopRegistrations.elementId))
    .where(
      and(
        eq(workshopRegistrations.siteId, siteId),
        eq(workshopRegistrations.cancelTokenHash, hashSessionToken(token)),
        inArray(workshopRegistrations.status, ["CONFIRMED", "WAITING"]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What the cancel page shows before the visitor confirms (POST /workshop/registration). */
export function toRegistrationView(found: NonNullable<Awaited<ReturnType<typeof findLiveRegistration>>>): WorkshopRegistrationView {
  const terms = workshopTerms(found.element.data);
  return {
    workshopTitle: found.element.title,
    workshopPath: `/ateliers/${found.element.slug}/${found.element.id}`,
    startsAt: terms?.startsAt?.toISOString() ?? null,
    name: found.registration.name,
    seats: found.registration.seats,
    status: found.registration.status === "WAITING" ? "WAITING" : "CONFIRMED",
  };
}
