import { RichHtml } from "@/components/blocks/rich-text/rich-html";
import { SiteLink } from "@/components/ui/site-link";
import { SiteChrome } from "@/components/site/site-chrome";
import { formatDate } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import { readText } from "@/lib/domain/parameter-map";
import { readWorkshopBookingConfig } from "@/lib/storefront/component-config";
import { getSiteContext } from "@/lib/storefront/site-context";
import type { Workshop } from "@/lib/storefront/find-workshop";
import { FactList } from "./fact-list";
import { WorkshopBooking } from "./workshop-booking";
import { lazyValue } from "@/lib/domain/lazy-value";

const TIME = lazyValue(() => new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }));

function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** Detail page of one workshop: image, facts (date, duration, place, price, seats), description. */
export async function WorkshopDetail({ workshop }: { workshop: Workshop }) {
  const { element, details } = workshop;
  const [{ parameters }, bookingConfig] = await Promise.all([getSiteContext(), readWorkshopBookingConfig()]);
  const startsAt = details.startsAt ? new Date(details.startsAt) : null;
  const facts: { term: string; value: string }[] = [];
  if (startsAt && !Number.isNaN(startsAt.getTime())) facts.push({ term: "Date", value: `${formatDate(startsAt)} à ${TIME().format(startsAt)}` });
  if (details.durationMinutes) facts.push({ term: "Durée", value: formatDuration(details.durationMinutes) });
  if (details.location) facts.push({ term: "Lieu", value: details.location });
  if (details.priceCents !== undefined) facts.push({ term: "Tarif", value: details.priceCents === 0 ? "Gratuit" : `${formatEuros(details.priceCents)} TTC` });
  if (details.seats) facts.push({ term: "Places", value: `${details.seats} participants au maximum` });
  return (
    <SiteChrome>
      <article className="mx-auto max-w-5xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <nav aria-label="Fil d'Ariane" className="mb-6 text-sm">
          <ol className="flex flex-wrap gap-2">
            <li>
              <SiteLink className="underline text-link" href="/">
                Accueil
              </SiteLink>
              <span aria-hidden="true"> › </span>
            </li>
            <li>
              <SiteLink className="underline text-link" href="/ateliers">
                Ateliers
              </SiteLink>
            </li>
            <li aria-current="page">
              <span aria-hidden="true">› </span>
              {element.title}
            </li>
          </ol>
        </nav>
        <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
          {element.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- SVG/uploaded image served by the image route
            <img
              src={element.image.url}
              alt={element.image.alt ?? details.alt ?? ""}
              width={640}
              height={480}
              fetchPriority="high"
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
          ) : null}
          <div>
            <h1 className="font-title text-3xl text-heading sm:text-4xl">{element.title}</h1>
            {details.summary ? <p className="mt-4 text-lg">{details.summary}</p> : null}
            <FactList facts={facts} className="mt-6 gap-x-6 gap-y-2" />
            <div className="mt-8">
              <WorkshopBooking
                workshopId={element.id}
                title={element.title}
                facts={facts}
                phone={readText(parameters, "COMPANY_PHONE")}
                email={readText(parameters, "COMPANY_EMAIL")}
                seats={element.registration ?? null}
                config={bookingConfig}
              />
            </div>
          </div>
        </div>
        {details.description ? (
          <RichHtml className="mt-12 max-w-3xl" html={details.description} />
        ) : null}
      </article>
    </SiteChrome>
  );
}
