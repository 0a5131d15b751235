import "server-only";
import { eq } from "drizzle-orm";
import { queryAll } from "@/lib/platform/db/query-all";
import type { Database } from "@/lib/platform/db/types";
import { logos, pageDrafts, pages, siteParameters } from "@/lib/platform/db/schema";
import type { ImageUsage } from "@/lib/schemas/admin/media";

const PATH_ID = /\/images\/(\d{1,10})\//g;

/** Every image id a JSON value refers to: `imageId` fields and /images/<id>/… paths in strings. */
export function referencedImageIds(value: unknown, found = new Set<number>()): Set<number> {
  if (typeof value === "string") {
    for (const match of value.matchAll(PATH_ID)) found.add(Number(match[1]));
  } else if (Array.isArray(value)) {
    for (const item of value) referencedImageIds(item, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "imageId" && typeof item === "number") found.add(item);
      else referencedImageIds(item, found);
    }
  }
  return found;
}

const LOGO_LABELS: Record<string, string> = {
  LOGO: "Logo principal",
  LOGO_FOOTER: "Logo du pied de page",
  LOGO_DARK_THEME: "Logo sur fond sombre",
  LOGO_LIGHT_THEME: "Logo sur fond clair",
  LOGO_FAVICON: "Icône du site (favicon)",
};

/**
 * Where each image of a site is used: published pages, editors' drafts, logos, parameters holding
 * an image path. One pass over the site's content (a site has tens of pages): image id → usages.
 */
export async function collectImageUsages(db: Database, siteId: number): Promise<Map<number, ImageUsage[]>> {
  // Also called in the deletion's transaction: queryAll runs the reads one after the other there.
  const [pageRows, draftRows, logoRows, parameterRows] = await queryAll(db, [
    () => db.select({ id: pages.id, title: pages.title, url: pages.url, cms: pages.cms }).from(pages).where(eq(pages.siteId, siteId)),
    () => db.select({ pageId: pageDrafts.pageId, cms: pageDrafts.cms }).from(pageDrafts).where(eq(pageDrafts.siteId, siteId)),
    () => db.select({ type: logos.type, imageId: logos.imageId }).from(logos).where(eq(logos.siteId, siteId)),
    () => db.select({ type: siteParameters.type, label: siteParameters.label, value: siteParameters.value }).from(siteParameters).where(eq(siteParameters.siteId, siteId)),
  ]);
  const usages = new Map<number, ImageUsage[]>();
  const add = (id: number, usage: ImageUsage) => {
    const list = usages.get(id) ?? [];
    if (!list.some((u) => u.kind === usage.kind && u.ref === usage.ref)) list.push(usage);
    usages.set(id, list);
  };
  const pageById = new Map(pageRows.map((p) => [p.id, p]));
  for (const page of pageRows) {
    for (const id of referencedImageIds(page.cms)) add(id, { kind: "page", ref: String(page.id), label: page.title, path: `/${page.url}` });
  }
  for (const draft of draftRows) {
    const page = pageById.get(draft.pageId);
    for (const id of referencedImageIds(draft.cms)) {
      add(id, { kind: "draft", ref: String(draft.pageId), label: `Brouillon de « ${page?.title ?? draft.pageId} »`, path: page ? `/${page.url}` : null });
    }
  }
  for (const logo of logoRows) add(logo.imageId, { kind: "logo", ref: logo.type, label: LOGO_LABELS[logo.type] ?? logo.type, path: null });
  for (const parameter of parameterRows) {
    for (const id of referencedImageIds(parameter.value ?? "")) add(id, { kind: "parameter", ref: parameter.type, label: parameter.label, path: null });
  }
  return usages;
}
