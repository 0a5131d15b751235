import "server-only";
import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

/**
 * argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1; issue 4). The parameters travel in
 * the PHC string, so hashes made with other costs still verify.
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm is an ambient const enum (not importable as a value under isolatedModules): 2 = Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The one place argon2 runs. An object, so tests can observe (vi.spyOn) how many hashes and
 * checks a request or a burst really costs, without timing anything.
 */
export const passwordHashing = {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  },
  /** false for a wrong password and for a hash that is not argon2 (never throws). */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
};

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordHashing.verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account (or no password) to check, so a
 * failed login takes as long whether the e-mail exists or not (no user enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await passwordHashing.verify(await dummyHash, password);
  return false;
}
