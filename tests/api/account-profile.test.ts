import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { outbox, passwordResetTokens, users } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { EMAIL_CHANGE_PENDING_MESSAGE } from "@/lib/platform/services/update-profile";
import { userProfileSchema, type UserProfile } from "@/lib/schemas/account";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { freshEmail, registerThroughApi, registeredAndLoggedIn, sendJson, setSiteParameter, STRONG_PASSWORD } from "@/tests/support/accounts";
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

type Profile = UserProfile;

const CURRENT_FOR_EMAIL = "Saisissez votre mot de passe actuel pour changer d'adresse e-mail.";

/** A whole profile for PUT /user, keeping the given (current) e-mail unless overridden. */
function profile(email: string, overrides: Record<string, unknown> = {}) {
  return { email, firstname: "Camille", lastname: "Durand", phone: "06 12 34 56 78", birthdate: "1990-05-17", ...overrides };
}

async function outboxTo(email: string) {
  await settleBackgroundWork();
  return (await getDb()).select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(asc(outbox.id));
}

/** The token of the last e-mailed /email/verification/<token> link to `email`. */
async function verificationTokenFor(email: string): Promise<string> {
  const mails = await outboxTo(email);
  const token = /\/email\/verification\/([A-Za-z0-9_-]{20,})/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  return token;
}

describe("PUT /user", () => {
  it("replaces the profile and answers it (names trimmed), in the one profile schema", async () => {
    const { user, email, token } = await registeredAndLoggedIn();
    const response = await sendJson<Profile>("/user", "PUT", profile(` ${email.toUpperCase()} `, { firstname: " Élodie ", lastname: "Martin" }), { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: null,
      data: {
        id: user.id,
        email,
        role: "CUSTOMER",
        phone: "06 12 34 56 78",
        firstname: "Élodie",
        lastname: "Martin",
        birthdate: "1990-05-17",
        emailVerified: true,
        pendingEmail: null,
      },
    });
    expect(userProfileSchema.strict().parse(response.body.data)).toEqual(response.body.data);
    expect(JSON.stringify(response.body)).not.toContain("argon2");
    const me = await callApi<Profile>("/user", { token });
    expect(me.body.data).toEqual(response.body.data);
  });

  it("clears the phone and birthdate when sent blank or null", async () => {
    const { email, token } = await registeredAndLoggedIn(SITE_69, { phone: "06 12 34 56 78", birthdate: "1990-05-17" });
    const response = await sendJson<Profile>("/user", "PUT", profile(email, { phone: "", birthdate: null }), { token });
    expect(response.status).toBe(200);
    expect(response.body.data.phone).toBeNull();
    expect(response.body.data.birthdate).toBeNull();
  });

  it("keeps the role: a role in the body is ignored", async () => {
    const { user, email, token } = await registeredAndLoggedIn();
    const response = await sendJson<Profile>("/user", "PUT", profile(email, { role: "ADMIN" }), { token });
    expect(response.status).toBe(200);
    expect(response.body.data.role).toBe("CUSTOMER");
    const [row] = await (await getDb()).select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe("CUSTOMER");
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
    const { email, token } = await registeredAndLoggedIn();
    await setSiteParameter(SITE_69, "ALLOW_ONLY_MOBILE_PHONE", "true");
    try {
      const fixed = await sendJson<Record<string, string[]>>("/user", "PUT", profile(email, { phone: "04 78 42 18 65" }), { token });
      expect(fixed.status).toBe(422);
      expect(fixed.body.data).toEqual({ phone: ["Indiquez un numéro de portable français (06 ou 07)."] });
      expect((await sendJson("/user", "PUT", profile(email, { phone: "07 12 34 56 78" }), { token })).status).toBe(200);
    } finally {
      await setSiteParameter(SITE_69, "ALLOW_ONLY_MOBILE_PHONE", "false");
    }
  });

  it("answers 401 to an anonymous caller and to a token of another site", async () => {
    const anonymous = await sendJson("/user", "PUT", profile(freshEmail()));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, data: null, message: "Vous devez être connecté." });
    const { email, token } = await registeredAndLoggedIn(SITE_69);
    expect((await sendJson("/user", "PUT", profile(email), { siteId: SITE_70, token })).status).toBe(401);
  });
});

