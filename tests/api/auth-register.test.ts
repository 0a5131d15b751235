import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { outbox, sessions, users } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { passwordHashing } from "@/lib/platform/services/hash-password";
import { REGISTER_MESSAGE } from "@/lib/platform/services/register-user";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { todayInParis } from "@/lib/schemas/account";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { freshEmail, registrationBody, sendJson, setSiteParameter, STRONG_PASSWORD } from "@/tests/support/accounts";
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

const TERMS = "Vous devez accepter les conditions d'utilisation.";
const REGISTERED = REGISTER_MESSAGE;

async function storedUser(siteId: number, email: string) {
  const [row] = await (await getDb())
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)));
  return row;
}

/** "YYYY-MM-DD" `years` years before today in Paris, shifted by `days`. */
function birthdateYearsAgo(years: number, days = 0): string {
  const [year, month, day] = todayInParis().split("-").map(Number) as [number, number, number];
  // 29 February in a year without one is the 28th (the birthday has passed), not 1 March.
  const lastDay = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  const date = new Date(Date.UTC(year - years, month - 1, Math.min(day, lastDay), 12));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("POST /register: success", () => {
  it("creates an unverified CUSTOMER and answers 202 with the one message, no data", async () => {
    const body = registrationBody({ email: "  Camille.Durand@Exemple.FR ", phone: "06 12 34 56 78", birthdate: "1990-05-17" });
    const response = await sendJson("/register", "POST", body);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ success: true, data: null, message: REGISTERED });

    const row = await storedUser(SITE_69, "camille.durand@exemple.fr");
    expect(row).toMatchObject({ role: "CUSTOMER", firstname: "Camille", lastname: "Durand", emailVerifiedAt: null });
    expect(row!.phone).toBe("06 12 34 56 78");
    expect(row!.birthdate).toBe("1990-05-17");
    expect(row!.acceptedTermsAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.acceptedTermsAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("stores an argon2id hash (m=19456, t=2, p=1), never the password", async () => {
    const body = registrationBody();
    expect((await sendJson("/register", "POST", body)).status).toBe(202);
    const row = await storedUser(SITE_69, body.email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(row!.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it("does not log in: no cookie, no session", async () => {
    const body = registrationBody();
    const response = await sendJson("/register", "POST", body);
    expect(response.status).toBe(202);
    expect(response.headers.getSetCookie()).toEqual([]);
    const open = await (await getDb()).select().from(sessions).where(eq(sessions.userId, (await storedUser(SITE_69, body.email))!.id));
    expect(open).toEqual([]);
  });

  it("ignores a role sent by the client (always CUSTOMER) and trims the names", async () => {
    const body = registrationBody({ role: "SUPER_ADMIN", firstname: "  Élodie ", lastname: " Martin  " });
    const response = await sendJson("/register", "POST", body);
    expect(response.status).toBe(202);
    expect(await storedUser(SITE_69, body.email)).toMatchObject({ role: "CUSTOMER", firstname: "Élodie", lastname: "Martin" });
  });

  it("treats a blank phone and birthdate as absent", async () => {
    const body = registrationBody({ phone: "  ", birthdate: "" });
    expect((await sendJson("/register", "POST", body)).status).toBe(202);
    const row = await storedUser(SITE_69, body.email);
    expect(row!.phone).toBeNull();
    expect(row!.birthdate).toBeNull();
  });
});

describe("POST /register: one account per e-mail and site", () => {
  it("answers an address that has an account exactly as a new one, and e-mails its owner instead", async () => {
    const email = freshEmail("doublon");
    const first = await sendJson("/register", "POST", registrationBody({ email }));
    const again = await sendJson("/register", "POST", registrationBody({ email: email.toUpperCase(), password: "Une-autre-phrase-2026" }));
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.getSetCookie()).toEqual(first.headers.getSetCookie());
    const rows = await (await getDb()).select().from(users).where(and(eq(users.siteId, SITE_69), eq(users.email, email)));
    expect(rows).toHaveLength(1);
    // The first registration got a verification link, the second one a warning to the owner.
    await settleBackgroundWork();
    const mails = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(asc(outbox.id));
    // Both are sent in the background after the answers: their order is not decided.
    expect(mails.map((m) => m.kind).sort()).toEqual(["ACCOUNT_EXISTS", "EMAIL_VERIFY"]);
    const warning = mails.find((m) => m.kind === "ACCOUNT_EXISTS")!;
    expect(warning.text).toContain("Quelqu'un a essayé de créer un compte");
    expect(warning.text).toContain("/password/reset/ask");
  });

  it("spends one argon2 hash whether the address has an account or not (same work, no timing)", async () => {
    const email = freshEmail("meme-travail");
    await sendJson("/register", "POST", registrationBody({ email }));
    const hashes = vi.spyOn(passwordHashing, "hash");
    try {
      await sendJson("/register", "POST", registrationBody({ email }));
      await sendJson("/register", "POST", registrationBody());
      expect(hashes).toHaveBeenCalledTimes(2);
    } finally {
      hashes.mockRestore();
    }
  });

  it("lets the same e-mail register on another site as a different account", async () => {
    const email = freshEmail("deux-sites");
    const on69 = await sendJson("/register", "POST", registrationBody({ email }), { siteId: SITE_69 });
    // Site 70 asks the birthdate (its seed parameters).
    const on70 = await sendJson("/register", "POST", registrationBody({ email, birthdate: "1985-03-12" }), { siteId: SITE_70 });
    expect(on69.status).toBe(202);
    expect(on70.status).toBe(202);
    expect((await storedUser(SITE_70, email))!.id).not.toBe((await storedUser(SITE_69, email))!.id);
    expect((await storedUser(SITE_70, email))!.siteId).toBe(SITE_70);
  });
});

describe("POST /register: validation (422, per field, nothing written)", () => {
  it("reports every missing field at once, in French", async () => {
    const response = await sendJson<Record<string, string[]>>("/register", "POST", {});
    expect(response.status).toBe(422);
    expect(response.body.message).toBe("Certaines données sont invalides.");
    expect(response.body.data).toEqual({
      email: ["L'adresse e-mail est obligatoire."],
      password: ["Le mot de passe est obligatoire."],
      firstname: ["Le prénom est obligatoire."],
      lastname: ["Le nom est obligatoire."],
      acceptTerms: [TERMS],
    });
  });

  it("requires the terms of use to be accepted", async () => {
    for (const acceptTerms of [false, "true", undefined]) {
      const body = registrationBody({ acceptTerms });
      const response = await sendJson<Record<string, string[]>>("/register", "POST", body);
      expect(response.status).toBe(422);
      expect(response.body.data).toEqual({ acceptTerms: [TERMS] });
      expect(await storedUser(SITE_69, body.email)).toBeUndefined();
    }
  });

  it.each([
    ["too short", "Court-2026!", "Le mot de passe doit contenir au moins 12 caractères."],
    ["too long", "x".repeat(60) + "Y-".repeat(40), "Le mot de passe doit contenir 128 caractères au plus."],
    ["common", "azerty123456", "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."],
    ["a common French one dressed up", "MotDePasse2026!", "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."],
  ])("refuses a password that is %s", async (_label, password, message) => {
    const body = registrationBody({ password });
    const response = await sendJson<Record<string, string[]>>("/register", "POST", body);
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({ password: [message] });
    expect(await storedUser(SITE_69, body.email)).toBeUndefined();
  });

  it("refuses a malformed e-mail, phone or birthdate", async () => {
    const response = await sendJson<Record<string, string[]>>(
      "/register",
      "POST",
      registrationBody({ email: "camille@", phone: "12 34", birthdate: "2001-02-30" }),
    );
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({
      email: ["L'adresse e-mail n'est pas valide."],
      phone: ["Le numéro de téléphone n'est pas valide."],
      birthdate: ["La date de naissance n'est pas valide."],
    });
  });

  it("refuses a birthdate in the future", async () => {
    const response = await sendJson<Record<string, string[]>>("/register", "POST", registrationBody({ birthdate: birthdateYearsAgo(0, 2) }));
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({ birthdate: ["La date de naissance n'est pas valide."] });
  });

  it("answers 415 to a body that is not JSON, 422 to malformed JSON", async () => {
    const form = await callApi("/register", { method: "POST", body: "email=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    const broken = await callApi("/register", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(422);
    expect(broken.body.data).toEqual({ body: ["Le corps de la requête n'est pas un JSON valide."] });
  });

  it("needs X-Site-Id", async () => {
    const response = await sendJson("/register", "POST", registrationBody(), { siteId: null });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("L'en-tête X-Site-Id est obligatoire.");
  });
});

describe("POST /register: the site's registration parameters", () => {
  // Site 70 asks the birthdate and blocks minors in its seed; site 69 does neither (until changed here).
  it("site 70 requires a birthdate and refuses minors (Europe/Paris day)", async () => {
    const missing = await sendJson<Record<string, string[]>>("/register", "POST", registrationBody(), { siteId: SITE_70 });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ birthdate: ["La date de naissance est obligatoire."] });

    const minor = await sendJson<Record<string, string[]>>("/register", "POST", registrationBody({ birthdate: birthdateYearsAgo(18, 1) }), {
      siteId: SITE_70,
    });
    expect(minor.status).toBe(422);
    expect(minor.body.data).toEqual({ birthdate: ["Vous devez avoir au moins 18 ans pour avoir un compte sur ce site."] });

    const eighteenToday = await sendJson("/register", "POST", registrationBody({ birthdate: birthdateYearsAgo(18) }), { siteId: SITE_70 });
    expect(eighteenToday.status).toBe(202);
  });

  it("ASK_BIRTHDATE_AT_REGISTER on site 69 makes the birthdate required (minors still welcome)", async () => {
    await setSiteParameter(SITE_69, "ASK_BIRTHDATE_AT_REGISTER", "true");
    try {
      const missing = await sendJson<Record<string, string[]>>("/register", "POST", registrationBody());
      expect(missing.status).toBe(422);
      expect(missing.body.data).toEqual({ birthdate: ["La date de naissance est obligatoire."] });
      expect((await sendJson("/register", "POST", registrationBody({ birthdate: birthdateYearsAgo(15) }))).status).toBe(202);
    } finally {
      await setSiteParameter(SITE_69, "ASK_BIRTHDATE_AT_REGISTER", "false");
    }
    expect((await sendJson("/register", "POST", registrationBody())).status).toBe(202);
  });

  it("ALLOW_ONLY_MOBILE_PHONE accepts only French mobile numbers", async () => {
    expect((await sendJson("/register", "POST", registrationBody({ phone: "04 78 42 18 65" }))).status).toBe(202);
    await setSiteParameter(SITE_69, "ALLOW_ONLY_MOBILE_PHONE", "true");
    try {
      for (const phone of ["04 78 42 18 65", "+33 4 78 42 18 65", "08 00 12 34 56", "+44 7700 900123"]) {
        const response = await sendJson<Record<string, string[]>>("/register", "POST", registrationBody({ phone }));
        expect(response.status, phone).toBe(422);
        expect(response.body.data).toEqual({ phone: ["Indiquez un numéro de portable français (06 ou 07)."] });
      }
      for (const phone of ["06 12 34 56 78", "07.12.34.56.78", "+33 7 12 34 56 78", "+33 (0)6 12 34 56 78", ""]) {
        expect((await sendJson("/register", "POST", registrationBody({ phone }))).status, phone).toBe(202);
      }
    } finally {
      await setSiteParameter(SITE_69, "ALLOW_ONLY_MOBILE_PHONE", "false");
    }
  });
});

describe("POST /register: rate limit (5 per hour per IP)", () => {
  it("answers 429 with Retry-After to the 6th registration from one address", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i += 1) {
      expect((await sendJson("/register", "POST", registrationBody(), { ip })).status).toBe(202);
    }
    const body = registrationBody();
    const blocked = await sendJson("/register", "POST", body, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, data: null, message: "Trop de tentatives : réessayez dans quelques minutes." });
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedUser(SITE_69, body.email)).toBeUndefined();
    // Another address is not held back.
    expect((await sendJson("/register", "POST", registrationBody(), { ip: "198.51.100.8" })).status).toBe(202);
  });

  it("does not count invalid forms (422): a visitor fixing typos is not blocked", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 8; i += 1) {
      expect((await sendJson("/register", "POST", registrationBody({ acceptTerms: false }), { ip })).status).toBe(422);
    }
    expect((await sendJson("/register", "POST", registrationBody(), { ip })).status).toBe(202);
  });
});
