import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { takeSlots, type Bucket } from "@/lib/platform/rate-limit";
import type { LoggedUser } from "@/lib/schemas/account";
import { findUserByEmail } from "./account-user";
import { createSession } from "./create-session";
import { verifyAgainstDummy, verifyPassword } from "./hash-password";
import { findLoginDevice, issueLoginDevice } from "./login-devices";

export const LOGIN_FAILED_MESSAGE = "Adresse e-mail ou mot de passe incorrect.";

/**
 * Failed logins allowed per 15 minutes: per client address, per account for browsers the account
 * does not know, per device for a browser that logged into this account before (its device
 * cookie). A flood from elsewhere fills the account's bucket, never the owner's device bucket.
 */
export const LOGIN_LIMITS = { perIp: 10, perAccount: 5, perDevice: 5, windowSeconds: 15 * 60 } as const;

export interface LoginAttempt {
  email: string;
  password: string;
  /** Client address (per-IP bucket). */
  ip: string;
  /** The device cookie the request carries, if any. */
  deviceToken: string | null;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: LoggedUser;
  /** The device cookie to (re)set: the one sent when it is this account's, else a new one. */
  deviceToken: string;
}

/** The buckets of one attempt: the device's when the cookie belongs to this account, else the account's. */
async function bucketsFor(db: Database, siteId: number, userId: number | null, attempt: LoginAttempt) {
  const device = userId !== null && attempt.deviceToken ? await findLoginDevice(db, siteId, attempt.deviceToken) : null;
  const known = device !== null && device.userId === userId;
  const buckets: Bucket[] = [
    { key: `login:ip:${siteId}:${attempt.ip}`, limit: LOGIN_LIMITS.perIp, windowSeconds: LOGIN_LIMITS.windowSeconds },
    known
      ? { key: `login:device:${siteId}:${device.id}`, limit: LOGIN_LIMITS.perDevice, windowSeconds: LOGIN_LIMITS.windowSeconds }
      : { key: `login:email:${siteId}:${attempt.email}`, limit: LOGIN_LIMITS.perAccount, windowSeconds: LOGIN_LIMITS.windowSeconds },
  ];
  return { buckets, knownDevice: known };
}

/**
 * Checks an e-mail and password of a site and opens a session; 401 when either is wrong, 429 when
 * a bucket is full. Slots are taken BEFORE the argon2 check (a parallel burst gets at most the
 * limit through); a success gives its slots back. An unknown e-mail costs one argon2
 * verification too, so the answer time does not tell it apart.
 */
export async function logIn(db: Database, siteId: number, attempt: LoginAttempt): Promise<LoginResult> {
  const user = await findUserByEmail(db, siteId, attempt.email);
  const { buckets, knownDevice } = await bucketsFor(db, siteId, user?.id ?? null, attempt);
  const slots = await takeSlots(buckets);
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, attempt.password) : await verifyAgainstDummy(attempt.password);
  if (!user || !valid) throw new ApiError("UNAUTHORIZED", LOGIN_FAILED_MESSAGE);
  await slots.release();
  const session = await createSession(db, siteId, user.id);
  const deviceToken = knownDevice && attempt.deviceToken ? attempt.deviceToken : await issueLoginDevice(db, siteId, user.id);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    user: { id: user.id, email: user.email, role: user.role, firstname: user.firstname, lastname: user.lastname },
    deviceToken,
  };
}
