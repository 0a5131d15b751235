import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import type { LoggedUser, LoginAnswer } from "@/lib/schemas/account";
import { callApi, createLoggedUser, SITE_69, type ApiResponse } from "@/tests/support/api";

/** Helpers of the account API tests (register, login, profile…), on top of callApi. */

export const STRONG_PASSWORD = "Lumière-du-Rhône-2026";
export const OTHER_STRONG_PASSWORD = "Traboule-Croix-Rousse-77";

/** The account answers, from their one schema (lib/schemas/account.ts). */
export type PublicUser = LoggedUser;
export type LoginData = LoginAnswer;

let ipCounter = 0;
/**
 * A new client address each call, in a /64 of its own (per-client limits count IPv6 by /64): tests
 * that are not about rate limits never share a counter.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `2001:db8:${ipCounter.toString(16)}::1`;
}

let emailCounter = 0;
export function freshEmail(prefix = "client"): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}@exemple.fr`;
}

/** A JSON call (method, body object) with the contract headers. */
export function sendJson<T = unknown>(
  path: string,
  method: string,
  body: unknown,
  options: { siteId?: number | null; token?: string; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  return callApi<T>(path, {
    method,
    siteId: options.siteId,
    token: options.token,
    cookie: options.cookie,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? freshIp(), ...options.headers },
  });
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: freshEmail(),
    password: STRONG_PASSWORD,
    firstname: "Camille",
    lastname: "Durand",
    acceptTerms: true,
    ...overrides,
  };
}

/** The user of a site with that e-mail, as the login answer shows it (null when there is none). */
export async function findPublicUser(siteId: number, email: string): Promise<PublicUser | null> {
  const [row] = await (await getDb())
    .select({ id: users.id, email: users.email, role: users.role, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email.trim().toLowerCase())));
  return row ?? null;
}

/** Marks an address as proven, as following its e-mailed link would (tests not about verification). */
export async function markEmailVerified(userId: number): Promise<void> {
  await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Registers through the API (202, the same answer for every address) and reads the created user;
 * returns the body sent and the user. The address is left unverified unless `verified`.
 */
export async function registerThroughApi(siteId: number = SITE_69, overrides: Record<string, unknown> = {}, options: { verified?: boolean } = {}) {
  const body = registrationBody(overrides);
  const response = await sendJson("/register", "POST", body, { siteId });
  if (response.status !== 202) throw new Error(`register failed (${response.status}): ${JSON.stringify(response.body)}`);
  const user = await findPublicUser(siteId, body.email as string);
  if (!user) throw new Error(`register created no user for ${String(body.email)}`);
  if (options.verified) await markEmailVerified(user.id);
  return { body, user };
}

export async function loginThroughApi(email: string, password: string, siteId: number = SITE_69) {
  const response = await sendJson<LoginData>("/login", "POST", { email, password }, { siteId });
  if (response.status !== 200) throw new Error(`login failed (${response.status}): ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Registered and logged in: a user with a real password and a session token (address verified unless told). */
export async function registeredAndLoggedIn(siteId: number = SITE_69, overrides: Record<string, unknown> = {}, options: { verified?: boolean } = {}) {
  const { body, user } = await registerThroughApi(siteId, overrides, { verified: options.verified ?? true });
  const login = await loginThroughApi(body.email as string, body.password as string, siteId);
  return { user, email: body.email as string, password: body.password as string, token: login.token };
}

/** Set-Cookie headers of a response, one string per cookie. */
export function setCookies(response: ApiResponse): string[] {
  return response.headers.getSetCookie();
}

export function cookieNamed(response: ApiResponse, name: string): string | undefined {
  return setCookies(response).find((c) => c.startsWith(`${name}=`));
}

/** Changes a site parameter the way an owner does (PUT /admin/parameter, which drops the cache). */
export async function setSiteParameter(siteId: number, type: string, value: string | null): Promise<void> {
  const { token } = await createLoggedUser(siteId, "ADMIN");
  const response = await sendJson(`/admin/parameter/${type}`, "PUT", { value }, { siteId, token });
  if (response.status !== 200) throw new Error(`parameter ${type} not set (${response.status}): ${JSON.stringify(response.body)}`);
}
