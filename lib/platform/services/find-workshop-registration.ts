import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { isLiveStatus, LIVE_STATUSES } from "@/lib/domain/workshop-seats";
import type { WorkshopRegistrationView } from "@/lib/schemas/workshops";
import type { Database } from "@/lib/platform/db/types";
import { elements, workshopRegistrations } from "@/lib/platform/db/schema";
import { hashSessionToken } from "./session-token";
import { workshopTerms } from "./workshop-seats";

/**
 * The live (not cancelled) sign-up of this site whose link token this is, with its workshop;
 * `includeEnded` also finds one that ended (to say why a link no longer works).
 */
export async function findLiveRegistration(db: Database, siteId: number, token: string, includeEnded = false) {
  const [row] = await db
    .select({ registration: workshopRegistrations, element: { id: elements.id, title: elements.title, slug: elements.slug, data: elements.data } })
    .from(workshopRegistrations)
    .innerJoin(elements, eq(elements.id, workshopRegistrations.elementId))
    .where(
      and(
        eq(workshopRegistrations.siteId, siteId),
        eq(workshopRegistrations.cancelTokenHash, hashSessionToken(token)),
        includeEnded ? undefined : inArray(workshopRegistrations.status, [...LIVE_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * What the link pages show before the visitor presses their button (POST /workshop/registration).
 * The name is left out while the address is not confirmed: the page may be read by the owner of an
 * address someone else typed.
 */
export function toRegistrationView(found: NonNullable<Awaited<ReturnType<typeof findLiveRegistration>>>): WorkshopRegistrationView {
  const terms = workshopTerms(found.element.data);
  const { registration } = found;
  if (!isLiveStatus(registration.status)) throw new Error("toRegistrationView: the sign-up is not live");
  return {
    workshopTitle: found.element.title,
    workshopPath: `/ateliers/${found.element.slug}/${found.element.id}`,
    startsAt: terms?.startsAt?.toISOString() ?? null,
    name: registration.confirmBy === null ? registration.name : null,
    seats: registration.seats,
    status: registration.status,
    addressConfirmed: registration.confirmBy === null,
    confirmBy: registration.confirmBy?.toISOString() ?? null,
    offerExpiresAt: registration.status === "OFFERED" ? (registration.offerExpiresAt?.toISOString() ?? null) : null,
  };
}
