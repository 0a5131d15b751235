import "server-only";
import { eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { images } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/logger";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";
import type { ImageUsage } from "@/lib/schemas/admin/media";
import { collectImageUsages } from "./collect-image-usages";
import { findSiteImage } from "./find-site-image";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * Deletes an image. One in use (pages, drafts, logos, parameters) is refused with 409 and the list
 * of its uses, unless `force`: then the row goes (its logo entries with it, by cascade) and the
 * pages keep a reference to a missing image — the panel asks first, listing the uses. Files are
 * removed after the commit (a leftover file is harmless, a row without file is not).
 */
export async function deleteImage(db: Database, siteId: number, actor: AuditActor, id: number, force: boolean) {
  const { row, usages } = await db.transaction(async (tx) => {
    const image = await findSiteImage(tx, siteId, id);
    const used = (await collectImageUsages(tx, siteId)).get(id) ?? [];
    if (used.length > 0 && !force) {
      throw new ApiError("CONFLICT", `Cette image est utilisée (${used.length} ${used.length > 1 ? "emplacements" : "emplacement"}) : retirez-la d'abord ou confirmez la suppression.`, { usages: used });
    }
    await tx.delete(images).where(eq(images.id, image.id));
    await recordAudit(tx, siteId, actor, {
      action: "image.delete",
      entity: "image",
      entityId: id,
      before: { name: image.name, alt: image.alt, mimeType: image.mimeType, usages: used.map((u) => `${u.kind}:${u.ref}`) },
    });
    return { row: image, usages: used as ImageUsage[] };
  });
  invalidateTags(cacheTags.content(siteId));
  if (row.externalType === null) {
    const files = [row.filename, ...row.variants.map((v) => v.filename)];
    await getImageStorage()
      .remove(siteId, files)
      .catch((error: unknown) => logger.error("image file removal failed", { siteId, imageId: id, error: String(error) }));
  }
  return { id, usages };
}
