import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { sessions, users } from "@/lib/platform/db/schema";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";
import type { UserProfile } from "@/lib/schemas/account";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000);
const UNAUTHORIZED = "Vous devez être connecté.";
const FORBIDDEN = "Vous n'avez pas les droits nécessaires.";

type Profile = UserProfile;

describe("GET /logged", () => {
  it("is false without a token", async () => {
    const response = await callApi<boolean>("/logged", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: false, message: null });
  });

  it("is true with the Bearer token of a customer", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const response = await callApi<boolean>("/logged", { siteId: SITE_69, token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: true, message: null });
  });

  it("is true with the token cookie", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const response = await callApi<boolean>("/logged", { siteId: SITE_69, cookie: `token=${token}` });
    expect(response.body.data).toBe(true);
  });

  it("is true with the token cookie among other cookies", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const response = await callApi<boolean>("/logged", { siteId: SITE_69, cookie: `idSite=69; token=${token}; lang=fr` });
    expect(response.body.data).toBe(true);
  });

  it("accepts the Bearer scheme case-insensitively", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const response = await callApi<boolean>("/logged", { siteId: SITE_69, headers: { Authorization: `bearer ${token}` } });
    expect(response.body.data).toBe(true);
  });

  it("is false with an expired session (Bearer or cookie)", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER", TWO_DAYS_AGO());
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token })).body.data).toBe(false);
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, cookie: `token=${token}` })).body.data).toBe(false);
  });

  it("is true until the session expiry, false after it", async () => {
    // Created 86300 s ago: still 100 s to live.
    const almost = await createLoggedUser(SITE_69, "CUSTOMER", new Date(Date.now() - 86_300_000));
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token: almost.token })).body.data).toBe(true);
    // Created 86500 s ago: expired 100 s ago.
    const expired = await createLoggedUser(SITE_69, "CUSTOMER", new Date(Date.now() - 86_500_000));
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token: expired.token })).body.data).toBe(false);
  });

  it.each([
    ["a short garbage token", "garbage"],
    ["a well-formed unknown token", randomBytes(32).toString("base64url")],
    ["an overlong token", "x".repeat(500)],
  ])("is false with %s", async (_label, token) => {
    const response = await callApi<boolean>("/logged", { siteId: SITE_69, token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: false, message: null });
  });

  it("is false with a non-Bearer Authorization header", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const response = await callApi<boolean>("/logged", { siteId: SITE_69, headers: { Authorization: `Basic ${token}` } });
    expect(response.body.data).toBe(false);
  });

  it("does not accept the stored token hash as a token", async () => {
    const { user } = await createLoggedUser(SITE_69, "CUSTOMER");
    const [session] = await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id));
    const response = await callApi<boolean>("/logged", { siteId: SITE_69, token: session!.tokenHash });
    expect(response.body.data).toBe(false);
  });

  it("is false once the session row is deleted (logout)", async () => {
    const { user, token } = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token })).body.data).toBe(true);
    await (await getDb()).delete(sessions).where(eq(sessions.userId, user.id));
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token })).body.data).toBe(false);
  });
});

describe("GET /user", () => {
  it("answers 401 with a French message without login", async () => {
    const response = await callApi("/user", { siteId: SITE_69 });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, data: null, message: UNAUTHORIZED });
  });

  it("answers 401 with an expired session", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER", TWO_DAYS_AGO());
    const response = await callApi("/user", { siteId: SITE_69, token });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(UNAUTHORIZED);
  });

  it("returns the profile of the logged user and nothing secret", async () => {
    const { user, token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const db = await getDb();
    await db
      .update(users)
      .set({ phone: "06 12 34 56 78", birthdate: "1990-05-17", passwordHash: "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA" })
      .where(eq(users.id, user.id));
    const response = await callApi<Profile>("/user", { siteId: SITE_69, token });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data).toEqual({
      id: user.id,
      email: user.email,
      role: "CUSTOMER",
      phone: "06 12 34 56 78",
      firstname: "Camille",
      lastname: "Durand",
      birthdate: "1990-05-17",
      emailVerified: true,
      pendingEmail: null,
    });
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain("passwordHash");
    expect(raw).not.toContain("argon2");
    expect(raw).not.toContain("tokenHash");
  });

  it("returns the same profile through the token cookie", async () => {
    const { user, token } = await createLoggedUser(SITE_69, "ADMIN");
    const response = await callApi<Profile>("/user", { siteId: SITE_69, cookie: `token=${token}` });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: user.id, email: user.email, role: "ADMIN", phone: null, birthdate: null });
  });
});

