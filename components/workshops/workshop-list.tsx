import { SiteLink } from "@/components/ui/site-link";
import { formatDate } from "@/lib/domain/dates";
import { bookingButtonLabel, seatsLeftLabel } from "@/lib/domain/workshop-seats";
import type { ElementItem } from "@/lib/schemas/content";

export const NO_WORKSHOP_MESSAGE = "Aucun atelier n'est programmé pour le moment.";

export interface WorkshopListProps {
  workshops: ElementItem[];
  /** Level of the card titles: h2 on the workshops page, deeper under a block title. */
  heading?: "h2" | "h3" | "h4";
  /** The booking button's words (GET /component/conf/workshop-booking): each card links to its page with them. */
  booking?: { buttonLabel: string; waitingListButtonLabel: string };
}

const BOOKING_LINK =
  "mt-4 inline-block rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90";

/** Workshop cards: title, date, place and seats left, each linking to its page (optionally with a booking link). */
export function WorkshopList({ workshops, heading: Heading = "h2", booking }: WorkshopListProps) {
  if (workshops.length === 0) return <p>{NO_WORKSHOP_MESSAGE}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {workshops.map((workshop) => {
        const startsAt = typeof workshop.data.startsAt === "string" ? workshop.data.startsAt : null;
        const location = typeof workshop.data.location === "string" ? workshop.data.location : null;
        const seats = workshop.registration;
        const href = `/ateliers/${workshop.slug}/${workshop.id}`;
        return (
          <li key={workshop.id} className="rounded-lg border border-ink/20 p-5">
            <Heading className="font-title text-xl text-heading">
              <SiteLink className="underline text-link" href={href}>
                {workshop.title}
              </SiteLink>
            </Heading>
            {startsAt ? <p className="mt-2">Le {formatDate(startsAt)}</p> : null}
            {location ? <p>{location}</p> : null}
            {seats ? (
              <p className="mt-2 font-semibold" data-testid="workshop-list-seats">
                {seats.isOpen ? seatsLeftLabel(seats.left) : "Inscriptions closes"}
              </p>
            ) : null}
            {booking && (seats?.isOpen ?? true) ? (
              <SiteLink className={BOOKING_LINK} href={href}>
                {bookingButtonLabel(seats ?? null, booking)}
                <span className="sr-only"> : {workshop.title}</span>
              </SiteLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
