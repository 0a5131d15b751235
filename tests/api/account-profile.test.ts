import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { freshEmail, registerThroughApi, registeredAndLoggedIn, sendJson, setSiteParameter } from "@/tests/support/accounts";
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

interface Profile {
  id: number;
  email: string;
  role: string;
  phone: string | null;
  firstname: string | null;
  lastname: string | null;
  birthdate: string | null;
}

const TAKEN = "Un compte existe déjà avec cette adresse e-mail.";

function profile(overrides: Record<string, unknown> = {}) {
  return { email: freshEmail("profil"), firstname: "Camille", lastname: "Durand", phone: "06 12 34 56 78", birthdate: "1990-05-17", ...overrides };
}

describe("PUT /user", () => {
  it("replaces the profile and answers it (e-mail lower-cased, names trimmed)", async () => {
    const { user, token } = await registeredAndLoggedIn();
    const email = freshEmail("Nouvelle.Adresse").toUpperCase();
    const response = await sendJson<Profile>("/user", "PUT", profile({ email: ` ${email} `, firstname: " Élodie ", lastname: "Martin" }), { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: null,
      data: {
        id: user.id,
        email: email.toLowerCase(),
        role: "CUSTOMER",
        phone: "06 12 34 56 78",
        firstname: "Élodie",
        lastname: "Martin",
        birthdate: "1990-05-17",
      },
    });
    expect(JSON.stringify(response.body)).not.toContain("argon2");
    // GET /user shows the new profile; the session survives the e-mail change.
    const me = await callApi<Profile>("/user", { token });
    expect(me.body.data).toEqual(response.body.data);
  });

  it("clears the phone and birthdate when sent blank or null", async () => {
    const { token } = await registeredAndLoggedIn(SITE_69, { phone: "06 12 34 56 78", birthdate: "1990-05-17" });
    const response = await sendJson<Profile>("/user", "PUT", profile({ phone: "", birthdate: null }), { token });
    expect(response.status).toBe(200);
    expect(response.body.data.phone).toBeNull();
    expect(response.body.data.birthdate).toBeNull();
  });

  it("keeps the role: a role in the body is ignored", async () => {
    const { user, token } = await registeredAndLoggedIn();
    const response = await sendJson<Profile>("/user", "PUT", profile({ role: "ADMIN" }), { token });
    expect(response.status).toBe(200);
    expect(response.body.data.role).toBe("CUSTOMER");
    const [row] = await (await getDb()).select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe("CUSTOMER");
  });

  it("answers 409 when the e-mail belongs to another account of the site, and changes nothing", async () => {
    const taken = await registerThroughApi();
    const { user, email, token } = await registeredAndLoggedIn();
    const response = await sendJson("/user", "PUT", profile({ email: (taken.body.email as string).toUpperCase(), firstname: "Autre" }), { token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, data: { email: [TAKEN] }, message: TAKEN });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(email);
    expect(row!.firstname).toBe("Camille");
  });

  it("accepts the user's own e-mail and an e-mail used on another site", async () => {
    const elsewhere = freshEmail("ailleurs");
    await registerThroughApi(SITE_70, { email: elsewhere, birthdate: "1980-01-01" });
    const { email, token } = await registeredAndLoggedIn();
    expect((await sendJson("/user", "PUT", profile({ email }), { token })).status).toBe(200);
    expect((await sendJson("/user", "PUT", profile({ email: elsewhere }), { token })).status).toBe(200);
    const rows = await (await getDb()).select().from(users).where(eq(users.email, elsewhere));
    expect(rows.map((r) => r.siteId).sort()).toEqual([SITE_69, SITE_70]);
  });

  it("validates every field (422) and writes nothing", async () => {
    const { user, token } = await registeredAndLoggedIn();
    const response = await sendJson<Record<string, string[]>>(
      "/user",
      "PUT",
      { email: "nope", firstname: " ", lastname: "x".repeat(101), phone: "abc", birthdate: "17/05/1990" },
      { token },
    );
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({
      email: ["L'adresse e-mail n'est pas valide."],
      firstname: ["Le prénom est obligatoire."],
      lastname: ["100 caractères au plus."],
      phone: ["Le numéro de téléphone n'est pas valide."],
      birthdate: ["La date de naissance n'est pas valide."],
    });
    const [row] = await (await getDb()).select().from(users).where(and(eq(users.id, user.id)));
    expect(row!.firstname).toBe("Camille");
  });

  it("applies the site's rules (ALLOW_ONLY_MOBILE_PHONE)", async () => {
    const { token } = await registeredAndLoggedIn();
    await setSiteParameter(SITE_69, "ALLOW_ONLY_MOBILE_PHONE", "true");
    try {
      const fixed = await sendJson<Record<string, string[]>>("/user", "PUT", profile({ phone: "04 78 42 18 65" }), { token });
      expect(fixed.status).toBe(422);
      expect(fixed.body.data).toEqual({ phone: ["Indiquez un numéro de portable français (06 ou 07)."] });
      expect((await sendJson("/user", "PUT", profile({ phone: "07 12 34 56 78" }), { token })).status).toBe(200);
    } finally {
      await setSiteParameter(SITE_69, "ALLOW_ONLY_MOBILE_PHONE", "false");
    }
  });

  it("answers 401 to an anonymous caller and to a token of another site", async () => {
    const anonymous = await sendJson("/user", "PUT", profile());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, data: null, message: "Vous devez être connecté." });
    const { token } = await registeredAndLoggedIn(SITE_69);
    expect((await sendJson("/user", "PUT", profile(), { siteId: SITE_70, token })).status).toBe(401);
  });
});
