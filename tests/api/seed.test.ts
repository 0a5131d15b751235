import { and, count, eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findParameterDefinition, PARAMETER_KEYS } from "@/lib/domain/parameter-catalog";
import * as schema from "@/lib/platform/db/schema";
import type { Database } from "@/lib/platform/db/types";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/** Every table of the schema, by SQL name. */
const TABLES: [string, PgTable][] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => [getTableName(table), table]);

async function countAll(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of TABLES) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  return counts;
}

async function parameterRow(db: Database, siteId: number, type: string) {
  const [row] = await db
    .select()
    .from(schema.siteParameters)
    .where(and(eq(schema.siteParameters.siteId, siteId), eq(schema.siteParameters.type, type)));
  return row;
}

it("finds every table of the schema", () => {
  expect(TABLES.map(([name]) => name).sort()).toEqual(
    [
      "album_items",
      "albums",
      "appointments",
      "audit_log",
      "blog_articles",
      "blog_folders",
      "calendar_closures",
      "cart_products",
      "carrier_rates",
      "carriers",
      "carts",
      "customization_files",
      "discount_code_uses",
      "discount_codes",
      "order_counters",
      "order_files",
      "order_idempotency_keys",
      "order_lines",
      "orders",
      "calendar_services",
      "calendars",
      "company_addresses",
      "component_configs",
      "contact_messages",
      "countries",
      "elements",
      "email_verification_tokens",
      "external_app_configs",
      "form_answer_files",
      "form_answers",
      "forms",
      "images",
      "jobs",
      "languages",
      "login_devices",
      "logos",
      "news",
      "newsletter_lists",
      "newsletter_subscriptions",
      "outbox",
      "page_drafts",
      "page_layouts",
      "page_redirects",
      "pages",
      "password_reset_tokens",
      "pickup_bookings",
      "popups",
      "product_awards",
      "product_customizations",
      "product_declinations",
      "products",
      "relay_points",
      "review_links",
      "reviews",
      "services",
      "sessions",
      "site_domains",
      "site_fonts",
      "site_languages",
      "site_parameters",
      "sites",
      "stripe_events",
      "users",
      "variation_details",
      "variations",
      "visits",
      "workshop_registrations",
    ].sort(),
  );
});

