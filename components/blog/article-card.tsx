import { SiteLink } from "@/components/ui/site-link";
import { ImageFrame } from "@/components/blocks/shared/block-image";
import { CARD_TITLE, HAIRLINE } from "@/components/blocks/shared/styles";
import { blogPaths } from "@/lib/domain/blog";
import { formatDate } from "@/lib/domain/dates";
import { cropText } from "@/lib/domain/dates";
import type { BlogArticleSummary } from "@/lib/schemas/blog";

type HeadingTag = "h2" | "h3";

/** An article in a list: cover, date, title linking to the article (the whole card is clickable), excerpt. */
export function ArticleCard({ article, heading: Heading = "h2" }: { article: BlogArticleSummary; heading?: HeadingTag }) {
  return (
    <li className="flex">
      <article className={`relative flex w-full flex-col overflow-hidden rounded-2xl ${HAIRLINE} bg-surface shadow-sm`}>
        {article.image ? (
          <ImageFrame image={{ src: article.image.url, alt: article.image.alt }} ratio="16 / 9" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
        ) : (
          <span aria-hidden="true" className="block h-1.5 bg-accent-raw" />
        )}
        <div className="flex flex-1 flex-col p-5 sm:p-6">
          <p className="text-sm font-semibold text-link">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            {article.folder ? <span> · {article.folder.title}</span> : null}
          </p>
          <Heading className={`${CARD_TITLE} mt-2`}>
            <SiteLink href={blogPaths.article(article)} className="after:absolute after:inset-0 hover:underline">
              {article.title}
            </SiteLink>
          </Heading>
          <p className="mt-3 leading-relaxed">{cropText(article.excerpt, 160)}</p>
        </div>
      </article>
    </li>
  );
}

export function ArticleGrid({ articles, heading }: { articles: readonly BlogArticleSummary[]; heading?: HeadingTag }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} heading={heading} />
      ))}
    </ul>
  );
}
