import { SiteLink } from "@/components/ui/site-link";
import { TITLE_FONT_ONLY } from "@/components/blocks/shared/styles";
import { formatDate } from "@/lib/domain/dates";
import type { NewsItem } from "@/lib/schemas/content";
import type { PromotionSettings } from "@/lib/storefront/load-news";
import { NewsCard, newsPath } from "./news-card";

type HeadingTag = "h2" | "h3" | "h4";

/**
 * The promoted news (SHOW_PROMOTE_NEWS) as PROMOTED_NEWS_STYLE says: BANNER, a band above the list;
 * CARD, a card twice as wide at the head of the list (rendered by the list). POPUP is left to the
 * news page (PromotedNewsPopup, its only client code): pages that do not show it never load it.
 */
export function PromotedNewsBanner({ item, settings, heading: Heading = "h2" }: { item: NewsItem; settings: PromotionSettings; heading?: HeadingTag }) {
  return (
    <section aria-label="À la une" className="relative mb-8 rounded-2xl bg-primary p-6 text-on-primary sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide">
        À la une · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      <Heading className={`${TITLE_FONT_ONLY} mt-2 text-xl leading-snug sm:text-2xl`}>
        <SiteLink href={newsPath(item)} className="underline after:absolute after:inset-0">
          {item.title}
        </SiteLink>
      </Heading>
      {settings.showMessage && item.summary ? <p className="mt-3 max-w-3xl leading-relaxed">{item.summary}</p> : null}
    </section>
  );
}

/**
 * Splits a list whose first item may be the promoted one (GET /news?promoted=true): with the
 * promotion on, BANNER takes it out of the grid; CARD (and POPUP, whose dialog is the news page's)
 * keeps it at the head of the grid, twice as wide.
 */
export function splitPromoted(list: readonly NewsItem[], settings: PromotionSettings, firstPage: boolean) {
  const first = list[0];
  const promoted = settings.enabled && firstPage && first?.isPromoted ? first : null;
  if (!promoted || settings.style !== "BANNER") return { promoted, banner: null, rest: list };
  return { promoted, banner: promoted, rest: list.slice(1) };
}

export function NewsGrid({ items, promoted, heading }: { items: readonly NewsItem[]; promoted: NewsItem | null; heading?: HeadingTag }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <NewsCard key={item.id} item={item} heading={heading} wide={promoted?.id === item.id} />
      ))}
    </ul>
  );
}
