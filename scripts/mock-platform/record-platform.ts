import { BLOG_PAGE_SIZE, NEWS_PAGE_SIZE, pageCount } from "@/lib/domain/blog";
import { INJECTED_CODE_PARAMETERS } from "@/lib/domain/trackers";
import type { MenuPage } from "@/lib/schemas/site";
import { MISSING_PAGE_PATH, SAMPLE_SEARCH, type PlatformFixture } from "./fixtures";
import { recordCalendars } from "./record-calendars";
import { blocksOf, recordBlockReads } from "./record-blocks";
import { Recording, type PlatformCall, type QueryParams } from "./recording";

/** What the recorder needs to know beyond the public answers: the ids of the site's rows. */
export interface RecordedSiteRows {
  /** GET /image/{id} of every image of the site (pages, news, albums… ask for them by id). */
  imageIds: readonly number[];
  /** Element routes besides the footer ones (`ateliers`). */
  elementRoutes: readonly string[];
  /** External apps with a public config (the trackers, read after consent). */
  externalApps: readonly string[];
}

interface ListAnswer<T> {
  list: T[];
  total: number;
}

/** A folder's content (GET /blog/folder…): its articles under `blogs`. */
interface FolderContent<T> {
  blogs: T[];
  total: number;
}

interface WithId {
  id: number;
}
const listItems = (answer: ListAnswer<WithId>) => answer.list;
const folderArticles = (answer: FolderContent<WithId>) => answer.blogs;

function* walk(pages: readonly MenuPage[]): Generator<MenuPage> {
  for (const page of pages) {
    yield page;
    yield* walk(page.children);
  }
}

/** Every page of a paginated list template (`/blog?page=2`…), as the storefront reads them. */
async function recordPages<A extends { total: number }, T>(
  recording: Recording,
  path: string,
  itemsOf: (answer: A) => T[],
  nbItem: number,
  params: QueryParams = {},
): Promise<T[]> {
  const first = await recording.data<A>(path, { page: 1, nbItem, ...params });
  const items = [...itemsOf(first)];
  for (let page = 2; page <= pageCount(first.total, nbItem); page += 1) items.push(...itemsOf(await recording.data<A>(path, { page, nbItem, ...params })));
  return items;
}

/** The layout of every page (lib/storefront/site-context.ts, app/layout.tsx, proxy.ts) and the start-up reads of SPEC §7. */
async function recordLayout(recording: Recording): Promise<MenuPage[]> {
  for (const path of ["/site/info", "/parameter", "/company/address", "/consent/services", "/popup", "/logged", "/variation", "/countries", "/news"]) {
    await recording.record(path);
  }
  for (const route of ["logo-footer", "link-footer"]) await recording.record(`/element/${route}`, { page: 1, nbItem: 100 });
  for (const host of ["localhost", "127.0.0.1"]) await recording.record("/site/resolve", { host });
  // The consent manager, once trackers are accepted (components/consent/tracker-config.ts).
  await recording.record("/parameter", { type: INJECTED_CODE_PARAMETERS.join(",") });
  // The 404 page: an unknown path that no old url redirects (proxy.ts).
  await recording.record("/page-redirect", { path: MISSING_PAGE_PATH });
  return recording.data<MenuPage[]>("/page");
}

/** The pages of the tree (app/page.tsx, app/[...path]) and what their blocks read. */
async function recordSitePages(recording: Recording, tree: readonly MenuPage[]): Promise<void> {
  for (const page of walk(tree)) {
    if (page.type === "LINK") continue;
    const answer = await recording.data<{ cms: unknown }>(`/page/${page.id}`);
    for (const block of blocksOf(answer.cms)) await recordBlockReads(recording, block);
  }
}

/** The templates with lists and details: news, blog, services, workshops, albums, search, sitemap, RSS. */
async function recordContentTemplates(recording: Recording): Promise<void> {
  for (const promoted of [undefined, "true"]) {
    const news = await recordPages(recording, "/news", listItems, NEWS_PAGE_SIZE, { orderBy: "publishedAt:desc", promoted });
    for (const { id } of news) await recording.record("/news", { id, page: 1, nbItem: 1 });
  }
  // sitemap.xml (lib/storefront/content-sitemap.ts) and the RSS feed (app/blog/rss.xml, 20 articles).
  await recordPages(recording, "/news", listItems, 100, { orderBy: "publishedAt:desc" });
  await recording.record("/blog/folder", { page: 1, nbItem: 20 });
  const articles = await recordPages(recording, "/blog/folder", folderArticles, 100);
  await recordPages(recording, "/blog/folder", folderArticles, BLOG_PAGE_SIZE);
  for (const { id } of articles) {
    await recording.record(`/blog/${id}`);
    await recording.record(`/blog/ariane/${id}`);
  }
  const folders = await recording.data<ListAnswer<WithId>>("/blog/folder/list", { page: 1, nbItem: 100 });
  for (const { id } of folders.list) {
    await recordPages(recording, `/blog/folder/${id}`, folderArticles, BLOG_PAGE_SIZE);
    await recording.record(`/blog/folder/ariane/${id}`);
  }
  const services = await recording.data<{ services: { id: number }[] }>("/service", { page: 1, nbItem: 100 });
  for (const { id } of services.services) await recording.record(`/service/${id}`);
  const workshops = await recording.data<{ items: { id: number }[] }>("/element/ateliers", { page: 1, nbItem: 24 });
  for (const { id } of workshops.items) await recording.record(`/element/ateliers/${id}`);
  const albums = await recording.data<ListAnswer<WithId>>("/album", { page: 1, nbItem: 100 });
  for (const { id } of albums.list) await recording.record(`/album/${id}`);
  await recording.record("/search", { q: SAMPLE_SEARCH, page: 1, nbItem: 10 });
}

/**
 * Records, from a platform holding the sample data, every answer the storefront's public templates
 * of the recorded site read: the layout, each page of the tree and its blocks, the list and detail
 * templates, the appointment calendars, the images. `call` reaches the platform (in-process app).
 */
export async function recordPlatform(call: PlatformCall, rows: RecordedSiteRows): Promise<PlatformFixture[]> {
  const recording = new Recording(call);
  const tree = await recordLayout(recording);
  await recordSitePages(recording, tree);
  await recordContentTemplates(recording);
  await recordCalendars(recording);
  for (const route of rows.elementRoutes) await recording.record(`/element/${route}`);
  for (const app of rows.externalApps) await recording.record(`/external-app/${encodeURIComponent(app)}/config/public`);
  for (const id of rows.imageIds) await recording.record(`/image/${id}`);
  return recording.fixtures;
}
