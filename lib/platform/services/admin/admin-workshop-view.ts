import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { workshopStart } from "@/lib/domain/workshop-seats";
import { ADMIN_WORKSHOP_MESSAGES, type AdminWorkshop } from "@/lib/schemas/admin/workshop-registrations";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { elements } from "@/lib/platform/db/schema";
import { countSeats, toSeats, WORKSHOP_ROUTE, workshopTerms } from "../workshop-seats";

const COLUMNS = { id: elements.id, title: elements.title, slug: elements.slug, isPublished: elements.isPublished, data: elements.data };

/**
 * The site's workshops as the admin sees them (published or not), in the owner's order, with their
 * seats read fresh; `ids` narrows to some of them.
 */
export async function readAdminWorkshops(db: Database, siteId: number, ids?: readonly number[]): Promise<AdminWorkshop[]> {
  const rows = await db
    .select(COLUMNS)
    .from(elements)
    .where(and(eq(elements.siteId, siteId), eq(elements.route, WORKSHOP_ROUTE), ids ? inArray(elements.id, [...ids]) : undefined))
    .orderBy(asc(elements.order), asc(elements.id));
  const counts = await countSeats(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return rows.map(({ data, ...row }) => {
    const terms = workshopTerms(data);
    return { ...row, startsAt: workshopStart(data)?.toISOString() ?? null, seats: terms ? toSeats(terms, counts.get(row.id)) : null };
  });
}

/** One workshop of the site (published or not); 404 for another site's, another element or an unknown id. */
export async function findAdminWorkshop(db: Database, siteId: number, workshopId: number): Promise<AdminWorkshop> {
  const [workshop] = await readAdminWorkshops(db, siteId, [workshopId]);
  if (!workshop) throw new ApiError("NOT_FOUND", ADMIN_WORKSHOP_MESSAGES.workshopNotFound);
  return workshop;
}
