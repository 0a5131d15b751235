import { ServiceCard } from "@/components/services/service-card";
import { ServiceTagFilterIsland } from "@/components/services/service-tag-filter-island";
import { collectTags, parseTagList } from "@/lib/domain/service-tags";
import { loadServices } from "@/lib/storefront/load-services";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import { subLevel, type BlockRendererProps } from "../types";
import type { ServicesListBlockData } from "./schema";

export const SERVICES_EMPTY_MESSAGE = "Aucune prestation pour le moment.";

/** The site's services (GET /service?tag=…), server-rendered, with the tag filter when asked. */
export async function ServicesListBlock({ block, headingLevel = 2 }: BlockRendererProps<ServicesListBlockData>) {
  const { title, tags, showFilter } = block.props;
  let services;
  try {
    services = (await loadServices(parseTagList(tags))).services;
  } catch (error) {
    console.error("[blocks] servicesList: the services could not be loaded", error);
    return null;
  }
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  const cards = Object.fromEntries(services.map((service) => [service.id, <ServiceCard key={service.id} service={service} level={cardLevel} />]));
  const filterTags = collectTags(services);
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      {services.length === 0 ? (
        <p className={`rounded-2xl ${HAIRLINE} p-6 text-center`}>{SERVICES_EMPTY_MESSAGE}</p>
      ) : showFilter && filterTags.length > 1 ? (
        <ServiceTagFilterIsland tags={filterTags} services={services} cards={cards} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2" data-testid="services-list">
          {services.map((service) => (
            <li key={service.id} className="flex flex-col">
              {cards[service.id]}
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
