import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { loginDevices } from "@/lib/platform/db/schema";
import { hashSessionToken, newSessionToken } from "./session-token";

/** A device cookie lasts half a year: the owner's browser stays known between visits. */
export const LOGIN_DEVICE_TTL_SECONDS = 180 * 86_400;

/** Remembers a browser that proved it knows the account (login, password reset); returns its token. */
export async function issueLoginDevice(db: Database, siteId: number, userId: number, now: Date = new Date()): Promise<string> {
  const token = newSessionToken();
  await db.insert(loginDevices).values({
    siteId,
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + LOGIN_DEVICE_TTL_SECONDS * 1000),
  });
  return token;
}

/** The live device of this site behind a cookie value (unknown, expired, foreign → null). */
export async function findLoginDevice(db: Database, siteId: number, token: string, now: Date = new Date()) {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ id: loginDevices.id, userId: loginDevices.userId })
    .from(loginDevices)
    .where(and(eq(loginDevices.tokenHash, hashSessionToken(token)), eq(loginDevices.siteId, siteId), gt(loginDevices.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
