import { describe, expect, it } from "vitest";
import {
  ageOn,
  changePasswordSchema,
  DEFAULT_REGISTRATION_RULES,
  isCalendarDate,
  loginSchema,
  newsletterSubscribeSchema,
  profileSchema,
  registerSchema,
  registrationRules,
  resetAskSchema,
  resetPasswordSchema,
  todayInParis,
} from "@/lib/schemas/account";

/** Field → messages, as the API's 422 gives them. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (fields[issue.path.join(".")] ??= []).push(issue.message);
  return fields;
}

const VALID = { email: "camille@exemple.fr", password: "Lumière-du-Rhône-2026", firstname: "Camille", lastname: "Durand", acceptTerms: true };

describe("registrationRules", () => {
  it("reads the three REGISTRATION parameters (missing = off)", () => {
    expect(registrationRules({})).toEqual(DEFAULT_REGISTRATION_RULES);
    expect(registrationRules({ ASK_BIRTHDATE_AT_REGISTER: "true" })).toEqual({ birthdateRequired: true, blockMinors: false, mobileOnly: false });
    expect(registrationRules({ ALLOW_ONLY_MOBILE_PHONE: "true", ASK_BIRTHDATE_AT_REGISTER: "false" })).toEqual({
      birthdateRequired: false,
      blockMinors: false,
      mobileOnly: true,
    });
  });

  it("requires the birthdate when minors are blocked (an age cannot be checked without it)", () => {
    expect(registrationRules({ BLOCK_MINORS_FROM_REGISTERING: "true" })).toEqual({ birthdateRequired: true, blockMinors: true, mobileOnly: false });
  });
});

describe("dates", () => {
  it("gives today's date in Paris, not in UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(todayInParis(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    // 22:30 UTC on 30 June is 00:30 on 1 July in Paris (UTC+2 in summer).
    expect(todayInParis(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(todayInParis(new Date("2026-06-30T21:30:00Z"))).toBe("2026-06-30");
  });

  it("knows real calendar dates and whole ages", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("17/05/1990")).toBe(false);
    expect(ageOn("2008-11-21", "2026-11-21")).toBe(18);
    expect(ageOn("2008-11-22", "2026-11-21")).toBe(17);
  });
});

describe("registerSchema", () => {
  it("normalises the e-mail and the names, blanks become null", async () => {
    const result = await registerSchema().safeParseAsync({ ...VALID, email: "  Camille@Exemple.FR ", firstname: " Camille ", phone: " ", birthdate: "" });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...VALID, email: "camille@exemple.fr", phone: null, birthdate: null });
  });

  it("requires the terms of use", async () => {
    for (const acceptTerms of [false, undefined, "on"]) {
      expect(errors(await registerSchema().safeParseAsync({ ...VALID, acceptTerms }))).toEqual({
        acceptTerms: ["Vous devez accepter les conditions d'utilisation."],
      });
    }
  });

  it("blocks minors on the day in Paris when asked (18th birthday included)", async () => {
    const rules = registrationRules({ BLOCK_MINORS_FROM_REGISTERING: "true" });
    // 21 November 2026, 23:30 in Paris = 22:30 UTC.
    const now = () => new Date("2026-11-21T22:30:00Z");
    expect((await registerSchema(rules, now).safeParseAsync({ ...VALID, birthdate: "2008-11-21" })).success).toBe(true);
    expect(errors(await registerSchema(rules, now).safeParseAsync({ ...VALID, birthdate: "2008-11-22" }))).toEqual({
      birthdate: ["Vous devez avoir au moins 18 ans pour avoir un compte sur ce site."],
    });
    // 30 minutes later (00:00 on 22 November in Paris, still the 21st in UTC) the next birthday counts.
    const midnight = () => new Date("2026-11-21T23:00:00Z");
    expect((await registerSchema(rules, midnight).safeParseAsync({ ...VALID, birthdate: "2008-11-22" })).success).toBe(true);
    expect(errors(await registerSchema(rules, now).safeParseAsync(VALID))).toEqual({ birthdate: ["La date de naissance est obligatoire."] });
  });

  it("accepts only French mobile numbers when asked", async () => {
    const rules = registrationRules({ ALLOW_ONLY_MOBILE_PHONE: "true" });
    for (const phone of ["06 12 34 56 78", "07-12-34-56-78", "+33 6 12 34 56 78", "0033 7 12 34 56 78", "+33 (0)7 12 34 56 78"]) {
      expect((await registerSchema(rules).safeParseAsync({ ...VALID, phone })).success, phone).toBe(true);
    }
    for (const phone of ["04 78 42 18 65", "09 12 34 56 78", "+32 470 12 34 56", "06 12 34 56"]) {
      expect(errors(await registerSchema(rules).safeParseAsync({ ...VALID, phone })), phone).toEqual({
        phone: ["Indiquez un numéro de portable français (06 ou 07)."],
      });
    }
    // Without the rule, landlines and foreign numbers are fine.
    expect((await registerSchema().safeParseAsync({ ...VALID, phone: "+32 470 12 34 56" })).success).toBe(true);
    expect((await registerSchema().safeParseAsync({ ...VALID, phone: "04 78 42 18 65" })).success).toBe(true);
  });
});

describe("the other schemas", () => {
  it("loginSchema does not apply the policy (old passwords still log in)", () => {
    expect(loginSchema.safeParse({ email: "A@B.FR", password: "court" })).toEqual({ success: true, data: { email: "a@b.fr", password: "court" } });
    expect(errors(loginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: ["L'adresse e-mail est obligatoire."],
      password: ["Le mot de passe est obligatoire."],
    });
  });

  it("profileSchema needs names and e-mail, applies the site rules", () => {
    expect(profileSchema().safeParse({ email: "a@b.fr", firstname: "A", lastname: "B" }).data).toEqual({
      email: "a@b.fr",
      firstname: "A",
      lastname: "B",
      phone: null,
      birthdate: null,
      currentPassword: null,
    });
    const rules = registrationRules({ ASK_BIRTHDATE_AT_REGISTER: "true" });
    expect(errors(profileSchema(rules).safeParse({ email: "a@b.fr", firstname: "A", lastname: "B" }))).toEqual({
      birthdate: ["La date de naissance est obligatoire."],
    });
  });

  it("changePasswordSchema applies the policy to the new password and wants a change", async () => {
    expect(errors(await changePasswordSchema.safeParseAsync({ currentPassword: "x", newPassword: "motdepasse2026" }))).toEqual({
      newPassword: ["Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."],
    });
    expect(errors(await changePasswordSchema.safeParseAsync({ currentPassword: VALID.password, newPassword: VALID.password }))).toEqual({
      newPassword: ["Le nouveau mot de passe doit être différent de l'actuel."],
    });
  });

  it("reset and newsletter schemas", async () => {
    expect(resetAskSchema.safeParse({ email: " X@Y.FR " }).data).toEqual({ email: "x@y.fr" });
    expect(errors(await resetPasswordSchema.safeParseAsync({ token: " ", password: "court" }))).toEqual({
      token: ["Ce lien n'est plus valide : demandez-en un nouveau."],
      password: ["Le mot de passe doit contenir au moins 12 caractères."],
    });
    expect(newsletterSubscribeSchema.safeParse({ email: "a@b.fr" }).data).toEqual({ email: "a@b.fr" });
    expect(newsletterSubscribeSchema.safeParse({ email: "a@b.fr", listId: 3 }).data).toEqual({ email: "a@b.fr", listId: 3 });
    expect(errors(newsletterSubscribeSchema.safeParse({ email: "a@b.fr", listId: 1.5 }))).toEqual({ listId: ["La liste choisie n'existe pas."] });
  });
});
