import { SiteLink } from "@/components/ui/site-link";
import { ImageFrame } from "../shared/block-image";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { ArrowRightIcon } from "../shared/icons";
import { BLOCK_TITLE, CARD_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import { subLevel, type BlockRendererProps, type HeadingLevel } from "../types";
import type { ServiceItem, ServicesGridBlockData } from "./schema";

/**
 * The title holds the card's only link; its ::after covers the card, so the whole card is
 * clickable while screen readers hear just the title (not image, summary and title again).
 */
function ServiceCard({ item, level }: { item: ServiceItem; level: HeadingLevel }) {
  const linkClass =
    "text-inherit no-underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none";
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-2xl ${HAIRLINE} bg-surface shadow-sm transition motion-safe:hover:-translate-y-1 hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent`}
    >
      {item.image ? <ImageFrame image={item.image} ratio="3 / 2" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="transition duration-500 motion-safe:group-hover:scale-105" /> : null}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {item.image ? null : <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-accent-raw" />}
        <Heading level={level} className={CARD_TITLE}>
          {item.href.startsWith("/") ? (
            <SiteLink href={item.href} className={linkClass}>
              {item.title}
            </SiteLink>
          ) : (
            <a href={item.href} className={linkClass}>
              {item.title}
            </a>
          )}
        </Heading>
        <p className="mt-3 flex-1 text-[0.95rem] leading-relaxed">{item.summary}</p>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 font-semibold text-link">
          En savoir plus
          <ArrowRightIcon className="h-4 w-4 transition motion-safe:group-hover:translate-x-1" />
        </span>
      </div>
    </li>
  );
}

/** Cards linking the service pages: 1 column, then 2, then up to 4. */
export function ServicesGridBlock({ block, headingLevel = 2 }: BlockRendererProps<ServicesGridBlockData>) {
  const { title, items } = block.props;
  // Without a block title the cards are the block's top headings (no skipped level).
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  const columns = items.length >= 4 ? "lg:grid-cols-4" : items.length === 3 ? "md:grid-cols-3" : "";
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
        {items.map((item, index) => (
          <ServiceCard key={`${item.href}-${index}`} item={item} level={cardLevel} />
        ))}
      </ul>
    </BlockSection>
  );
}
