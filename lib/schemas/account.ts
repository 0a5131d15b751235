import { z } from "zod";
import { readBoolean, type ParameterMap } from "@/lib/domain/parameter-map";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblemWith, passwordLengthProblem } from "@/lib/domain/password-rules";
import { lazyValue } from "@/lib/domain/lazy-value";

/**
 * Account inputs (issue 4), shared by the API (lib/platform/routes) and the forms (react-hook-form +
 * zodResolver), so a visitor sees in the form exactly the errors the API would give. Messages are
 * French. Registration and profile depend on the site's parameters: build them with
 * `registerSchema(registrationRules(parameters))` / `profileSchema(registrationRules(parameters))`.
 */

export const ACCOUNT_MESSAGES = {
  emailRequired: "L'adresse e-mail est obligatoire.",
  emailInvalid: "L'adresse e-mail n'est pas valide.",
  emailTooLong: "L'adresse e-mail est trop longue (254 caractères au plus).",
  firstnameRequired: "Le prénom est obligatoire.",
  lastnameRequired: "Le nom est obligatoire.",
  nameTooLong: "100 caractères au plus.",
  phoneInvalid: "Le numéro de téléphone n'est pas valide.",
  phoneMobileOnly: "Indiquez un numéro de portable français (06 ou 07).",
  birthdateRequired: "La date de naissance est obligatoire.",
  birthdateInvalid: "La date de naissance n'est pas valide.",
  minor: "Vous devez avoir au moins 18 ans pour avoir un compte sur ce site.",
  termsRequired: "Vous devez accepter les conditions d'utilisation.",
  currentPasswordRequired: "Le mot de passe actuel est obligatoire.",
  passwordTooLong: "Le mot de passe est trop long.",
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel.",
  resetTokenInvalid: "Ce lien n'est plus valide : demandez-en un nouveau.",
  emailLinkInvalid: "Ce lien de confirmation n'est plus valide : demandez-en un nouveau depuis votre compte.",
  currentPasswordForEmail: "Saisissez votre mot de passe actuel pour changer d'adresse e-mail.",
  listInvalid: "La liste choisie n'existe pas.",
} as const;

export const ADULT_AGE = 18;

// ---------- site rules ----------

/** What the site's parameters (SPEC §9, REGISTRATION theme) ask of a registration. Plain data:
 *  a server component can compute it and hand it to a client form. */
export interface RegistrationRules {
  /** ASK_BIRTHDATE_AT_REGISTER, or BLOCK_MINORS_FROM_REGISTERING (an age cannot be checked without it). */
  birthdateRequired: boolean;
  /** BLOCK_MINORS_FROM_REGISTERING: under 18 (today in Europe/Paris) refused. */
  blockMinors: boolean;
  /** ALLOW_ONLY_MOBILE_PHONE: only French mobile numbers (06, 07, +33 6, +33 7). */
  mobileOnly: boolean;
}

export const DEFAULT_REGISTRATION_RULES: RegistrationRules = { birthdateRequired: false, blockMinors: false, mobileOnly: false };

export function registrationRules(parameters: ParameterMap): RegistrationRules {
  const blockMinors = readBoolean(parameters, "BLOCK_MINORS_FROM_REGISTERING");
  return {
    birthdateRequired: blockMinors || readBoolean(parameters, "ASK_BIRTHDATE_AT_REGISTER"),
    blockMinors,
    mobileOnly: readBoolean(parameters, "ALLOW_ONLY_MOBILE_PHONE"),
  };
}

// ---------- dates ----------

const PARIS_DAY = lazyValue(() => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }));

/** Today's date in France, "YYYY-MM-DD" (a birthday starts at midnight in Paris, not in UTC). */
export function todayInParis(now: Date = new Date()): string {
  const parts = Object.fromEntries(PARIS_DAY().formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar date "YYYY-MM-DD" (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between a birthdate and a day, both "YYYY-MM-DD". */
export function ageOn(birthdate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return day.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

// ---------- fields ----------

export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .max(254, { error: ACCOUNT_MESSAGES.emailTooLong })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }));

/**
 * The common-password list (~13 kB gzip), loaded on first need rather than with the page: forms
 * call this when a password field gets focus, the refinement below awaits it. Same module, same
 * check on the server.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  return import("@/lib/domain/common-passwords").then((list) => list.commonPasswordSet());
}

/**
 * A password being chosen: the policy of lib/domain/password-rules.ts (not trimmed). Asynchronous
 * (the list is loaded on demand): parse with `safeParseAsync` (the API's parseJsonBody does, and so
 * does zodResolver).
 */
export const newPasswordSchema = z.string({ error: PASSWORD_MESSAGES.required }).superRefine(async (value, ctx) => {
  const problem = passwordLengthProblem(value) ?? passwordProblemWith(value, await loadCommonPasswords());
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** A password being typed to prove who one is: no policy (older passwords stay valid), bounded. */
const typedPasswordSchema = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(PASSWORD_MAX_LENGTH * 8, { error: ACCOUNT_MESSAGES.passwordTooLong });

const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: ACCOUNT_MESSAGES.nameTooLong });

/** Digits of a phone number as typed: spaces, dots, dashes, brackets and "(0)" dropped. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\(0\)/g, "").replace(/[\s.\-()]/g, "");
}

const ANY_PHONE = /^(?:0\d{9}|\+\d{8,15}|00\d{8,15})$/;
const FRENCH_MOBILE = /^(?:0[67]\d{8}|(?:\+33|0033)[67]\d{8})$/;

/** Optional phone: blank → null; kept as typed (trimmed, single spaces). */
export function phoneSchema(rules: Pick<RegistrationRules, "mobileOnly">) {
  return z
    .string({ error: ACCOUNT_MESSAGES.phoneInvalid })
    .max(30, { error: ACCOUNT_MESSAGES.phoneInvalid })
    .nullish()
    .transform((value) => value?.trim().replace(/\s+/g, " ") || null)
    .superRefine((value, ctx) => {
      if (value === null) return;
      const digits = phoneDigits(value);
      if (rules.mobileOnly) {
        if (!FRENCH_MOBILE.test(digits)) ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.phoneMobileOnly });
      } else if (!ANY_PHONE.test(digits)) {
        ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.phoneInvalid });
      }
    });
}

