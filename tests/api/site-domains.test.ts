import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { getDb } from "@/lib/platform/db/client";
import { MIGRATIONS_FOLDER } from "@/lib/platform/db/open-database";
import { siteDomains } from "@/lib/platform/db/schema";
import { site69 } from "@/lib/platform/seed/site-69";
import { site70 } from "@/lib/platform/seed/site-70";
import { adminDomainListSchema } from "@/lib/schemas/admin/domains";
import { siteInfoSchema, siteResolutionSchema, type SiteResolution } from "@/lib/schemas/site";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";
import { databaseUrl, testServerUrl } from "@/tests/support/test-database-template";

/** ARCHITECTURE.md « Many sites, one deployment »: each site has its domains; one host, one site. */

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function domainsOf(siteId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.siteId, siteId)).orderBy(asc(siteDomains.id));
  return rows.map((row) => row.host);
}

async function resolve(host: string, siteId: number | null = null) {
  return callApi<SiteResolution>(`/site/resolve?host=${encodeURIComponent(host)}`, { siteId });
}

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error). */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === "string") return code;
    }
    throw error;
  }
}

describe("the sample sites' domains", () => {
  it("are rows of site_domains, each site its own, with the local names that open them", async () => {
    expect(await domainsOf(SITE_69)).toEqual(["www.elan-coaching.fr", "localhost", "elan-coaching.localhost"]);
    expect(await domainsOf(SITE_70)).toEqual(["www.domaine-des-trois-collines.fr", "domaine-des-trois-collines.fr", "vins.localhost", "domaine-des-trois-collines.localhost"]);
    expect(site69.domains).toEqual(await domainsOf(SITE_69));
    expect(site70.domains).toEqual(await domainsOf(SITE_70));
  });

  it("GET /site/info gives each site its own domains only, and the wine shop's dev URL is its own host", async () => {
    for (const [siteId, other] of [[SITE_69, SITE_70], [SITE_70, SITE_69]] as const) {
      const response = await callApi("/site/info", { siteId });
      const info = siteInfoSchema.parse(response.body.data);
      expect(info.domains).toEqual(await domainsOf(siteId));
      for (const host of await domainsOf(other)) expect(info.domains).not.toContain(host);
    }
    const wine = siteInfoSchema.parse((await callApi("/site/info", { siteId: SITE_70 })).body.data);
    expect(wine.devUrl).toBe("http://vins.localhost:3000");
  });
});

describe("GET /api/site/resolve", () => {
  it.each([
    ["vins.localhost:3000", "vins.localhost", SITE_70],
    ["domaine-des-trois-collines.fr", "domaine-des-trois-collines.fr", SITE_70],
    ["localhost:3000", "localhost", SITE_69],
    ["Elan-Coaching.Localhost", "elan-coaching.localhost", SITE_69],
    ["WWW.ELAN-COACHING.FR.:443", "www.elan-coaching.fr", SITE_69],
    ["127.0.0.1:3000", "127.0.0.1", null],
    ["[::1]:3000", "[::1]", null],
    ["inconnu.example", "inconnu.example", null],
  ])("%s → site %s", async (host, normalised, siteId) => {
    const response = await resolve(host);
    expect(response.status).toBe(200);
    expect(siteResolutionSchema.parse(response.body.data)).toEqual({ host: normalised, siteId });
  });

  it("needs no X-Site-Id, and the one sent changes nothing (the host alone decides)", async () => {
    expect((await resolve("vins.localhost", SITE_69)).body.data).toEqual({ host: "vins.localhost", siteId: SITE_70 });
    expect((await resolve("localhost", SITE_70)).body.data).toEqual({ host: "localhost", siteId: SITE_69 });
  });

  it.each([
    ["missing", "/site/resolve", "Indiquez le nom de domaine (paramètre host)."],
    ["a path", "/site/resolve?host=evil.example%2F%3Cx%3E", /^Nom de domaine invalide/],
    ["an empty label", "/site/resolve?host=a..fr", /^Nom de domaine invalide/],
    ["a port out of range", "/site/resolve?host=localhost%3A70000", /^Nom de domaine invalide/],
    ["user info", "/site/resolve?host=x%40localhost", /^Nom de domaine invalide/],
    ["too long", `/site/resolve?host=${"a".repeat(300)}`, "Le nom de domaine doit faire 260 caractères au plus."],
  ])("422 with the field's error for a host %s", async (_label, url, message) => {
    const response = await callApi<Record<string, string[]>>(url, { siteId: null });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.data.host?.[0]).toMatch(message);
  });

  it("follows a domain change as soon as the domains' cache tag is dropped", async () => {
    const db = await getDb();
    expect((await resolve("nouveau.localhost")).body.data).toEqual({ host: "nouveau.localhost", siteId: null });
    await db.insert(siteDomains).values({ siteId: SITE_70, host: "nouveau.localhost" });
    invalidateTags(cacheTags.domains());
    expect((await resolve("nouveau.localhost")).body.data).toEqual({ host: "nouveau.localhost", siteId: SITE_70 });
    expect(siteInfoSchema.parse((await callApi("/site/info", { siteId: SITE_70 })).body.data).domains).toContain("nouveau.localhost");
    await db.delete(siteDomains).where(eq(siteDomains.host, "nouveau.localhost"));
    invalidateTags(cacheTags.domains());
    expect((await resolve("nouveau.localhost")).body.data).toEqual({ host: "nouveau.localhost", siteId: null });
    expect(siteInfoSchema.parse((await callApi("/site/info", { siteId: SITE_70 })).body.data).domains).not.toContain("nouveau.localhost");
  });
});

