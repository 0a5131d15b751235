import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { sessions } from "@/lib/platform/db/schema";
import { hashSessionToken, newSessionToken, SESSION_TTL_SECONDS } from "./session-token";

/** Opens a session for a user of a site; returns the token (shown once, stored hashed). */
export async function createSession(
  db: Database,
  siteId: number,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(sessions).values({ siteId, userId, tokenHash: hashSessionToken(token), expiresAt });
  return { token, expiresAt };
}
