import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumb } from "@/components/blog/breadcrumb";
import { JsonLd } from "@/components/blog/json-ld";
import { RichHtml } from "@/components/blocks/rich-text/rich-html";
import { ImageFrame } from "@/components/blocks/shared/block-image";
import { TITLE_FONT_ONLY } from "@/components/blocks/shared/styles";
import { SiteLink } from "@/components/ui/site-link";
import { SiteChrome } from "@/components/site/site-chrome";
import { blogPaths, breadcrumbJsonLd, effectiveSlug, type Crumb } from "@/lib/domain/blog";
import { cropText, formatDate } from "@/lib/domain/dates";
import { htmlToText } from "@/lib/domain/sanitize-html";
import { getPublisher, parsePathId } from "@/lib/storefront/blog-page";
import { loadNewsItem } from "@/lib/storefront/load-news";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ id: string; slug?: string[] }>;
}

async function load(props: Props) {
  const { id: rawId, slug } = await props.params;
  const id = parsePathId(rawId);
  if (id === null || (slug && slug.length > 1)) notFound();
  const item = await loadNewsItem(id);
  if (!item) notFound();
  const path = blogPaths.newsItem({ id: item.id, slug: effectiveSlug(item) });
  return { item, path, givenSlug: slug?.[0] ?? null, expectedSlug: effectiveSlug(item) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { item, path } = await load(props);
  const metadata = pageMetadata({
    title: item.title,
    description: cropText(item.summary || htmlToText(item.content), 160) || null,
    path,
    image: item.image ? { url: item.image.url, alt: item.image.alt } : null,
  });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: "article", publishedTime: item.publishedAt } };
}

/** One news item (`/actualites/{id}/{slug}`): a missing or wrong slug redirects (308) to the right one. */
export default async function NewsItemPage(props: Props) {
  await declareSharedRender();
  const { item, path, givenSlug, expectedSlug } = await load(props);
  if (givenSlug !== expectedSlug) permanentRedirect(path);
  const publisher = await getPublisher();
  const crumbs: Crumb[] = [
    { name: "Accueil", path: "/" },
    { name: "Actualités", path: blogPaths.news },
    { name: item.title, path },
  ];
  const absolute = (p: string) => new URL(p, publisher.origin).toString();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: item.summary || undefined,
    datePublished: item.publishedAt,
    url: absolute(path),
    mainEntityOfPage: { "@type": "WebPage", "@id": absolute(path) },
    image: item.image ? absolute(item.image.url) : undefined,
    inLanguage: "fr-FR",
    author: { "@type": "Organization", name: publisher.name },
    publisher: {
      "@type": "Organization",
      name: publisher.name,
      logo: publisher.logoUrl ? { "@type": "ImageObject", url: absolute(publisher.logoUrl) } : undefined,
    },
  };
  return (
    <SiteChrome>
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <Breadcrumb crumbs={crumbs} />
        <h1 className={`${TITLE_FONT_ONLY} text-3xl leading-tight text-balance text-heading sm:text-4xl`}>{item.title}</h1>
        <p className="mt-4 text-sm">
          Publiée le <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
        {item.summary ? <p className="mt-6 text-lg leading-relaxed">{item.summary}</p> : null}
        {item.image ? (
          <ImageFrame image={{ src: item.image.url, alt: item.image.alt }} priority ratio="16 / 9" sizes="(min-width: 768px) 736px, 100vw" frameClassName="mt-8 rounded-2xl" />
        ) : null}
        <RichHtml html={item.content} className="mt-8" />
        <p className="mt-12">
          <SiteLink className="text-link underline" href={blogPaths.news}>
            Toutes les actualités
          </SiteLink>
        </p>
      </article>
      <JsonLd data={jsonLd} />
      <JsonLd data={breadcrumbJsonLd(crumbs, publisher.origin)} />
    </SiteChrome>
  );
}