describe("the storefront's resolver in process (lib/api-client/site-resolver.ts)", () => {
  it("shares a host's answer between renders and follows a domain change at once", async () => {
    const { resolveSiteId } = await import("@/lib/api-client/site-resolver");
    const routes = await import("@/lib/platform/services/resolve-site-host");
    const db = await getDb();
    expect(await resolveSiteId("partage.localhost:3000")).toBe(site69.id); // unknown host: SITE_ID
    // Shared: a second render does not ask the platform again (the service is not reached).
    const spy = vi.spyOn(routes, "resolveSiteHost");
    expect(await resolveSiteId("partage.localhost")).toBe(site69.id);
    expect(spy).not.toHaveBeenCalled();
    // A write of the domains drops the shared answer with the read cache.
    await db.insert(siteDomains).values({ siteId: SITE_70, host: "partage.localhost" });
    invalidateTags(cacheTags.domains());
    expect(await resolveSiteId("partage.localhost")).toBe(SITE_70);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    await db.delete(siteDomains).where(eq(siteDomains.host, "partage.localhost"));
    invalidateTags(cacheTags.domains());
    expect(await resolveSiteId("partage.localhost")).toBe(site69.id);
  });
});

describe("site_domains constraints", () => {
  it("one host, one site: a host another site (or the same) has is refused, and nothing changes", async () => {
    const db = await getDb();
    const before = { 69: await domainsOf(SITE_69), 70: await domainsOf(SITE_70) };
    expect(await sqlState(db.insert(siteDomains).values({ siteId: SITE_69, host: "vins.localhost" }))).toBe("23505");
    expect(await sqlState(db.insert(siteDomains).values({ siteId: SITE_70, host: "vins.localhost" }))).toBe("23505");
    // All or nothing: a batch holding one taken host writes none.
    expect(await sqlState(db.insert(siteDomains).values([{ siteId: SITE_69, host: "libre.localhost" }, { siteId: SITE_69, host: "localhost" }]))).toBe("23505");
    expect({ 69: await domainsOf(SITE_69), 70: await domainsOf(SITE_70) }).toEqual(before);
  });

  it.each(["Vins2.localhost", "vins2.localhost:3000", "vins2.localhost.", "a..fr", "-a.fr", ""])("a host not stored normalised (%s) is refused", async (host) => {
    const db = await getDb();
    expect(await sqlState(db.insert(siteDomains).values({ siteId: SITE_70, host }))).toBe("23514");
  });
});

