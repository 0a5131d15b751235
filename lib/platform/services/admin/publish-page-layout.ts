import "server-only";
import type { Database } from "@/lib/platform/db/types";
import type { PageLayout } from "@/lib/schemas/admin/layouts";
import type { PageContent } from "@/lib/schemas/cms";
import { cleanLayoutContent } from "./clean-layout-content";
import type { AuditActor } from "./record-audit";
import { writePageLayout } from "./write-page-layout";

/** Publishes the editor's content over `baseLayoutId` (the version it started from): 409 when stale. */
export function publishPageLayout(db: Database, siteId: number, actor: AuditActor, pageId: number, baseLayoutId: number, cms: PageContent): Promise<PageLayout> {
  return writePageLayout(db, siteId, actor, pageId, baseLayoutId, cleanLayoutContent(cms));
}
