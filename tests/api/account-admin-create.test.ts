import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { passwordProblem } from "@/lib/domain/password-policy";
import { getDb } from "@/lib/platform/db/client";
import { openDatabase } from "@/lib/platform/db/open-database";
import { sessions, users } from "@/lib/platform/db/schema";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { site69DemoAdmin } from "@/lib/platform/seed/site-69/admin";
import { site70DemoAdmin } from "@/lib/platform/seed/site-70/admin";
import { createAdmin, CreateAdminError } from "@/lib/platform/services/create-admin";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { freshEmail, registeredAndLoggedIn, sendJson, STRONG_PASSWORD, type LoginData } from "@/tests/support/accounts";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => {
  resetRateLimits();
});

function login(email: string, password: string, siteId = SITE_69) {
  return sendJson<LoginData>("/login", "POST", { email, password }, { siteId });
}

describe("the demo administrator of site 69", () => {
  it("is seeded with the README credentials and can use admin routes", async () => {
    expect(site69DemoAdmin).toMatchObject({ email: "admin@elan-coaching.fr", password: "Elan-Coaching-2026!" });
    const response = await login("admin@elan-coaching.fr", "Elan-Coaching-2026!");
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ email: "admin@elan-coaching.fr", role: "ADMIN" });
    expect((await callApi("/admin/address/type", { token: response.body.data.token })).status).toBe(200);
  });

  it("exists only on site 69", async () => {
    const rows = await (await getDb()).select({ siteId: users.siteId }).from(users).where(eq(users.email, "admin@elan-coaching.fr"));
    expect(rows).toEqual([{ siteId: SITE_69 }]);
    expect((await login("admin@elan-coaching.fr", "Elan-Coaching-2026!", SITE_70)).status).toBe(401);
  });

  it("is not brought back at the next start once deleted (created with its site only)", async () => {
    const db = await getDb();
    const [admin] = await db.select().from(users).where(and(eq(users.siteId, SITE_69), eq(users.email, site69DemoAdmin.email)));
    await db.delete(users).where(eq(users.id, admin!.id));
    try {
      await prepareDatabase(db, { demoData: true });
      expect(await db.select().from(users).where(eq(users.email, site69DemoAdmin.email))).toEqual([]);
    } finally {
      await db.insert(users).values(admin!);
    }
  });

  // A second database of its own (embedded, in memory; slow to migrate on a busy machine). The
  // logic does not depend on the database kind: not repeated in the PostgreSQL run.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  it.skipIf(onPostgres)("is not created without the demo data", { timeout: 120_000 }, async () => {
    const bare = await openDatabase({ kind: "pglite", dataDir: null }, (db) => prepareDatabase(db, { demoData: false }));
    try {
      expect(await bare.db.select().from(users)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe("the demo administrator of site 70 (the wine shop)", () => {
  it("is seeded with the README credentials, verified, and opens the orders panel's API", async () => {
    expect(site70DemoAdmin).toMatchObject({ email: "admin@domaine-des-trois-collines.fr", password: "Trois-Collines-2026!" });
    const response = await login(site70DemoAdmin.email, site70DemoAdmin.password, SITE_70);
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ email: site70DemoAdmin.email, role: "ADMIN", firstname: "Hélène", lastname: "Garnier" });
    const [row] = await (await getDb()).select().from(users).where(eq(users.email, site70DemoAdmin.email));
    expect(row!.emailVerifiedAt).not.toBeNull();
    const orders = await callApi("/admin/order", { siteId: SITE_70, token: response.body.data.token });
    expect(orders.status).toBe(200);
    expect(orders.body.success).toBe(true);
  });

  it("exists only on site 70, and is an admin there only", async () => {
    const rows = await (await getDb()).select({ siteId: users.siteId }).from(users).where(eq(users.email, site70DemoAdmin.email));
    expect(rows).toEqual([{ siteId: SITE_70 }]);
    expect((await login(site70DemoAdmin.email, site70DemoAdmin.password, SITE_69)).status).toBe(401);
    const token = (await login(site70DemoAdmin.email, site70DemoAdmin.password, SITE_70)).body.data.token;
    // Its session is site 70's: site 69's admin routes refuse it.
    expect((await callApi("/admin/address/type", { siteId: SITE_69, token })).status).toBe(401);
  });
});