describe("GET /admin/address/type", () => {
  it("answers 401 to an anonymous visitor", async () => {
    const response = await callApi("/admin/address/type", { siteId: SITE_69 });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, data: null, message: UNAUTHORIZED });
  });

  it("answers 403 to a customer", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const response = await callApi("/admin/address/type", { siteId: SITE_69, token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, data: null, message: FORBIDDEN });
  });

  it("answers 401 to an admin whose session expired", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN", TWO_DAYS_AGO());
    const response = await callApi("/admin/address/type", { siteId: SITE_69, token });
    expect(response.status).toBe(401);
  });

  it.each(["ADMIN", "SUPER_ADMIN"] as const)("lists the address types to %s", async (role) => {
    const { token } = await createLoggedUser(SITE_69, role);
    const response = await callApi<{ value: string; label: string }[]>("/admin/address/type", { siteId: SITE_69, token });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const types = response.body.data;
    expect(Array.isArray(types)).toBe(true);
    for (const type of types) {
      expect(Object.keys(type).sort()).toEqual(["label", "value"]);
      expect(type.value).toMatch(/^[A-Z_]+$/);
      expect(type.label.trim().length).toBeGreaterThan(0);
    }
    const values = types.map((t) => t.value);
    expect(values).toContain("SHIPPING");
    expect(values).toContain("BILLING");
    expect(new Set(values).size).toBe(values.length);
    expect(types.find((t) => t.value === "SHIPPING")!.label).toBe("Adresse de livraison");
    expect(types.find((t) => t.value === "BILLING")!.label).toBe("Adresse de facturation");
  });
});

describe("a session belongs to one site", () => {
  it("does not log a site-69 user into site 70 (logged, user, admin)", async () => {
    const { token } = await createLoggedUser(SITE_69, "SUPER_ADMIN");
    // Valid on its own site…
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token })).body.data).toBe(true);
    expect((await callApi("/admin/address/type", { siteId: SITE_69, token })).status).toBe(200);
    // …worthless on the other one.
    const logged = await callApi<boolean>("/logged", { siteId: SITE_70, token });
    expect(logged.status).toBe(200);
    expect(logged.body.data).toBe(false);
    const user = await callApi("/user", { siteId: SITE_70, token });
    expect(user.status).toBe(401);
    expect(user.body).toEqual({ success: false, data: null, message: UNAUTHORIZED });
    const admin = await callApi("/admin/address/type", { siteId: SITE_70, token });
    expect(admin.status).toBe(401);
    expect(admin.body.message).toBe(UNAUTHORIZED);
  });

  it("does not accept a site-69 token cookie on site 70", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    expect((await callApi<boolean>("/logged", { siteId: SITE_70, cookie: `token=${token}` })).body.data).toBe(false);
    expect((await callApi("/user", { siteId: SITE_70, cookie: `token=${token}` })).status).toBe(401);
  });

  it("does not log a site-70 user into site 69", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    expect((await callApi<boolean>("/logged", { siteId: SITE_70, token })).body.data).toBe(true);
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token })).body.data).toBe(false);
    expect((await callApi("/admin/address/type", { siteId: SITE_69, token })).status).toBe(401);
  });
});