describe("PUT /user: changing the e-mail (current password, then the link sent to the new address)", () => {
  it("needs the current password (422 on the field), and a wrong one changes nothing", async () => {
    const { user, email, token } = await registeredAndLoggedIn();
    const missing = await sendJson("/user", "PUT", profile(freshEmail("nouvelle"), { firstname: "Autre" }), { token });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ success: false, data: { currentPassword: [CURRENT_FOR_EMAIL] }, message: CURRENT_FOR_EMAIL });
    const wrong = await sendJson("/user", "PUT", profile(freshEmail("nouvelle"), { currentPassword: "Pas-le-bon-2026" }), { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toEqual({ currentPassword: ["Le mot de passe actuel est incorrect."] });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email, firstname: "Camille" });
  });

  it("keeps the old address until the link sent to the new one is followed, then tells the old one", async () => {
    const { user, email, token } = await registeredAndLoggedIn();
    const next = freshEmail("nouvelle");
    const response = await sendJson<Profile>("/user", "PUT", profile(next, { currentPassword: STRONG_PASSWORD }), { token });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(EMAIL_CHANGE_PENDING_MESSAGE);
    expect(response.body.data).toMatchObject({ email, pendingEmail: next, emailVerified: true });
    const link = await verificationTokenFor(next);
    expect((await outboxTo(next)).map((m) => m.kind)).toEqual(["EMAIL_CHANGE"]);

    const confirmed = await sendJson("/email/verify", "PUT", { token: link });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, data: { email: next }, message: "Votre adresse e-mail est confirmée." });
    expect((await callApi<Profile>("/user", { token })).body.data).toMatchObject({ id: user.id, email: next, emailVerified: true, pendingEmail: null });
    const notice = (await outboxTo(email)).at(-1)!;
    expect(notice.kind).toBe("EMAIL_CHANGED");
    expect(notice.text).toContain(next);
    // The link is used up.
    expect((await sendJson("/email/verify", "PUT", { token: link })).status).toBe(422);
  });

  it("answers the same when the new address has an account: its owner is told, nothing changes", async () => {
    const taken = await registerThroughApi();
    const { user, email, token } = await registeredAndLoggedIn();
    const free = await registeredAndLoggedIn();
    const toTaken = await sendJson<Profile>("/user", "PUT", profile((taken.body.email as string).toUpperCase(), { currentPassword: STRONG_PASSWORD }), { token });
    const toFree = await sendJson<Profile>("/user", "PUT", profile(freshEmail("libre"), { currentPassword: STRONG_PASSWORD }), { token: free.token });
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.body.message).toBe(toFree.body.message);
    expect(toTaken.body.data.pendingEmail).toBe(taken.body.email);
    // Sent in the background: the order of the two e-mails is not decided.
    expect((await outboxTo(taken.body.email as string)).map((m) => m.kind).sort()).toEqual(["ACCOUNT_EXISTS", "EMAIL_VERIFY"]);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(email);
  });

  it("revokes the reset links of the old address once the change takes effect", async () => {
    const { user, token } = await registeredAndLoggedIn();
    const reset = "jeton-de-reinitialisation-avant-changement-01";
    await (await getDb()).insert(passwordResetTokens).values({ siteId: SITE_69, userId: user.id, tokenHash: hashSessionToken(reset), expiresAt: new Date(Date.now() + 3_600_000) });
    const next = freshEmail("nouvelle");
    await sendJson("/user", "PUT", profile(next, { currentPassword: STRONG_PASSWORD }), { token });
    expect((await sendJson("/email/verify", "PUT", { token: await verificationTokenFor(next) })).status).toBe(200);
    const used = await sendJson("/password/reset", "PUT", { token: reset, password: "Une-nouvelle-phrase-2026" });
    expect(used.status).toBe(422);
    expect(used.body.message).toBe("Ce lien n'est plus valide : demandez-en un nouveau.");
  });

  it("accepts an e-mail used on another site", async () => {
    const elsewhere = freshEmail("ailleurs");
    await registerThroughApi(SITE_70, { email: elsewhere, birthdate: "1980-01-01" });
    const { token } = await registeredAndLoggedIn();
    expect((await sendJson("/user", "PUT", profile(elsewhere, { currentPassword: STRONG_PASSWORD }), { token })).status).toBe(200);
    expect((await sendJson("/email/verify", "PUT", { token: await verificationTokenFor(elsewhere) })).status).toBe(200);
    const rows = await (await getDb()).select().from(users).where(eq(users.email, elsewhere));
    expect(rows.map((r) => r.siteId).sort()).toEqual([SITE_69, SITE_70]);
  });
});

describe("verifying the account's own address", () => {
  it("registration e-mails a link; following it marks the address verified", async () => {
    const { user, email, token } = await registeredAndLoggedIn(SITE_69, {}, { verified: false });
    expect((await callApi<Profile>("/user", { token })).body.data).toMatchObject({ emailVerified: false, pendingEmail: null });
    const link = await verificationTokenFor(email);
    expect((await sendJson("/email/verify", "PUT", { token: link })).body.data).toEqual({ email });
    expect((await callApi<Profile>("/user", { token })).body.data).toMatchObject({ id: user.id, emailVerified: true });
  });

  it("refuses an unknown token, a token of another site and an expired one (422, French)", async () => {
    const { email } = await registeredAndLoggedIn(SITE_69, {}, { verified: false });
    const link = await verificationTokenFor(email);
    const foreign = await sendJson("/email/verify", "PUT", { token: link }, { siteId: SITE_70 });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe("Ce lien de confirmation n'est plus valide : demandez-en un nouveau depuis votre compte.");
    expect((await sendJson("/email/verify", "PUT", { token: "x".repeat(43) })).status).toBe(422);
    expect((await sendJson("/email/verify", "PUT", {})).status).toBe(422);
  });

  it("POST /user/email/verification sends a new link (the older one stops working), 3 an hour, 409 once verified", async () => {
    const { email, token } = await registeredAndLoggedIn(SITE_69, {}, { verified: false });
    const first = await verificationTokenFor(email);
    const again = await sendJson("/user/email/verification", "POST", undefined, { token });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Un nouveau lien de confirmation vient d'être envoyé à votre adresse e-mail.");
    const second = await verificationTokenFor(email);
    expect(second).not.toBe(first);
    expect((await sendJson("/email/verify", "PUT", { token: first })).status).toBe(422);
    await sendJson("/user/email/verification", "POST", undefined, { token });
    await sendJson("/user/email/verification", "POST", undefined, { token });
    const limited = await sendJson("/user/email/verification", "POST", undefined, { token });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Trop de tentatives : réessayez dans quelques minutes.");
    expect((await sendJson("/email/verify", "PUT", { token: await verificationTokenFor(email) })).status).toBe(200);
    resetRateLimits();
    const done = await sendJson("/user/email/verification", "POST", undefined, { token });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe("Votre adresse e-mail est déjà confirmée.");
    expect((await sendJson("/user/email/verification", "POST", undefined)).status).toBe(401);
  });
});
