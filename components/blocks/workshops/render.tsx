import { SiteLink } from "@/components/ui/site-link";
import { WorkshopList } from "@/components/workshops/workshop-list";
import { upcomingWorkshops } from "@/lib/domain/workshop-seats";
import type { WorkshopBookingConfig } from "@/lib/schemas/component-config";
import type { ElementItem } from "@/lib/schemas/content";
import { readWorkshopBookingConfig } from "@/lib/storefront/component-config";
import { listWorkshops } from "@/lib/storefront/list-workshops";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import { cardHeadingTag, subLevel, type BlockRendererProps } from "../types";
import type { WorkshopsBlockData } from "./schema";

/**
 * The next `nbItem` workshops (those not started, in the list's order) as on /ateliers — date,
 * place, seats left — each with the booking link to its page, then a link to every workshop.
 */
export async function WorkshopsBlock({ block, headingLevel = 2 }: BlockRendererProps<WorkshopsBlockData>) {
  const { title, nbItem } = block.props;
  let workshops: ElementItem[];
  let config: WorkshopBookingConfig;
  try {
    [workshops, config] = await Promise.all([listWorkshops(), readWorkshopBookingConfig()]);
  } catch (error) {
    // A workshops outage must not take the whole page down: the block is left out.
    console.error("[blocks] workshops: the workshops could not be loaded", error);
    return null;
  }
  const shown = upcomingWorkshops(workshops, new Date()).slice(0, nbItem);
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      <WorkshopList workshops={shown} heading={cardHeadingTag(cardLevel)} booking={config} />
      {shown.length > 0 ? (
        <p className="mt-8 text-center">
          <SiteLink href="/ateliers" className="text-link underline">
            Tous nos ateliers
          </SiteLink>
        </p>
      ) : null}
    </BlockSection>
  );
}