describe("GET /api/admin/domains", () => {
  it("lists the site's own domains to its administrators", async () => {
    for (const siteId of [SITE_69, SITE_70]) {
      const { token } = await createLoggedUser(siteId, "ADMIN");
      const response = await callApi("/admin/domains", { siteId, token });
      expect(response.status).toBe(200);
      const list = adminDomainListSchema.parse(response.body.data);
      expect(list.map((d) => d.host)).toEqual(await domainsOf(siteId));
      expect(list.find((d) => d.host === "www.elan-coaching.fr" || d.host === "www.domaine-des-trois-collines.fr")?.isLocal).toBe(false);
      expect(list.filter((d) => d.isLocal).every((d) => d.host.endsWith("localhost"))).toBe(true);
    }
  });

  it("is nothing to an administrator of another site, a customer or a visitor", async () => {
    const { token: admin69 } = await createLoggedUser(SITE_69, "ADMIN");
    const { token: customer } = await createLoggedUser(SITE_69, "CUSTOMER");
    // A session is bound to its site: 69's administrator is not logged in on 70.
    expect((await callApi("/admin/domains", { siteId: SITE_70, token: admin69 })).status).toBe(401);
    expect((await callApi("/admin/domains", { siteId: SITE_69, token: customer })).status).toBe(403);
    expect((await callApi("/admin/domains", { siteId: SITE_69 })).status).toBe(401);
  });
});

/**
 * A database made before site domains existed (migrations 0000–0003, domains in sites.domains):
 * the next migrations move them into site_domains and add the sample sites' local names.
 */
describe("a database seeded before site domains", () => {
  const LEGACY_SITES = `
    insert into languages (code, label, locale) values ('fr', 'Français', 'fr_FR');
    insert into sites (id, name, default_language_id, dev_url, domains) values
      (69, 'Élan Coaching', 1, 'http://localhost:3000', array['www.elan-coaching.fr', 'localhost']),
      (70, 'Domaine des Trois Collines', 1, 'http://localhost:3000', array['WWW.Domaine-des-trois-collines.fr.', 'domaine-des-trois-collines.fr', 'localhost', 'pas un nom']),
      (1000, 'Autre site', 1, 'https://autre.example', array['autre.example']);`;

  /** The migrations folder as it was before this change: entries 0000–0003 only. */
  function legacyMigrations(): string {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "evolusite-legacy-migrations-"));
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 3);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    return folder;
  }

  type Query = (text: string) => Promise<Record<string, unknown>[]>;

  async function checkMigrated(query: Query) {
    const rows = await query("select site_id, host from site_domains order by id");
    expect(rows.map((r) => [Number(r.site_id), r.host])).toEqual([
      [69, "www.elan-coaching.fr"],
      [69, "localhost"],
      [70, "www.domaine-des-trois-collines.fr"],
      [70, "domaine-des-trois-collines.fr"],
      [1000, "autre.example"],
      [69, "elan-coaching.localhost"],
      [70, "vins.localhost"],
      [70, "domaine-des-trois-collines.localhost"],
    ]);
    const devUrls = await query("select id, dev_url from sites order by id");
    expect(devUrls.map((r) => [Number(r.id), r.dev_url])).toEqual([
      [69, "http://localhost:3000"],
      [70, "http://vins.localhost:3000"],
      [1000, "https://autre.example"],
    ]);
    const columns = await query("select column_name from information_schema.columns where table_name = 'sites' and column_name = 'domains'");
    expect(columns).toEqual([]);
  }

  it("PGlite: the domains move to site_domains (normalised, one site per host) and the sample sites get their local names", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const legacy = legacyMigrations();
    const { PGLITE_EXTENSIONS } = await import("@/lib/platform/db/pglite-extensions");
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: legacy });
      await client.exec(LEGACY_SITES);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await checkMigrated(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    } finally {
      await client.close();
      fs.rmSync(legacy, { recursive: true, force: true });
    }
  });

  it("PostgreSQL: the same", async (context) => {
    const serverUrl = testServerUrl();
    if (!serverUrl) return context.skip("no PostgreSQL server (DATABASE_URL)");
    const { Client } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const name = `evolusite_test_domains_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const legacy = legacyMigrations();
    const client = new Client({ connectionString: databaseUrl(serverUrl, name) });
    try {
      await client.connect();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: legacy });
      await client.query(LEGACY_SITES);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await checkMigrated(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
    } finally {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(legacy, { recursive: true, force: true });
    }
  });
});
