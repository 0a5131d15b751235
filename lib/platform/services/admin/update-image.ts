import "server-only";
import { eq } from "drizzle-orm";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { images } from "@/lib/platform/db/schema";
import type { AdminImage, UpdateImageInput } from "@/lib/schemas/admin/media";
import { collectImageUsages } from "./collect-image-usages";
import { findSiteImage } from "./find-site-image";
import { toAdminImage } from "./image-view";
import { recordAudit, type AuditActor } from "./record-audit";
import { seoImageName } from "./upload-image";

/**
 * Changes an image's text alternative and/or SEO name. A new name changes the public path: the old
 * one answers a permanent redirect (app/images), so pages keep working.
 */
export async function updateImage(db: Database, siteId: number, actor: AuditActor, id: number, input: UpdateImageInput): Promise<AdminImage> {
  const row = await db.transaction(async (tx) => {
    const before = await findSiteImage(tx, siteId, id);
    const changes = {
      ...(input.alt !== undefined ? { alt: input.alt } : {}),
      ...(input.name !== undefined ? { name: seoImageName(input.name, before.filename) } : {}),
    };
    if (Object.keys(changes).length === 0) return before;
    const [updated] = await tx.update(images).set(changes).where(eq(images.id, before.id)).returning();
    await recordAudit(tx, siteId, actor, {
      action: "image.update",
      entity: "image",
      entityId: id,
      before: { name: before.name, alt: before.alt },
      after: { name: updated!.name, alt: updated!.alt },
    });
    return updated!;
  });
  invalidateTags(cacheTags.content(siteId));
  const usages = await collectImageUsages(db, siteId);
  return toAdminImage(row, usages.get(id)?.length ?? 0);
}
