import "server-only";
import { and, eq } from "drizzle-orm";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { logos } from "@/lib/platform/db/schema";
import { imageUrl } from "@/lib/platform/services/image-url";
import type { AdminLogo, LogoType, SetLogoInput } from "@/lib/schemas/admin/media";
import { findSiteImage } from "./find-site-image";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * Sets one of the site's logos (or the favicon) to an image of the site (404 for another site's
 * image). The alt defaults to the image's. Site info (cached) is dropped: every page shows it.
 */
export async function setLogo(db: Database, siteId: number, actor: AuditActor, type: LogoType, input: SetLogoInput): Promise<AdminLogo> {
  const result = await db.transaction(async (tx) => {
    const image = await findSiteImage(tx, siteId, input.imageId);
    const alt = input.alt?.trim() || image.alt;
    const [before] = await tx.select().from(logos).where(and(eq(logos.siteId, siteId), eq(logos.type, type))).limit(1);
    if (before) await tx.update(logos).set({ imageId: image.id, alt }).where(eq(logos.id, before.id));
    else await tx.insert(logos).values({ siteId, type, imageId: image.id, alt });
    await recordAudit(tx, siteId, actor, {
      action: "logo.update",
      entity: "logo",
      entityId: type,
      before: before ? { imageId: before.imageId, alt: before.alt } : null,
      after: { imageId: image.id, alt },
    });
    return { type, imageId: image.id, alt, path: imageUrl(image), mimeType: image.mimeType };
  });
  invalidateTags(cacheTags.content(siteId), cacheTags.site(siteId));
  return result;
}
