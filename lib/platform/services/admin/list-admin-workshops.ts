import "server-only";
import type { AdminWorkshop } from "@/lib/schemas/admin/workshop-registrations";
import type { Database } from "@/lib/platform/db/types";
import { readAdminWorkshops } from "./admin-workshop-view";

/** Every workshop of the site, published or not, in the owner's order, with its seats (GET /admin/workshops). */
export function listAdminWorkshops(db: Database, siteId: number): Promise<AdminWorkshop[]> {
  return readAdminWorkshops(db, siteId);
}
