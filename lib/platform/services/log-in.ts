import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { loginSlowDownMessage, loginSlowDownSchedule, LOGIN_SLOW_DOWN } from "@/lib/domain/login-slow-down";
import { takePacedSlot, takeSlots, type Bucket, type PacedBucket, type TakenSlots } from "@/lib/platform/rate-limit";
import type { LoggedUser } from "@/lib/schemas/account";
import { findUserByEmail } from "./account-user";
import { createSession } from "./create-session";
import { verifyAgainstDummy, verifyPassword } from "./hash-password";
import { findLoginDevice, issueLoginDevice } from "./login-devices";

export const LOGIN_FAILED_MESSAGE = "Adresse e-mail ou mot de passe incorrect.";

/**
 * Failed logins per 15 minutes: per client address (10, then 429 until the window ends); per
 * device for a browser that logged into this account before (its device cookie: 5, then 429);
 * per account for every other browser: 5 free, then slowed down (lib/domain/login-slow-down.ts),
 * never locked. A flood from elsewhere slows the account's new browsers by a minute at most,
 * and never touches the owner's device bucket.
 */
export const LOGIN_LIMITS = { perIp: 10, perAccount: LOGIN_SLOW_DOWN.freeFailures, perDevice: 5, windowSeconds: 15 * 60 } as const;

const SLOW_DOWN_SCHEDULE = loginSlowDownSchedule();

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

/**
 * The buckets of one attempt: the address's, and the device's when the cookie belongs to this
 * account, else the account's paced bucket (shared by every browser it does not know).
 */
async function bucketsFor(db: Database, siteId: number, userId: number | null, attempt: LoginAttempt) {
  const device = userId !== null && attempt.deviceToken ? await findLoginDevice(db, siteId, attempt.deviceToken) : null;
  const known = device !== null && device.userId === userId;
  const { windowSeconds } = LOGIN_LIMITS;
  const buckets: Bucket[] = [{ key: `login:ip:${siteId}:${attempt.ip}`, limit: LOGIN_LIMITS.perIp, windowSeconds }];
  if (known) buckets.push({ key: `login:device:${siteId}:${device.id}`, limit: LOGIN_LIMITS.perDevice, windowSeconds });
  const account: PacedBucket | null = known
    ? null
    : { key: `login:email:${siteId}:${attempt.email}`, windowSeconds, gapsMs: SLOW_DOWN_SCHEDULE, refusal: loginSlowDownMessage };
  return { buckets, account, knownDevice: known };
}

/** The slots of one attempt: the plain buckets first, then the account's pace (not spent when an address is blocked). */
async function takeLoginSlots(buckets: readonly Bucket[], account: PacedBucket | null): Promise<TakenSlots> {
  const slots = await takeSlots(buckets);
  if (!account) return slots;
  let paced: TakenSlots;
  try {
    paced = await takePacedSlot(account);
  } catch (error) {
    await slots.release();
    throw error;
  }
  return { release: async () => void (await Promise.all([slots.release(), paced.release()])) };
}

/**
 * Checks an e-mail and password of a site and opens a session; 401 when either is wrong, 429 when
 * a bucket is full or the account's pace asks to wait. Slots are taken BEFORE the argon2 check,
 * atomically (a parallel burst gets at most the limit through); a success gives its slots back.
 * An unknown e-mail costs one argon2 verification too, so the answer time does not tell it apart.
 */
export async function logIn(db: Database, siteId: number, attempt: LoginAttempt): Promise<LoginResult> {
  const user = await findUserByEmail(db, siteId, attempt.email);
  const { buckets, account, knownDevice } = await bucketsFor(db, siteId, user?.id ?? null, attempt);
  const slots = await takeLoginSlots(buckets, account);
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
