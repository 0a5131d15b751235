import "server-only";
import { and, eq } from "drizzle-orm";
import { lineUpRegistrations } from "@/lib/domain/workshop-seats";
import type { AdminWorkshopRegistrations } from "@/lib/schemas/admin/workshop-registrations";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import { findAdminWorkshop } from "./admin-workshop-view";

/**
 * A workshop of the site and every sign-up for it: seats confirmed, seats held (address to confirm,
 * offered to the waiting list) with their deadlines, the waiting list in its order (with
 * positions), then the ended ones (GET /admin/workshop/{id}/registrations).
 */
export async function listWorkshopRegistrations(db: Database, siteId: number, workshopId: number): Promise<AdminWorkshopRegistrations> {
  const workshop = await findAdminWorkshop(db, siteId, workshopId);
  const rows = await db
    .select({
      id: workshopRegistrations.id,
      name: workshopRegistrations.name,
      email: workshopRegistrations.email,
      phone: workshopRegistrations.phone,
      seats: workshopRegistrations.seats,
      status: workshopRegistrations.status,
      createdAt: workshopRegistrations.createdAt,
      promotedAt: workshopRegistrations.promotedAt,
      cancelledAt: workshopRegistrations.cancelledAt,
      confirmBy: workshopRegistrations.confirmBy,
      offerExpiresAt: workshopRegistrations.offerExpiresAt,
      cancelReason: workshopRegistrations.cancelReason,
    })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.siteId, siteId), eq(workshopRegistrations.elementId, workshopId)));
  const registrations = lineUpRegistrations(rows).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    promotedAt: row.promotedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    // Kept on an ended row for the record of why it ended; shown only while live.
    confirmBy: row.status === "CANCELLED" ? null : (row.confirmBy?.toISOString() ?? null),
    offerExpiresAt: row.status === "OFFERED" ? (row.offerExpiresAt?.toISOString() ?? null) : null,
  }));
  return { workshop, registrations };
}
