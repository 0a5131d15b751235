import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import { RichHtml } from "./rich-html";
import type { RichTextBlockData } from "./schema";

/** Optional title and sanitised owner HTML, in a readable measure. */
export function RichTextBlock({ block, headingLevel = 2 }: BlockRendererProps<RichTextBlockData>) {
  const { title, html } = block.props;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      <div className="max-w-3xl">
        {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-6`}>{title}</Heading> : null}
        <RichHtml html={html} className="text-base sm:text-[1.0625rem]" />
      </div>
    </BlockSection>
  );
}