/** Birthdate "YYYY-MM-DD": blank → null (refused when required); not in the future; 18+ when asked. */
export function birthdateSchema(rules: Pick<RegistrationRules, "birthdateRequired" | "blockMinors">, now: () => Date = () => new Date()) {
  return z
    .string({ error: ACCOUNT_MESSAGES.birthdateInvalid })
    .nullish()
    .transform((value) => value?.trim() || null)
    .superRefine((value, ctx) => {
      if (value === null) {
        if (rules.birthdateRequired) ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.birthdateRequired });
        return;
      }
      const today = todayInParis(now());
      if (!isCalendarDate(value) || value < "1900-01-01" || value > today) {
        ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.birthdateInvalid });
        return;
      }
      if (rules.blockMinors && ageOn(value, today) < ADULT_AGE) ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.minor });
    });
}

// ---------- bodies ----------

/** POST /register. */
export function registerSchema(rules: RegistrationRules = DEFAULT_REGISTRATION_RULES, now?: () => Date) {
  return z.object({
    email: emailSchema,
    password: newPasswordSchema,
    firstname: nameSchema(ACCOUNT_MESSAGES.firstnameRequired),
    lastname: nameSchema(ACCOUNT_MESSAGES.lastnameRequired),
    phone: phoneSchema(rules),
    birthdate: birthdateSchema(rules, now),
    acceptTerms: z
      .boolean({ error: ACCOUNT_MESSAGES.termsRequired })
      .refine((accepted) => accepted, { error: ACCOUNT_MESSAGES.termsRequired }),
  });
}
export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;
export type RegisterData = z.output<ReturnType<typeof registerSchema>>;

/** POST /login. Any typed password (the policy applies when choosing one, not when logging in). */
export const loginSchema = z.object({
  email: emailSchema,
  password: typedPasswordSchema(PASSWORD_MESSAGES.required),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * PUT /user: the whole profile (phone and birthdate blank → cleared), same site rules as
 * registration. A new e-mail needs `currentPassword` (checked by the server, which knows the
 * current address) and only takes effect once the link sent to it is followed.
 */
export function profileSchema(rules: RegistrationRules = DEFAULT_REGISTRATION_RULES, now?: () => Date) {
  return z.object({
    email: emailSchema,
    firstname: nameSchema(ACCOUNT_MESSAGES.firstnameRequired),
    lastname: nameSchema(ACCOUNT_MESSAGES.lastnameRequired),
    phone: phoneSchema(rules),
    birthdate: birthdateSchema(rules, now),
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 8, { error: ACCOUNT_MESSAGES.passwordTooLong })
      .nullish()
      .transform((value) => value || null),
  });
}
export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
export type ProfileData = z.output<ReturnType<typeof profileSchema>>;

/** PUT /user/password. */
export const changePasswordSchema = z
  .object({
    currentPassword: typedPasswordSchema(ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: ACCOUNT_MESSAGES.samePassword,
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /password/reset/ask. */
export const resetAskSchema = z.object({ email: emailSchema });
export type ResetAskInput = z.input<typeof resetAskSchema>;

/** PUT /password/reset: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetTokenInvalid })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.resetTokenInvalid })
    .max(200, { error: ACCOUNT_MESSAGES.resetTokenInvalid }),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** A token of an e-mailed link (PUT /email/verify). */
export const emailVerifySchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.emailLinkInvalid })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.emailLinkInvalid })
    .max(200, { error: ACCOUNT_MESSAGES.emailLinkInvalid }),
});

/** POST /newsletter/subscribe: a visitor's address, and a list (the site's default list when absent). */
export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
  listId: z
    .number({ error: ACCOUNT_MESSAGES.listInvalid })
    .int({ error: ACCOUNT_MESSAGES.listInvalid })
    .positive({ error: ACCOUNT_MESSAGES.listInvalid })
    .max(2_147_483_647, { error: ACCOUNT_MESSAGES.listInvalid })
    .optional(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

// ---------- answers (each written once: services return them, the client and tests parse them) ----------

export const USER_ROLES = ["CUSTOMER", "ADMIN", "SUPER_ADMIN"] as const;

/** The user as the login answer and every page's layout know it. */
export const loggedUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
});
export type LoggedUser = z.infer<typeof loggedUserSchema>;

/** GET /user and PUT /user: the full profile of the logged-in user. */
export const userProfileSchema = loggedUserSchema.extend({
  phone: z.string().nullable(),
  /** YYYY-MM-DD */
  birthdate: z.string().nullable(),
  /** The address was proven by an e-mailed link (needed for the newsletter of the account). */
  emailVerified: z.boolean(),
  /** A new address asked for in PUT /user, waiting for its link to be followed. */
  pendingEmail: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** POST /login. */
export const loginAnswerSchema = z.object({ token: z.string(), idSite: z.number().int(), user: loggedUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** PUT /user/password: the new session (every other one ended). */
export const passwordChangeAnswerSchema = z.object({ token: z.string() });

/** PUT /email/verify: the address now proven. */
export const emailVerifiedAnswerSchema = z.object({ email: z.string() });
