import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { logos } from "@/lib/platform/db/schema";
import type { LogoType } from "@/lib/schemas/admin/media";
import { recordAudit, type AuditActor } from "./record-audit";

/** Removes one logo of the site (the image stays in the library); 404 when it is not set. */
export async function deleteLogo(db: Database, siteId: number, actor: AuditActor, type: LogoType): Promise<{ type: LogoType }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(logos).where(and(eq(logos.siteId, siteId), eq(logos.type, type))).returning();
    if (!before) throw new ApiError("NOT_FOUND", "Ce logo n'est pas défini.");
    await recordAudit(tx, siteId, actor, { action: "logo.delete", entity: "logo", entityId: type, before: { imageId: before.imageId, alt: before.alt } });
  });
  invalidateTags(cacheTags.content(siteId), cacheTags.site(siteId));
  return { type };
}
