import { pageLayoutAnswerSchema, publishAnswerSchema, type PageLayout } from "@/lib/schemas/admin/layouts";
import { adminPageTreeSchema, type AdminPageNode } from "@/lib/schemas/admin/pages";
import type { PageContent } from "@/lib/schemas/cms";

/**
 * Builder publishes made through one instance's API, as the editor makes them (docs/api.md
 * « Admin — layouts »): open the page's layout, publish over it, restore a revision. Used by
 * tests/e2e/instances.spec.ts to time how soon another instance serves the published page.
 */

async function adminCall(origin: string, token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; data: unknown; text: string }> {
  const response = await fetch(`${origin}/api${path}`, {
    method: init.method ?? "GET",
    headers: { "X-Site-Id": "69", Authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const data = response.headers.get("content-type")?.includes("json") ? (JSON.parse(text) as { data?: unknown }).data : undefined;
  return { status: response.status, data, text };
}

async function expectStatus(origin: string, token: string, path: string, status: number, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
  const answer = await adminCall(origin, token, path, init);
  if (answer.status !== status) throw new Error(`${init.method ?? "GET"} ${path} on ${origin} → ${answer.status} ${answer.text}`);
  return answer.data;
}

export interface HeroPage {
  pageId: number;
  /** Public path of the page ("/…"). */
  path: string;
  /** The published layout when the test found it (what a restore brings back). */
  layout: PageLayout;
}

function flatten(nodes: AdminPageNode[]): AdminPageNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function heroIndex(cms: PageContent): number {
  return cms.blocks.findIndex((block) => block.type === "hero");
}

/** The first page of site 69 (tree order) whose published content has a hero block. */
export async function findHeroPage(origin: string, token: string): Promise<HeroPage> {
  const tree = adminPageTreeSchema.parse(await expectStatus(origin, token, "/admin/pages", 200));
  for (const page of flatten(tree).filter((node) => node.type !== "LINK")) {
    const { layout } = pageLayoutAnswerSchema.parse(await expectStatus(origin, token, `/admin/page/${page.id}/layout`, 200));
    if (heroIndex(layout.cms) >= 0) return { pageId: page.id, path: `/${page.url}`, layout };
  }
  throw new Error("no page of site 69 has a hero block");
}

/** Publishes `base`'s content with another hero title over `base`; answers the new layout. */
export async function publishHeroTitle(origin: string, token: string, pageId: number, base: PageLayout, title: string): Promise<PageLayout> {
  const index = heroIndex(base.cms);
  const blocks = base.cms.blocks.map((block, i) => (i === index && block.type === "hero" ? { ...block, props: { ...block.props, title } } : block));
  const data = await expectStatus(origin, token, `/admin/page/${pageId}/layout/${base.id}/publish`, 201, { method: "POST", body: { cms: { ...base.cms, blocks } } });
  return publishAnswerSchema.parse(data).layout;
}

/** Publishes a copy of revision `revision` over whatever layout is published now. */
export async function restoreRevision(origin: string, token: string, pageId: number, revision: number): Promise<void> {
  const { layout: current } = pageLayoutAnswerSchema.parse(await expectStatus(origin, token, `/admin/page/${pageId}/layout`, 200));
  await expectStatus(origin, token, `/admin/page/${pageId}/layout/${revision}/restore`, 201, { method: "POST", body: { baseLayoutId: current.id } });
}