describe("createAdmin (npm run admin:create)", () => {
  it("creates an ADMIN with the given password, e-mail normalised", async () => {
    const email = freshEmail("gerante");
    const result = await createAdmin(await getDb(), { siteId: SITE_69, email: ` ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(result).toMatchObject({ outcome: "created", email, role: "ADMIN", siteName: "Élan Coaching", generatedPassword: null, passwordSet: true });
    const response = await login(email, STRONG_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.data.user.role).toBe("ADMIN");
    expect((await callApi("/admin/address/type", { token: response.body.data.token })).status).toBe(200);
  });

  it("generates a strong password when none is given, and it works", async () => {
    const email = freshEmail("genere");
    const result = await createAdmin(await getDb(), { siteId: SITE_70, email });
    expect(result.outcome).toBe("created");
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(passwordProblem(result.generatedPassword!)).toBeNull();
    const [row] = await (await getDb()).select().from(users).where(and(eq(users.siteId, SITE_70), eq(users.email, email)));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(result.generatedPassword!);
    expect((await login(email, result.generatedPassword!, SITE_70)).status).toBe(200);
    // Two runs never generate the same password.
    const other = await createAdmin(await getDb(), { siteId: SITE_70, email: freshEmail("genere") });
    expect(other.generatedPassword).not.toBe(result.generatedPassword);
  });

  it("promotes an existing customer of the site and keeps their password and sessions", async () => {
    const { user, email, password, token } = await registeredAndLoggedIn();
    const result = await createAdmin(await getDb(), { siteId: SITE_69, email });
    expect(result).toMatchObject({ outcome: "promoted", userId: user.id, role: "ADMIN", generatedPassword: null, passwordSet: false });
    expect((await callApi("/admin/address/type", { token })).status).toBe(200);
    expect((await login(email, password)).status).toBe(200);
    const rows = await (await getDb()).select().from(users).where(and(eq(users.siteId, SITE_69), eq(users.email, email)));
    expect(rows).toHaveLength(1);
  });

  it("replaces the password of an existing account when one is given, and ends its sessions", async () => {
    const { user, email, token } = await registeredAndLoggedIn();
    const result = await createAdmin(await getDb(), { siteId: SITE_69, email, password: "Nouveau-Depart-Lyon-69" });
    expect(result).toMatchObject({ outcome: "promoted", passwordSet: true, generatedPassword: null });
    expect((await callApi("/user", { token })).status).toBe(401);
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await login(email, "Nouveau-Depart-Lyon-69")).status).toBe(200);
  });

  it("keeps a SUPER_ADMIN a SUPER_ADMIN (nothing to promote)", async () => {
    const { user, email } = await registeredAndLoggedIn();
    await (await getDb()).update(users).set({ role: "SUPER_ADMIN" }).where(eq(users.id, user.id));
    const result = await createAdmin(await getDb(), { siteId: SITE_69, email });
    expect(result).toMatchObject({ outcome: "unchanged", role: "SUPER_ADMIN" });
    const [row] = await (await getDb()).select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe("SUPER_ADMIN");
  });

  it("says which sites exist when the site is unknown", async () => {
    const error = await createAdmin(await getDb(), { siteId: 999, email: freshEmail() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreateAdminError);
    expect((error as Error).message).toBe(
      "Site inconnu : aucun site n'a l'identifiant 999. Sites existants : 69 (Élan Coaching), 70 (Domaine des Trois Collines).",
    );
  });

  it("refuses a weak password with the policy's message, and a malformed e-mail", async () => {
    const email = freshEmail("faible");
    await expect(createAdmin(await getDb(), { siteId: SITE_69, email, password: "azerty123456" })).rejects.toThrow(
      "Mot de passe refusé : Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.",
    );
    await expect(createAdmin(await getDb(), { siteId: SITE_69, email, password: "court" })).rejects.toThrow(
      "Mot de passe refusé : Le mot de passe doit contenir au moins 12 caractères.",
    );
    await expect(createAdmin(await getDb(), { siteId: SITE_69, email: "pas-une-adresse" })).rejects.toThrow(
      "Adresse e-mail invalide (« pas-une-adresse ») : L'adresse e-mail n'est pas valide.",
    );
    expect(await (await getDb()).select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
