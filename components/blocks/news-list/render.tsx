import { SiteLink } from "@/components/ui/site-link";
import { NewsGrid, PromotedNewsBanner, splitPromoted } from "@/components/news/promoted-news";
import { blogPaths } from "@/lib/domain/blog";
import { getPromotionSettings, loadLatestNews, type NewsItem, type PromotionSettings } from "@/lib/storefront/load-news";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import { cardHeadingTag, subLevel, type BlockRendererProps } from "../types";
import type { NewsListBlockData } from "./schema";

export const NEWS_EMPTY_MESSAGE = "Aucune actualité pour le moment.";

/**
 * The latest news (GET /news, newest first; the promoted item first and set apart when
 * SHOW_PROMOTE_NEWS is on), each card linking to its page, then a link to every news.
 */
export async function NewsListBlock({ block, headingLevel = 2 }: BlockRendererProps<NewsListBlockData>) {
  const { title, nbItem } = block.props;
  let news: NewsItem[];
  let settings: PromotionSettings;
  try {
    settings = await getPromotionSettings();
    news = await loadLatestNews(nbItem, settings.enabled);
  } catch (error) {
    // A news outage must not take the whole page down: the block is left out.
    console.error("[blocks] newsList: news could not be loaded", error);
    return null;
  }
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  const { promoted, banner, rest } = splitPromoted(news, settings, true);
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      {news.length === 0 ? (
        <p className={`rounded-2xl ${HAIRLINE} p-6 text-center`}>{NEWS_EMPTY_MESSAGE}</p>
      ) : (
        <>
          {banner ? <PromotedNewsBanner item={banner} settings={settings} heading={cardHeadingTag(cardLevel)} /> : null}
          <NewsGrid items={rest} promoted={promoted} heading={cardHeadingTag(cardLevel)} />
          <p className="mt-8 text-center">
            <SiteLink href={blogPaths.news} className="text-link underline">
              Toutes les actualités
            </SiteLink>
          </p>
        </>
      )}
    </BlockSection>
  );
}
