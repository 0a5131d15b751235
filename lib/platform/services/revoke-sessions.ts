import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { sessions } from "@/lib/platform/db/schema";

/** Ends every session of a user (password change or reset, account deletion). */
export async function revokeUserSessions(db: Database, siteId: number, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.siteId, siteId), eq(sessions.userId, userId)));
}
