import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { parseBlocks, RenderBlocks, startsWithBanner as opensWithBanner } from "@/components/blocks/render-blocks";
import { SiteChrome } from "@/components/site/site-chrome";
import { PreviewBanner } from "./preview-banner";
import { readText } from "@/lib/domain/parameter-map";
import type { Block } from "@/lib/schemas/cms";
import { findPageByPath, normalizePagePath, type SitePage } from "@/lib/storefront/find-page";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getAdminSession } from "@/lib/storefront/admin-session";
import { findPreviewContent } from "@/lib/storefront/preview-content";
import { getSiteContext } from "@/lib/storefront/site-context";

/** Path of the contact page, whose description comes from CONTACT_META_DESCRIPTION (SPEC §9). */
const CONTACT_PATH = "nous-contacter";

/**
 * Parsed blocks per page answer: the answer is shared (frozen) by the requests while the page is
 * unchanged (lib/api-client/shared-answers.ts), so its blocks are validated once, not by the
 * metadata and the page of every request.
 */
const parsedBlocks = new WeakMap<SitePage, readonly Block[]>();

/** The page's valid blocks (invalid ones are left out and logged by parseBlocks). */
function blocksOf(page: SitePage): readonly Block[] {
  let blocks = parsedBlocks.get(page);
  if (!blocks) {
    const cms = page.cms as { blocks?: unknown } | null;
    blocks = Object.freeze(Array.isArray(cms?.blocks) ? parseBlocks(cms.blocks) : []);
    parsedBlocks.set(page, blocks);
  }
  return blocks;
}

/** First image of the page's first hero or slider, for Open Graph. */
function leadImage(blocks: readonly Block[]): { url: string; alt: string } | null {
  for (const block of blocks) {
    const image = block.type === "hero" ? block.props.image : block.type === "slider" ? block.props.slides[0]?.image : undefined;
    if (image?.src) return { url: image.src, alt: image.alt };
  }
  return null;
}

/**
 * The page as this request shows it: with `preview` (`?apercu=1`) and an admin's session, the
 * caller's draft in place of the published content (issue 9); everybody else, the published page.
 */
async function shownPage(path: string, preview: boolean): Promise<{ page: SitePage; draft: boolean } | null> {
  const page = await findPageByPath(path);
  if (!page) return null;
  const draft = preview ? await findPreviewContent(page.id) : null;
  return draft ? { page: { ...page, cms: draft }, draft: true } : { page, draft: false };
}

export async function dynamicPageMetadata(path: string, preview = false): Promise<Metadata> {
  const page = (await shownPage(path, preview))?.page;
  if (!page) return { title: "Page introuvable", robots: { index: false } };
  const { parameters } = await getSiteContext();
  const normalized = normalizePagePath(path);
  const description =
    page.type === "HOME"
      ? readText(parameters, "HOME_META_DESCRIPTION") ?? page.metaDescription
      : normalized === CONTACT_PATH
        ? readText(parameters, "CONTACT_META_DESCRIPTION") ?? page.metaDescription
        : page.metaDescription;
  return pageMetadata({
    title: page.type === "HOME" ? null : page.title,
    description: description || null,
    path: normalized === "" ? "/" : `/${normalized}`,
    image: leadImage(blocksOf(page)),
    // A preview URL is never indexed (draft or not, it duplicates the page).
    noIndex: preview,
  });
}

/** A database page rendered from its typed blocks inside the site chrome; 404 when no page matches. */
export async function DynamicPage({ path, preview = false }: { path: string; preview?: boolean }) {
  const shown = await shownPage(path, preview);
  if (!shown) notFound();
  const { page } = shown;
  if (page.type === "LINK" && page.link?.url) redirect(page.link.url);
  const blocks = blocksOf(page);
  const startsWithBanner = opensWithBanner(blocks);
  const admin = await getAdminSession();
  return (
    <SiteChrome variant={page.type === "HOME" && startsWithBanner ? "overlay" : "default"}>
      {/* For administrators only: tells the editor which page this is (components/admin/page-marker.ts). */}
      {admin ? <div id="ea-page" hidden data-page-id={page.id} data-page-title={page.title} /> : null}
      {startsWithBanner ? null : (
        <h1 className="mx-auto max-w-6xl px-4 pt-10 font-title text-3xl text-heading sm:text-4xl">
          {page.title}
        </h1>
      )}
      <RenderBlocks blocks={blocks} />
      {shown.draft ? <PreviewBanner /> : null}
    </SiteChrome>
  );
}
