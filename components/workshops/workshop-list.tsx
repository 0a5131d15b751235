import { IntentLink } from "@/components/ui/intent-link";
import { formatDate } from "@/lib/domain/dates";
import { seatsLeftLabel } from "@/lib/domain/workshop-seats";
import type { ElementItem } from "@/lib/schemas/content";

/** Workshop cards: title, date, place and seats left, each linking to its page. */
export function WorkshopList({ workshops }: { workshops: ElementItem[] }) {
  if (workshops.length === 0) return <p>Aucun atelier n&apos;est programmé pour le moment.</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {workshops.map((workshop) => {
        const startsAt = typeof workshop.data.startsAt === "string" ? workshop.data.startsAt : null;
        const location = typeof workshop.data.location === "string" ? workshop.data.location : null;
        const seats = workshop.registration;
        return (
          <li key={workshop.id} className="rounded-lg border border-[color-mix(in_srgb,var(--color-text)_20%,transparent)] p-5">
            <h2 className="font-[family-name:var(--font-title)] text-xl text-[var(--color-heading)]">
              <IntentLink className="underline text-[var(--color-link)]" href={`/ateliers/${workshop.slug}/${workshop.id}`}>
                {workshop.title}
              </IntentLink>
            </h2>
            {startsAt ? <p className="mt-2">Le {formatDate(startsAt)}</p> : null}
            {location ? <p>{location}</p> : null}
            {seats ? (
              <p className="mt-2 font-semibold" data-testid="workshop-list-seats">
                {seats.isOpen ? seatsLeftLabel(seats.left) : "Inscriptions closes"}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
