import { SiteLink } from "@/components/ui/site-link";
import { RichHtml } from "@/components/blocks/rich-text/rich-html";
import { ImageFrame } from "@/components/blocks/shared/block-image";
import { TITLE_FONT_ONLY } from "@/components/blocks/shared/styles";
import { SiteChrome } from "@/components/site/site-chrome";
import { blogPaths, breadcrumbJsonLd, type Crumb } from "@/lib/domain/blog";
import { formatDate } from "@/lib/domain/dates";
import type { BlogArticle } from "@/lib/schemas/blog";
import { Breadcrumb } from "./breadcrumb";
import { JsonLd } from "./json-ld";

interface ArticleViewProps {
  article: BlogArticle;
  crumbs: Crumb[];
  origin: string;
  publisher: { name: string; logoUrl: string | null };
}

function blogPostingJsonLd({ article, origin, publisher }: Omit<ArticleViewProps, "crumbs">) {
  const url = new URL(blogPaths.article(article), origin).toString();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt || undefined,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: article.image ? new URL(article.image.url, origin).toString() : undefined,
    author: article.author ? { "@type": "Person", name: article.author } : undefined,
    articleSection: article.folder?.title,
    inLanguage: "fr-FR",
    publisher: {
      "@type": "Organization",
      name: publisher.name,
      logo: publisher.logoUrl ? { "@type": "ImageObject", url: new URL(publisher.logoUrl, origin).toString() } : undefined,
    },
  };
}

/** One blog article: breadcrumb, title, author and date, cover (the LCP image), body, way back. */
export function ArticleView({ article, crumbs, origin, publisher }: ArticleViewProps) {
  const back = article.folder ? { href: blogPaths.folder(article.folder), label: `Tous les articles « ${article.folder.title} »` } : { href: blogPaths.home, label: "Tous les articles du blog" };
  return (
    <SiteChrome>
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <Breadcrumb crumbs={crumbs} />
        <h1 className={`${TITLE_FONT_ONLY} text-3xl leading-tight text-balance text-heading sm:text-4xl`}>{article.title}</h1>
        <p className="mt-4 text-sm">
          Publié le <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          {article.author ? <> par {article.author}</> : null}
        </p>
        {article.excerpt ? <p className="mt-6 text-lg leading-relaxed">{article.excerpt}</p> : null}
        {article.image ? (
          <ImageFrame
            image={{ src: article.image.url, alt: article.image.alt }}
            priority
            ratio="16 / 9"
            sizes="(min-width: 768px) 736px, 100vw"
            frameClassName="mt-8 rounded-2xl"
          />
        ) : null}
        <RichHtml html={article.content} className="mt-8" />
        <p className="mt-12">
          <SiteLink className="text-link underline" href={back.href}>
            {back.label}
          </SiteLink>
        </p>
      </article>
      <JsonLd data={blogPostingJsonLd({ article, origin, publisher })} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
    </SiteChrome>
  );
}
