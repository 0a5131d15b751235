import "server-only";
import { and, eq } from "drizzle-orm";
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
import { removeImageFromRevisions } from "./remove-image-from-revisions";
import { removeImageUses } from "./remove-image-uses";

/**
 * Deletes an image. One in use (pages, drafts, logos, parameters) is refused with 409 and the list
 * of its uses, unless `force`: then, in the same transaction, the image is taken out of every use
 * (removeImageUses: published pages and drafts stay valid for their block schemas, parameters go
 * back to their default, logo entries go by cascade) — or, when a block requires it, 409 naming
 * the pages and nothing changes. Every deletion, forced or not, also takes the image out of the
 * pages' stored revisions (removeImageFromRevisions): a restore never brings it back. The audit
 * entry says which pages, drafts, logos, parameters and revisions changed. Then the content, site
 * and parameter caches are dropped (visitors stop getting it) and the files are removed (a leftover
 * file is harmless, a row without file is not).
 */
export async function deleteImage(db: Database, siteId: number, actor: AuditActor, id: number, force: boolean) {
  const { row, usages, removed } = await db.transaction(async (tx) => {
    const image = await findSiteImage(tx, siteId, id);
    const used = (await collectImageUsages(tx, siteId)).get(id) ?? [];
    if (used.length > 0 && !force) {
      throw new ApiError("CONFLICT", `Cette image est utilisée (${used.length} ${used.length > 1 ? "emplacements" : "emplacement"}) : retirez-la d'abord ou confirmez la suppression.`, { usages: used });
    }
    const removedFrom = used.length > 0 ? await removeImageUses(tx, siteId, id, used) : null;
    const revisions = await removeImageFromRevisions(tx, siteId, id);
    await tx.delete(images).where(and(eq(images.siteId, siteId), eq(images.id, image.id)));
    await recordAudit(tx, siteId, actor, {
      action: "image.delete",
      entity: "image",
      entityId: id,
      before: { name: image.name, alt: image.alt, mimeType: image.mimeType, usages: used.map((u) => `${u.kind}:${u.ref}`) },
      after: removedFrom === null && revisions.length === 0 ? null : { ...(removedFrom === null ? {} : { removedFrom }), ...(revisions.length === 0 ? {} : { revisions }) },
    });
    return { row: image, usages: used as ImageUsage[], removed: removedFrom };
  });
  invalidateTags(cacheTags.content(siteId), cacheTags.site(siteId), ...(removed && removed.parameters.length > 0 ? [cacheTags.parameters(siteId)] : []));
  if (row.externalType === null) {
    const files = [row.filename, ...row.variants.map((v) => v.filename)];
    await getImageStorage()
      .remove(siteId, files)
      .catch((error: unknown) => logger.error("image file removal failed", { siteId, imageId: id, error: String(error) }));
  }
  return { id, usages };
}
