import { ContactFormIsland } from "@/components/forms/form-islands";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { ContactFormBlockData } from "./schema";

/** The contact form in a card, with its title and introduction. */
export function ContactFormBlock({ block, headingLevel = 2 }: BlockRendererProps<ContactFormBlockData>) {
  const { title, intro } = block.props;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      <div className={`mx-auto max-w-3xl rounded-2xl ${HAIRLINE} bg-surface p-6 shadow-sm sm:p-8`}>
        {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-3`}>{title}</Heading> : null}
        {intro ? <p className="mb-6 leading-relaxed">{intro}</p> : null}
        <ContactFormIsland />
      </div>
    </BlockSection>
  );
}
