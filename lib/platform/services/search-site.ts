import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { servicePath } from "@/lib/domain/album-path";
import { blogPaths, effectiveSlug } from "@/lib/domain/blog";
import { readBoolean, toParameterMap } from "@/lib/domain/parameter-map";
import { productPath } from "@/lib/domain/shop/product-path";
import { textPreview } from "@/lib/domain/text-preview";
import type { Database } from "@/lib/platform/db/types";
import type { SearchAnswer, SearchKind, SearchQuery } from "@/lib/schemas/search";
import { listSiteParameters } from "./list-site-parameters";

/**
 * One search over the site's public content (issue 10, SHOW_SEARCHBAR): PostgreSQL full-text
 * search with the `fr_unaccent` configuration (migration 0008: French stemming and stop words,
 * accents ignored), on PGlite and PostgreSQL alike. Each module is one source below; a new module
 * adds its SELECT (and its path rule in resultPath). The document expressions are the ones the GIN
 * indexes of migrations 0008 and 0013 are built on: change both together.
 */

/** Title first (A), then the description (B), then the body (C). */
const PAGE_DOCUMENT = sql`(setweight(to_tsvector('fr_unaccent', p.title), 'A') || setweight(to_tsvector('fr_unaccent', p.meta_description), 'B') || setweight(jsonb_to_tsvector('fr_unaccent', p.cms, '["string"]'), 'C'))`;
const NEWS_DOCUMENT = sql`(setweight(to_tsvector('fr_unaccent', n.title), 'A') || setweight(to_tsvector('fr_unaccent', n.summary), 'B') || setweight(to_tsvector('fr_unaccent', n.content), 'C'))`;
const ELEMENT_DOCUMENT = sql`(setweight(to_tsvector('fr_unaccent', e.title), 'A') || setweight(jsonb_to_tsvector('fr_unaccent', e.data, '["string"]'), 'C'))`;
const BLOG_DOCUMENT = sql`(setweight(to_tsvector('fr_unaccent', b.title), 'A') || setweight(to_tsvector('fr_unaccent', b.excerpt), 'B') || setweight(to_tsvector('fr_unaccent', b.content), 'C'))`;
const PRODUCT_DOCUMENT = sql`(setweight(to_tsvector('fr_unaccent', pr.name), 'A') || setweight(to_tsvector('fr_unaccent', coalesce(pr.appellation, '') || ' ' || pr.summary), 'B') || setweight(to_tsvector('fr_unaccent', pr.description), 'C'))`;
const SERVICE_DOCUMENT = sql`(setweight(to_tsvector('fr_unaccent', s.title), 'A') || setweight(to_tsvector('fr_unaccent', s.summary), 'B') || setweight(to_tsvector('fr_unaccent', s.description), 'C'))`;

function sources(siteId: number, options: { blog: boolean; shop: boolean }): SQL[] {
  const list = [
    sql`select 'PAGE' as kind, p.id, p.title, p.url as slug, p.meta_description as summary, null as html, ts_rank(${PAGE_DOCUMENT}, q.query) as rank
        from pages p, q where p.site_id = ${siteId} and p.type in ('HOME', 'PAGE') and ${PAGE_DOCUMENT} @@ q.query`,
    sql`select 'NEWS' as kind, n.id, n.title, n.slug, n.summary, n.content as html, ts_rank(${NEWS_DOCUMENT}, q.query) as rank
        from news n, q where n.site_id = ${siteId} and n.is_published and ${NEWS_DOCUMENT} @@ q.query`,
    sql`select 'WORKSHOP' as kind, e.id, e.title, e.slug, coalesce(e.data->>'summary', '') as summary, coalesce(e.data->>'description', '') as html, ts_rank(${ELEMENT_DOCUMENT}, q.query) as rank
        from elements e, q where e.site_id = ${siteId} and e.route = 'ateliers' and e.is_published and ${ELEMENT_DOCUMENT} @@ q.query`,
    sql`select 'SERVICE' as kind, s.id, s.title, s.slug, s.summary, s.description as html, ts_rank(${SERVICE_DOCUMENT}, q.query) as rank
        from services s, q where s.site_id = ${siteId} and s.is_published and ${SERVICE_DOCUMENT} @@ q.query`,
  ];
  // IS_BLOG_ACTIVATED off: the blog's pages answer 404, so its articles are not results either.
  if (options.blog) {
    list.push(sql`select 'BLOG' as kind, b.id, b.title, b.slug, b.excerpt as summary, b.content as html, ts_rank(${BLOG_DOCUMENT}, q.query) as rank
        from blog_articles b, q where b.site_id = ${siteId} and b.is_published and ${BLOG_DOCUMENT} @@ q.query`);
  }
  // A site without its shop on shows no product anywhere (its /boutique answers 404).
  if (options.shop) {
    list.push(sql`select 'PRODUCT' as kind, pr.id, pr.name as title, pr.slug, pr.summary, pr.description as html, ts_rank(${PRODUCT_DOCUMENT}, q.query) as rank
        from products pr, q where pr.site_id = ${siteId} and pr.is_published and ${PRODUCT_DOCUMENT} @@ q.query`);
  }
  return list;
}

/** Where a result is on the public site: each module's own path rule. */
function resultPath(kind: SearchKind, id: number, slug: string, title: string): string {
  switch (kind) {
    case "PAGE":
      return `/${slug}`;
    case "NEWS":
      return blogPaths.newsItem({ id, slug });
    case "WORKSHOP":
      return `/ateliers/${slug}/${id}`;
    case "SERVICE":
      return servicePath({ id, slug });
    case "BLOG":
      return blogPaths.article({ id, slug: effectiveSlug({ slug, title }) });
    case "PRODUCT":
      return productPath({ id, slug, name: title });
  }
}

/** Raw rows on both drivers: PGlite and node-postgres both answer `{ rows }`. */
async function selectRows<R>(db: Database, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

interface Row {
  kind: SearchKind;
  id: number;
  title: string;
  slug: string;
  summary: string | null;
  html: string | null;
  total: number | string;
}

/** The site's public content matching `query.q`, best first (rank, then kind and id for a stable order). */
export async function searchSite(db: Database, site: { id: number; isECommerce: boolean }, query: SearchQuery): Promise<SearchAnswer> {
  const parameters = toParameterMap(await listSiteParameters(db, site.id));
  const options = { blog: readBoolean(parameters, "IS_BLOG_ACTIVATED", false), shop: site.isECommerce };
  const union = sql.join(sources(site.id, options), sql` union all `);
  const offset = (query.page - 1) * query.nbItem;
  const rows = await selectRows<Row>(db, sql`
    with q as (select websearch_to_tsquery('fr_unaccent', ${query.q}) as query),
    found as (${union})
    select kind, id, title, slug, summary, html, count(*) over () as total
    from found
    order by rank desc, kind, id
    limit ${query.nbItem} offset ${offset}`);
  return {
    list: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      title: row.title,
      url: resultPath(row.kind, Number(row.id), row.slug, row.title),
      excerpt: textPreview(row.summary, row.html, 200),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countMatches(db, union, query.q) : 0,
    pagination: { page: query.page, nbItem: query.nbItem },
  };
}

/** A page past the last result still tells how many there are. */
async function countMatches(db: Database, union: SQL, q: string): Promise<number> {
  const rows = await selectRows<{ total: number | string }>(db, sql`
    with q as (select websearch_to_tsquery('fr_unaccent', ${q}) as query), found as (${union})
    select count(*) as total from found`);
  return Number(rows[0]?.total ?? 0);
}
