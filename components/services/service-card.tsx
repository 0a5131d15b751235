import { SiteLink } from "@/components/ui/site-link";
import { ImageFrame } from "@/components/blocks/shared/block-image";
import { Heading } from "@/components/blocks/shared/heading";
import { CARD_TITLE, HAIRLINE } from "@/components/blocks/shared/styles";
import type { HeadingLevel } from "@/components/blocks/types";
import { servicePath } from "@/lib/domain/album-path";
import type { Service } from "@/lib/schemas/services";
import { formatDuration } from "./format-duration";

/** One service card: image, title (to its page), summary, price and duration, the long page of the site when there is one, tags. */
export function ServiceCard({ service, level }: { service: Service; level: HeadingLevel }) {
  return (
    <article className={`flex h-full w-full flex-col overflow-hidden rounded-2xl ${HAIRLINE} bg-surface shadow-sm`}>
      {service.image ? <ImageFrame image={{ src: service.image.url, alt: "" }} ratio="16 / 9" /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <Heading level={level} className={CARD_TITLE}>
          <SiteLink href={servicePath(service)} className="underline-offset-4 hover:underline">
            {service.title}
          </SiteLink>
        </Heading>
        <p className="flex-1 leading-relaxed">{service.summary}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {service.priceText ? (
            <>
              <dt className="font-semibold">Tarif</dt>
              <dd>{service.priceText}</dd>
            </>
          ) : null}
          {service.durationMinutes ? (
            <>
              <dt className="font-semibold">Durée</dt>
              <dd>{formatDuration(service.durationMinutes)}</dd>
            </>
          ) : null}
        </dl>
        {service.pageUrl ? (
          <p>
            <SiteLink href={service.pageUrl} className="underline text-link">
              En savoir plus<span className="sr-only"> sur « {service.title} »</span>
            </SiteLink>
          </p>
        ) : null}
        {service.tags.length > 0 ? (
          <ul aria-label="Étiquettes" className="flex flex-wrap gap-2 text-sm">
            {service.tags.map((tag) => (
              <li key={tag} className={`rounded-full ${HAIRLINE} px-3 py-0.5`}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
