import { deadlineLabel } from "@/lib/domain/booking-holds";
import { formatDateTime } from "@/lib/domain/dates";
import { seatCount } from "@/lib/domain/workshop-seats";
import type { WorkshopRegistrationView } from "@/lib/schemas/workshops";

/** « Inscription confirmée », « Place proposée jusqu'au … »: a sign-up's state on its link pages. */
export function registrationStateLabel(view: WorkshopRegistrationView): string {
  if (!view.addressConfirmed && view.confirmBy) {
    const what = view.status === "WAITING" ? "Demande de liste d'attente" : "Places retenues";
    return `${what}, adresse e-mail à confirmer avant le ${deadlineLabel(view.confirmBy)}`;
  }
  if (view.status === "OFFERED") return view.offerExpiresAt ? `Place proposée, à accepter avant le ${deadlineLabel(view.offerExpiresAt)}` : "Place proposée";
  return view.status === "WAITING" ? "Sur liste d'attente" : "Inscription confirmée";
}

/**
 * The facts of a sign-up on its link pages: the workshop, its date, the seats, the state. The
 * name only once the address is confirmed (the API gives none before).
 */
export function registrationFacts(view: WorkshopRegistrationView): { term: string; value: string }[] {
  return [
    { term: "Atelier", value: view.workshopTitle },
    ...(view.startsAt ? [{ term: "Date", value: formatDateTime(view.startsAt).slice(0, 16) }] : []),
    ...(view.name ? [{ term: "Nom", value: view.name }] : []),
    { term: "Places", value: seatCount(view.seats) },
    { term: "Statut", value: registrationStateLabel(view) },
  ];
}
