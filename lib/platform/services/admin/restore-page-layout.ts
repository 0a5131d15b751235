import "server-only";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { PageLayout } from "@/lib/schemas/admin/layouts";
import { pageContentSchema } from "@/lib/schemas/cms";
import { cleanLayoutContent } from "./clean-layout-content";
import { dropMissingImages } from "./drop-missing-images";
import { findPageLayout } from "./find-page-layout";
import type { AuditActor } from "./record-audit";
import { writePageLayout } from "./write-page-layout";

/**
 * Publishes a copy of an earlier revision (`restoredFrom` set), with the publish guard: the
 * caller's `baseLayoutId` must still be the published version. Images deleted since are left out
 * (dropMissingImages): a restore never brings a deleted image back.
 */
export async function restorePageLayout(db: Database, siteId: number, actor: AuditActor, pageId: number, revisionId: number, baseLayoutId: number): Promise<PageLayout> {
  const revision = await findPageLayout(db, siteId, pageId, revisionId);
  if (!revision) throw new ApiError("NOT_FOUND", "Cette version de la page n'existe pas (ou plus).");
  // Revisions hold content valid when written; checked again in case the block schemas moved since.
  const parsed = pageContentSchema.safeParse(revision.cms);
  if (!parsed.success) throw new ApiError("VALIDATION", "Cette version ne correspond plus aux blocs actuels et ne peut pas être restaurée.");
  const cms = await dropMissingImages(db, siteId, parsed.data);
  return writePageLayout(db, siteId, actor, pageId, baseLayoutId, cleanLayoutContent(cms), { action: "page.restore", restoredFrom: revisionId });
}
