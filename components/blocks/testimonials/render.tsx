import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { QuoteIcon } from "../shared/icons";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING, SOFT_SURFACE } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { TestimonialsBlockData } from "./schema";

/** Customer quotes as a list of figures: blockquote, then the author (cite) and their role. */
export function TestimonialsBlock({ block, headingLevel = 2 }: BlockRendererProps<TestimonialsBlockData>) {
  const { title, items } = block.props;
  return (
    <BlockSection titled={Boolean(title)} className={SOFT_SURFACE}>
      <div className={`${CONTAINER} ${SECTION_SPACING}`}>
        {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8 text-center`}>{title}</Heading> : null}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={`${item.author}-${index}`} className="flex">
              <figure className={`flex w-full flex-col rounded-2xl ${HAIRLINE} bg-surface p-6 shadow-sm sm:p-7`}>
                <QuoteIcon className="h-8 w-8 text-accent" />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed italic">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-ink/14 pt-4 text-sm">
                  <cite className="block font-semibold not-italic text-heading">{item.author}</cite>
                  {item.role ? <span className="mt-1 block">{item.role}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