describe("seed on a seeded database (idempotence)", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("has seeded both sample sites with all their data", async () => {
    const counts = await countAll(db);
    expect(counts.sites).toBe(2);
    expect(counts.site_parameters).toBe(2 * PARAMETER_KEYS.length);
    for (const name of ["countries", "languages", "site_fonts", "images", "logos", "pages", "news", "elements", "company_addresses", "variations", "variation_details", "external_app_configs", "calendars", "calendar_services", "calendar_closures"]) {
      expect(counts[name], name).toBeGreaterThan(0);
    }
    expect(counts.site_fonts).toBe(6);
    // Site 70: home, « Nos vins » (a link to /boutique), the estate, contact.
    expect(counts.pages).toBe(9 + 4);
    expect(counts.news).toBe(4 + 4);
    expect(counts.blog_folders).toBe(4);
    expect(counts.blog_articles).toBe(8);
    // The wine shop of site 70 (issue 11); site 69 keeps its shop off, without products.
    expect(counts.products).toBe(30);
    expect(counts.product_declinations).toBeGreaterThan(30);
    expect(counts.product_awards).toBeGreaterThan(0);
    expect(counts.product_customizations).toBe(3);
    const [site69Products] = await db.select({ n: count() }).from(schema.products).where(eq(schema.products.siteId, SITE_69));
    expect(site69Products!.n).toBe(0);
  });

  it("changes no row count in any table when run again", async () => {
    const before = await countAll(db);
    await prepareDatabase(db, { demoData: true });
    expect(await countAll(db)).toEqual(before);
    await prepareDatabase(db, { demoData: true });
    expect(await countAll(db)).toEqual(before);
  });

  it("keeps a parameter value edited in between (catalogue default and seed override alike)", async () => {
    await db
      .update(schema.siteParameters)
      .set({ value: "CENTER" })
      .where(and(eq(schema.siteParameters.siteId, SITE_69), eq(schema.siteParameters.type, "MENU_ALIGNMENT")));
    await db
      .update(schema.siteParameters)
      .set({ value: "Élan Coaching & Formation" })
      .where(and(eq(schema.siteParameters.siteId, SITE_69), eq(schema.siteParameters.type, "COMPANY_NAME")));
    await db
      .update(schema.siteParameters)
      .set({ value: "12" })
      .where(and(eq(schema.siteParameters.siteId, SITE_70), eq(schema.siteParameters.type, "BOTTLE_MULTIPLE")));
    await prepareDatabase(db, { demoData: true });
    expect((await parameterRow(db, SITE_69, "MENU_ALIGNMENT"))!.value).toBe("CENTER");
    expect((await parameterRow(db, SITE_69, "COMPANY_NAME"))!.value).toBe("Élan Coaching & Formation");
    expect((await parameterRow(db, SITE_70, "BOTTLE_MULTIPLE"))!.value).toBe("12");
    // And the API reads the edited value.
    const response = await callApi<{ type: string; value: string | null }[]>("/parameter", { siteId: SITE_69 });
    expect(response.body.data.find((p) => p.type === "COMPANY_NAME")!.value).toBe("Élan Coaching & Formation");
  });

  it("keeps a value set to null in between", async () => {
    await db
      .update(schema.siteParameters)
      .set({ value: null })
      .where(and(eq(schema.siteParameters.siteId, SITE_69), eq(schema.siteParameters.type, "IN_STOCK_LABEL")));
    await prepareDatabase(db, { demoData: true });
    expect((await parameterRow(db, SITE_69, "IN_STOCK_LABEL"))!.value).toBeNull();
  });

  it("restores a deleted parameter row with its catalogue default", async () => {
    await db
      .delete(schema.siteParameters)
      .where(and(eq(schema.siteParameters.siteId, SITE_69), eq(schema.siteParameters.type, "LOGO_HEIGHT_FOOTER")));
    expect(await parameterRow(db, SITE_69, "LOGO_HEIGHT_FOOTER")).toBeUndefined();
    const before = await countAll(db);
    await prepareDatabase(db, { demoData: true });
    const row = await parameterRow(db, SITE_69, "LOGO_HEIGHT_FOOTER");
    const definition = findParameterDefinition("LOGO_HEIGHT_FOOTER")!;
    expect(row).toMatchObject({ siteId: SITE_69, type: "LOGO_HEIGHT_FOOTER", kind: definition.kind, label: definition.label, value: "90" });
    const after = await countAll(db);
    expect(after.site_parameters).toBe(before.site_parameters! + 1);
    expect({ ...after, site_parameters: 0 }).toEqual({ ...before, site_parameters: 0 });
    // Site 70 was not touched.
    expect(after.site_parameters).toBe(2 * PARAMETER_KEYS.length);
  });

  it("restores a deleted parameter of a sample site with the sample's own value", async () => {
    await db
      .delete(schema.siteParameters)
      .where(and(eq(schema.siteParameters.siteId, 70), eq(schema.siteParameters.type, "BOTTLE_MULTIPLE")));
    await prepareDatabase(db, { demoData: true });
    expect((await parameterRow(db, 70, "BOTTLE_MULTIPLE"))!.value).toBe("6");
    expect(findParameterDefinition("BOTTLE_MULTIPLE")!.defaultValue).not.toBe("6");
  });

  it("does not bring back content an owner deleted from an existing site", async () => {
    const [item] = await db.select().from(schema.news).where(eq(schema.news.siteId, SITE_69)).limit(1);
    await db.delete(schema.news).where(eq(schema.news.id, item!.id));
    const [page] = await db
      .select()
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, SITE_69), eq(schema.pages.url, "coach-de-vie")));
    await db.update(schema.pages).set({ title: "Coaching de vie" }).where(eq(schema.pages.id, page!.id));
    const before = await countAll(db);
    await prepareDatabase(db, { demoData: true });
    expect(await countAll(db)).toEqual(before);
    expect(await db.select().from(schema.news).where(eq(schema.news.id, item!.id))).toEqual([]);
    const [after] = await db.select().from(schema.pages).where(eq(schema.pages.id, page!.id));
    expect(after!.title).toBe("Coaching de vie");
  });
});

describe("database without seed", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase({ seed: false });
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("is migrated but holds no row in any table", async () => {
    const counts = await countAll(db);
    expect(Object.keys(counts)).toHaveLength(TABLES.length);
    for (const [name, n] of Object.entries(counts)) expect(n, name).toBe(0);
  });

  it("answers the API with an unknown site", async () => {
    const response = await callApi("/parameter", { siteId: SITE_69 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, data: null, message: "Site inconnu." });
  });

  it("gets reference data but no site from a prepare without demo data", async () => {
    await prepareDatabase(db, { demoData: false });
    const counts = await countAll(db);
    expect(counts.countries).toBeGreaterThanOrEqual(240);
    expect(counts.languages).toBeGreaterThan(0);
    for (const name of TABLES.map(([n]) => n).filter((n) => n !== "countries" && n !== "languages")) {
      expect(counts[name], name).toBe(0);
    }
  });

  it("gets both sample sites from a later prepare with demo data, then stays stable", async () => {
    await prepareDatabase(db, { demoData: true });
    const first = await countAll(db);
    expect(first.sites).toBe(2);
    expect(first.site_parameters).toBe(2 * PARAMETER_KEYS.length);
    const info = await callApi<{ id: number; name: string }>("/site/info", { siteId: SITE_70 });
    expect(info.body.data).toMatchObject({ id: 70, name: "Domaine des Trois Collines" });
    await prepareDatabase(db, { demoData: true });
    expect(await countAll(db)).toEqual(first);
  });
});
