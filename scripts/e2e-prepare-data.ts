/**
 * Prepares the database of the browser suite before the server starts (an embedded data dir, or a
 * PostgreSQL database for the two-instance test): migrations,
 * sample sites, and one ADMIN session of site 69 whose token the tests read from a file (the
 * theme test changes a parameter through PUT /api/admin/parameter, as the admin panel will), and
 * one of site 70's seeded demo administrator in `<tokenFile>-70` (tests/e2e/multi-site.spec.ts,
 * shop-orders.spec.ts). Site 69's admin also has the
 * password of tests/e2e/support/admin-account.ts (the editor journey logs in through /auth). Also an
 * empty site (E2E_LIMITS_SITE_ID) that the rate-limit tests may exhaust without blocking the suite's
 * own logins on 69 and 70 (tests/e2e/edge-security.spec.ts). And the wine shop's customers with their
 * sessions (tests/e2e/support/shop-customers.ts), so the shop specs never register nor log in
 * through the API (the per-address limits).
 * Run with `tsx --conditions=react-server` (server-only modules).
 */
import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import path from "node:path";
import { openDatabase } from "@/lib/platform/db/open-database";
import { sites, users } from "@/lib/platform/db/schema";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { site70DemoAdmin } from "@/lib/platform/seed/site-70/admin";
import { createSession } from "@/lib/platform/services/create-session";
import { passwordHashing } from "@/lib/platform/services/hash-password";
import { E2E_ADMIN, E2E_LIMITS_SITE_ID } from "@/tests/e2e/support/admin-account";
import {
  E2E_SHOP_ACCOUNTS,
  SHOP_CUSTOMER_BIRTHDATE,
  SHOP_CUSTOMER_PASSWORD,
  SHOP_CUSTOMER_PHONE,
  SHOP_CUSTOMERS,
  shopCustomerEmail,
  shopCustomerTokenFile,
  type ShopCustomerKey,
} from "@/tests/e2e/support/shop-customers";

async function main() {
  const [database, tokenFile] = process.argv.slice(2);
  if (!database || !tokenFile) throw new Error("usage: e2e-prepare-data <dataDir | postgres://…> <tokenFile>");
  const target = /^postgres(ql)?:\/\//.test(database) ? { kind: "postgres" as const, url: database } : { kind: "pglite" as const, dataDir: database };
  const handle = await openDatabase(target, (db) => prepareDatabase(db, { demoData: true }));
  try {
    const [wineSite] = await handle.db.select({ defaultLanguageId: sites.defaultLanguageId }).from(sites).where(eq(sites.id, 70));
    await handle.db.insert(sites).values({ id: E2E_LIMITS_SITE_ID, name: "Site d'essai des limites", defaultLanguageId: wineSite!.defaultLanguageId }).onConflictDoNothing();
    fs.mkdirSync(path.dirname(tokenFile), { recursive: true });
    const [admin69] = await handle.db
      .insert(users)
      .values({ siteId: 69, email: E2E_ADMIN.email, passwordHash: await passwordHashing.hash(E2E_ADMIN.password), firstname: "Claire", lastname: "Morel", role: "ADMIN" })
      .returning();
    // Site 70's is the demo administrator the seed gives the wine shop (README « Comptes de démonstration »).
    const [admin70] = await handle.db.select().from(users).where(and(eq(users.siteId, 70), eq(users.email, site70DemoAdmin.email)));
    if (!admin70 || admin70.role !== "ADMIN") throw new Error(`the seed gave site 70 no demo administrator (${site70DemoAdmin.email})`);
    for (const [admin, file] of [[admin69!, tokenFile], [admin70, `${tokenFile}-70`]] as const) {
      const { token } = await createSession(handle.db, admin.siteId, admin.id);
      fs.writeFileSync(file, token, { mode: 0o600 });
    }
    // The wine shop's customers, each with a session (tests/e2e/support/shop-customers.ts).
    const customerHash = await passwordHashing.hash(SHOP_CUSTOMER_PASSWORD);
    for (const [key, names] of Object.entries(SHOP_CUSTOMERS) as [ShopCustomerKey, (typeof SHOP_CUSTOMERS)[ShopCustomerKey]][]) {
      for (const account of E2E_SHOP_ACCOUNTS) {
        const [customer] = await handle.db
          .insert(users)
          .values({
            siteId: 70,
            email: shopCustomerEmail(key, account),
            passwordHash: customerHash,
            ...names,
            phone: SHOP_CUSTOMER_PHONE,
            birthdate: SHOP_CUSTOMER_BIRTHDATE,
            acceptedTermsAt: new Date(),
            emailVerifiedAt: new Date(),
          })
          .returning();
        const { token } = await createSession(handle.db, 70, customer!.id);
        fs.writeFileSync(shopCustomerTokenFile(tokenFile, key, account), token, { mode: 0o600 });
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
