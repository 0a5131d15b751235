import { SiteLink } from "@/components/ui/site-link";
import { RichHtml } from "@/components/blocks/rich-text/rich-html";
import { ImageFrame } from "@/components/blocks/shared/block-image";
import { HAIRLINE } from "@/components/blocks/shared/styles";
import { SiteChrome } from "@/components/site/site-chrome";
import type { Service } from "@/lib/schemas/services";
import { formatDuration } from "./format-duration";

/**
 * The styles SERVICE_PAGE_STYLE allows (parameter catalogue): CLASSIC puts the picture beside the
 * text with the facts under it; MODERN opens on a wide picture band with the facts in a row.
 */
export type ServicePageStyle = "CLASSIC" | "MODERN";

const TITLE = "font-title text-3xl text-heading sm:text-4xl";

function Facts({ service, row }: { service: Service; row: boolean }) {
  return (
    <dl className={row ? "flex flex-wrap gap-x-8 gap-y-2" : "grid grid-cols-[auto_1fr] gap-x-4 gap-y-2"}>
      {service.priceText ? (
        <div className={row ? "" : "contents"}>
          <dt className="font-semibold">Tarif</dt>
          <dd>{service.priceText}</dd>
        </div>
      ) : null}
      {service.durationMinutes ? (
        <div className={row ? "" : "contents"}>
          <dt className="font-semibold">Durée</dt>
          <dd>{formatDuration(service.durationMinutes)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Body({ service }: { service: Service }) {
  return (
    <>
      <RichHtml html={service.description} className="mt-6" />
      {service.tags.length > 0 ? (
        <ul aria-label="Étiquettes" className="mt-6 flex flex-wrap gap-2 text-sm">
          {service.tags.map((tag) => (
            <li key={tag} className={`rounded-full ${HAIRLINE} px-3 py-0.5`}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-8 flex flex-wrap gap-6">
        {service.pageUrl ? (
          <SiteLink href={service.pageUrl} className="underline text-link">
            Tout savoir sur cette prestation
          </SiteLink>
        ) : null}
        <SiteLink href="/nous-contacter" className="underline text-link">
          Nous contacter
        </SiteLink>
      </p>
    </>
  );
}

/** A service page in the site's chosen style (data-style tells tests and themes which). */
export function ServiceDetail({ service, style }: { service: Service; style: ServicePageStyle }) {
  const image = service.image ? { src: service.image.url, alt: service.image.alt } : null;
  return (
    <SiteChrome>
      <article data-style={style} className="mx-auto max-w-5xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        {style === "MODERN" ? (
          <>
            {image ? <ImageFrame image={image} priority ratio="21 / 9" frameClassName="mb-8 rounded-2xl" sizes="(min-width: 1024px) 992px, 100vw" /> : null}
            <h1 className={TITLE}>{service.title}</h1>
            <p className="mt-4 text-lg">{service.summary}</p>
            <div className={`mt-6 rounded-2xl ${HAIRLINE} p-4`}>
              <Facts service={service} row />
            </div>
            <Body service={service} />
          </>
        ) : (
          <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
            <div>
              <h1 className={TITLE}>{service.title}</h1>
              <p className="mt-4 text-lg">{service.summary}</p>
              <Body service={service} />
            </div>
            <aside aria-label="En bref" className="flex flex-col gap-4">
              {image ? <ImageFrame image={image} priority frameClassName="rounded-2xl" sizes="(min-width: 768px) 320px, 100vw" /> : null}
              <Facts service={service} row={false} />
            </aside>
          </div>
        )}
      </article>
    </SiteChrome>
  );
}
