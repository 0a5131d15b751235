import { getSiteContext } from "@/lib/storefront/site-context";
import { BlockSection } from "../shared/block-section";
import { ctaClassName } from "../shared/cta-link";
import { Heading } from "../shared/heading";
import { ExternalLinkIcon, MapPinIcon } from "../shared/icons";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING, SOFT_SURFACE } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import { mapLinkHref } from "./map-url";
import type { MapLinkBlockData } from "./schema";
import { Anchor } from "@/components/ui/anchor";

/** An address and a link to an online map, opened in a new tab (announced to screen readers). */
export async function MapLinkBlock({ block, headingLevel = 2 }: BlockRendererProps<MapLinkBlockData>) {
  const { title, address, label } = block.props;
  const { parameters } = await getSiteContext();
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      <div
        className={`flex flex-col gap-6 rounded-2xl ${HAIRLINE} ${SOFT_SURFACE} p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8`}
      >
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary">
            <MapPinIcon className="h-6 w-6" />
          </span>
          <address className="self-center text-lg not-italic">{address}</address>
        </div>
        <Anchor href={mapLinkHref(address, parameters)} target="_blank" rel="noopener noreferrer" className={`${ctaClassName("outline")} self-start sm:self-auto`}>
          {label}
          <span className="sr-only"> (nouvel onglet)</span>
          <ExternalLinkIcon />
        </Anchor>
      </div>
    </BlockSection>
  );
}
