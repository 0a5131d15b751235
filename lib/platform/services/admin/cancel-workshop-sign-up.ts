import "server-only";
import { and, eq } from "drizzle-orm";
import { ADMIN_WORKSHOP_MESSAGES, type AdminRegistrationCancel } from "@/lib/schemas/admin/workshop-registrations";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import type { SiteRow } from "../find-site";
import { mailSeatRelease, releaseWorkshopSeat } from "../release-workshop-seat";
import { workshopSeatsChanged } from "../workshop-seats";
import { findAdminWorkshop } from "./admin-workshop-view";
import { listWorkshopRegistrations } from "./list-workshop-registrations";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * The admin cancels a sign-up of a workshop of the site, whatever its state (404 for another
 * workshop's or site's; 409 when it has ended already). The very rule of the visitor's cancel link
 * applies (releaseWorkshopSeat: under the workshop's lock the seats freed are offered to the
 * waiting list), with the audit entry workshop-registration.cancel in the same transaction; the
 * same e-mails follow (none to an address nobody confirmed).
 */
export async function cancelWorkshopSignUp(
  db: Database,
  site: SiteRow,
  actor: AuditActor,
  workshopId: number,
  registrationId: number,
  origin: string,
  now: Date = new Date(),
): Promise<AdminRegistrationCancel> {
  await findAdminWorkshop(db, site.id, workshopId);
  const { registration, release } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.id, registrationId), eq(workshopRegistrations.elementId, workshopId), eq(workshopRegistrations.siteId, site.id)))
      .limit(1);
    if (!row) throw new ApiError("NOT_FOUND", ADMIN_WORKSHOP_MESSAGES.registrationNotFound);
    const released = row.status === "CANCELLED" ? null : await releaseWorkshopSeat(tx, site.id, row, origin, now);
    if (!released) throw new ApiError("CONFLICT", ADMIN_WORKSHOP_MESSAGES.alreadyCancelled);
    await recordAudit(tx, site.id, actor, {
      action: "workshop-registration.cancel",
      entity: "workshop-registration",
      entityId: row.id,
      before: { workshopId, name: row.name, email: row.email, seats: row.seats, status: row.status },
      after: { status: "CANCELLED", offered: released.settlement.offered.map(({ id, name, seats }) => ({ id, name, seats })) },
    });
    return { registration: row, release: released };
  });
  workshopSeatsChanged(site.id);
  mailSeatRelease(db, site, origin, registration, release);
  const offered = release.settlement.offered.map(({ id, name }) => ({ id, name }));
  return { ...(await listWorkshopRegistrations(db, site.id, workshopId)), offered };
}
