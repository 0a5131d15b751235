import { SiteSearchForm } from "@/components/site/site-search-form";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { SearchBlockData } from "./schema";

/** The search landmark's name when the block has no title (the header's bar is « Recherche sur le site »). */
export const SEARCH_BLOCK_NAME = "Rechercher dans le site";

/**
 * The site search form of the header (components/site/site-search-form.tsx) in the page: its title,
 * the field with the owner's placeholder, a GET to /recherche. No client JavaScript.
 */
export function SearchBlock({ block, headingLevel = 2 }: BlockRendererProps<SearchBlockData>) {
  const { title, placeholder } = block.props;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-6`}>{title}</Heading> : null}
      <SiteSearchForm
        id={`recherche-${block.id.replace(/\s+/g, "-")}`}
        name={title || SEARCH_BLOCK_NAME}
        placeholder={placeholder || undefined}
        className="max-w-xl"
        inputClassName="flex-1"
      />
    </BlockSection>
  );
}
