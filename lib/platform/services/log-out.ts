import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { sessions } from "@/lib/platform/db/schema";
import { hashSessionToken } from "./session-token";

/** Ends the session behind a token of this site (nothing happens for an unknown token). */
export async function logOut(db: Database, siteId: number, token: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.siteId, siteId), eq(sessions.tokenHash, hashSessionToken(token))));
}
