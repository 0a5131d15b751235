import "server-only";
import { logger } from "@/lib/platform/logger";
import type { Database } from "@/lib/platform/db/types";
import { createAdmin } from "@/lib/platform/services/create-admin";
import { SAMPLE_SITES } from "./sample-sites";
import { site69DemoAdmin } from "./site-69/admin";
import { site70DemoAdmin } from "./site-70/admin";
import { seedAppointments } from "./seed-appointments";
import { seedReferenceData } from "./seed-reference-data";
import { seedDiscountCodes } from "./seed-discount-codes";
import { seedShipping } from "./seed-shipping";
import { seedShop } from "./seed-shop";
import { seedSite } from "./seed-site";
import { syncParameters } from "./sync-parameters";

/** A demo administrator's account (credentials in the README). */
interface DemoAdmin {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** Demo administrators, created with their sample site (README « Comptes de démonstration »). */
const SAMPLE_ADMINS: ReadonlyMap<number, DemoAdmin> = new Map<number, DemoAdmin>([
  [69, site69DemoAdmin],
  [70, site70DemoAdmin],
]);

export interface PrepareOptions {
  /** Write the sample sites when missing (idempotent). */
  demoData: boolean;
}

/** Runs after the migrations at every start: reference data, sample sites, parameter catalogue. */
export async function prepareDatabase(db: Database, options: PrepareOptions): Promise<void> {
  await seedReferenceData(db);
  const overrides = new Map<number, Record<string, string | null>>();
  if (options.demoData) {
    for (const site of SAMPLE_SITES) {
      if (await seedSite(db, site)) {
        logger.info("sample site seeded", { siteId: site.id, name: site.name });
        // Only with a freshly seeded site: an admin deleted later is not brought back at the next start.
        const admin = SAMPLE_ADMINS.get(site.id);
        if (admin) await createAdmin(db, { siteId: site.id, ...admin });
      }
      await seedAppointments(db, site.id, site.appointmentCalendars ?? []);
      await seedShop(db, site);
      await seedShipping(db, site.id, site.shipping);
      await seedDiscountCodes(db, site.id, site.discountCodes);
      // A sample-site parameter that goes missing comes back with the sample's value.
      overrides.set(site.id, site.parameters);
    }
  }
  await syncParameters(db, overrides);
}
