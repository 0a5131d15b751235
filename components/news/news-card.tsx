import { SiteLink } from "@/components/ui/site-link";
import { ImageFrame } from "@/components/blocks/shared/block-image";
import { CARD_TITLE, HAIRLINE } from "@/components/blocks/shared/styles";
import { blogPaths, effectiveSlug } from "@/lib/domain/blog";
import { formatDate } from "@/lib/domain/dates";
import { textPreview } from "@/lib/domain/text-preview";
import type { NewsItem } from "@/lib/schemas/content";

type HeadingTag = "h2" | "h3" | "h4";

export function newsPath(item: NewsItem): string {
  return blogPaths.newsItem({ id: item.id, slug: effectiveSlug(item) });
}

/** A news card: the title links to the news page (the whole card is clickable). */
export function NewsCard({ item, heading: Heading = "h2", wide = false }: { item: NewsItem; heading?: HeadingTag; wide?: boolean }) {
  return (
    <li className={`flex ${wide ? "sm:col-span-2" : ""}`}>
      <article className={`relative flex w-full flex-col overflow-hidden rounded-2xl ${HAIRLINE} bg-surface shadow-sm`}>
        {item.image ? (
          <ImageFrame image={{ src: item.image.url, alt: item.image.alt }} ratio="16 / 9" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
        ) : (
          <span aria-hidden="true" className="block h-1.5 bg-accent-raw" />
        )}
        <div className="flex flex-1 flex-col p-5 sm:p-6">
          <time dateTime={item.publishedAt} className="text-sm font-semibold text-link">
            {formatDate(item.publishedAt)}
          </time>
          <Heading className={`${CARD_TITLE} mt-2`}>
            <SiteLink href={newsPath(item)} className="after:absolute after:inset-0 hover:underline">
              {item.title}
            </SiteLink>
          </Heading>
          <p className="mt-3 leading-relaxed">{textPreview(item.summary, item.content, 120)}</p>
        </div>
      </article>
    </li>
  );
}
