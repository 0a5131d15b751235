import { formatDate } from "@/lib/domain/dates";
import { textPreview } from "@/lib/domain/text-preview";
import { loadLatestNews, type NewsItem } from "@/lib/storefront/load-news";
import { ImageFrame } from "../shared/block-image";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CARD_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import { subLevel, type BlockRendererProps, type HeadingLevel } from "../types";
import type { NewsListBlockData } from "./schema";

export const NEWS_EMPTY_MESSAGE = "Aucune actualité pour le moment.";

function NewsCard({ item, level }: { item: NewsItem; level: HeadingLevel }) {
  return (
    <li className="flex">
      <article className={`flex w-full flex-col overflow-hidden rounded-2xl ${HAIRLINE} bg-[var(--color-background)] shadow-sm`}>
        {item.image ? (
          <ImageFrame image={{ src: item.image.url, alt: item.image.alt }} ratio="16 / 9" />
        ) : (
          <span aria-hidden="true" className="block h-1.5 bg-[var(--color-accent-raw)]" />
        )}
        <div className="flex flex-1 flex-col p-5 sm:p-6">
          <time dateTime={item.publishedAt} className="text-sm font-semibold text-[var(--color-link)]">
            {formatDate(item.publishedAt)}
          </time>
          <Heading level={level} className={`${CARD_TITLE} mt-2`}>
            {item.title}
          </Heading>
          <p className="mt-3 leading-relaxed">{textPreview(item.summary, item.content, 120)}</p>
        </div>
      </article>
    </li>
  );
}

/** The latest news (GET /news, newest first); an explicit message when there is none. */
export async function NewsListBlock({ block, headingLevel = 2 }: BlockRendererProps<NewsListBlockData>) {
  const { title, nbItem } = block.props;
  let news: NewsItem[];
  try {
    news = await loadLatestNews(nbItem);
  } catch (error) {
    // A news outage must not take the whole page down: the block is left out.
    console.error("[blocks] newsList: news could not be loaded", error);
    return null;
  }
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      {news.length === 0 ? (
        <p className={`rounded-2xl ${HAIRLINE} p-6 text-center`}>{NEWS_EMPTY_MESSAGE}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {news.map((item) => (
            <NewsCard key={item.id} item={item} level={cardLevel} />
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
