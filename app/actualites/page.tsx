import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/blog/breadcrumb";
import { JsonLd } from "@/components/blog/json-ld";
import { Pagination } from "@/components/blog/pagination";
import { HAIRLINE, TITLE_FONT_ONLY } from "@/components/blocks/shared/styles";
import { NewsGrid, PromotedNewsBanner, splitPromoted } from "@/components/news/promoted-news";
import { newsPath } from "@/components/news/news-card";
import { PromotedNewsPopup } from "@/components/news/promoted-news-popup";
import { SiteChrome } from "@/components/site/site-chrome";
import { blogPaths, breadcrumbJsonLd, pageCount, pageHref, parsePageParam, type Crumb } from "@/lib/domain/blog";
import { readText } from "@/lib/domain/parameter-map";
import { getPublisher } from "@/lib/storefront/blog-page";
import { getPromotionSettings, loadNewsPage } from "@/lib/storefront/load-news";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getSiteContext } from "@/lib/storefront/site-context";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

const TITLE = "Actualités";
const CRUMBS: Crumb[] = [
  { name: "Accueil", path: "/" },
  { name: TITLE, path: blogPaths.news },
];

async function load(props: Props) {
  const page = parsePageParam((await props.searchParams).page);
  if (page === null) notFound();
  const settings = await getPromotionSettings();
  const news = await loadNewsPage(page, settings.enabled);
  if (page > pageCount(news.total, news.pagination.nbItem)) notFound();
  return { page, news, settings };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page } = await load(props);
  const { parameters } = await getSiteContext();
  return pageMetadata({
    title: page > 1 ? `${TITLE} – page ${page}` : TITLE,
    description: readText(parameters, "NEWS_META_DESCRIPTION") ?? "Toutes nos actualités.",
    path: pageHref(blogPaths.news, page),
  });
}

/** Every published news, 10 a page (SPEC §9), the promoted one first and set apart (SHOW_PROMOTE_NEWS). */
export default async function NewsPage(props: Props) {
  await declareSharedRender();
  const { page, news, settings } = await load(props);
  const { origin } = await getPublisher();
  const { promoted, banner, rest } = splitPromoted(news.list, settings, page === 1);
  return (
    <SiteChrome>
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <Breadcrumb crumbs={page > 1 ? [...CRUMBS, { name: `Page ${page}`, path: pageHref(blogPaths.news, page) }] : CRUMBS} />
        <h1 className={`${TITLE_FONT_ONLY} mb-8 text-3xl text-heading sm:text-4xl`}>
          {TITLE}
          {page > 1 ? <span className="sr-only"> (page {page})</span> : null}
        </h1>
        {news.list.length === 0 ? (
          <p className={`rounded-2xl ${HAIRLINE} p-6 text-center`}>Aucune actualité pour le moment.</p>
        ) : (
          <>
            {banner ? <PromotedNewsBanner item={banner} settings={settings} /> : null}
            <NewsGrid items={rest} promoted={promoted} />
          </>
        )}
        <Pagination base={blogPaths.news} page={page} total={news.total} nbItem={news.pagination.nbItem} />
      </div>
      {promoted && settings.style === "POPUP" ? (
        <PromotedNewsPopup id={promoted.id} title={promoted.title} message={settings.showMessage ? promoted.summary : null} href={newsPath(promoted)} />
      ) : null}
      <JsonLd data={breadcrumbJsonLd(CRUMBS, origin)} />
    </SiteChrome>
  );
}
