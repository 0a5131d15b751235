import "server-only";
import { toCsv } from "@/lib/domain/csv";
import { formatDateTime } from "@/lib/domain/dates";
import { formatFrenchPhone } from "@/lib/domain/phone";
import { registrationStatusLabel } from "@/lib/domain/workshop-seats";
import type { Database } from "@/lib/platform/db/types";
import { listWorkshopRegistrations } from "./list-workshop-registrations";

const HEADER = ["Nom", "E-mail", "Téléphone", "Places", "Statut", "Inscription le", "Place obtenue le", "Annulation le"];

/**
 * The sign-ups of a workshop of the site as a CSV file for French Excel (lib/domain/csv.ts: UTF-8
 * with BOM, `;`), in the panel's order, the status worded as in the panel (with its deadline);
 * dates dd/mm/yyyy hh:mm:ss, Europe/Paris.
 */
export async function exportWorkshopRegistrations(db: Database, siteId: number, workshopId: number): Promise<{ filename: string; csv: string }> {
  const { workshop, registrations } = await listWorkshopRegistrations(db, siteId, workshopId);
  const when = (value: string | null) => (value ? formatDateTime(value) : "");
  const rows = registrations.map((registration) => [
    registration.name,
    registration.email,
    formatFrenchPhone(registration.phone),
    registration.seats,
    registrationStatusLabel(registration),
    when(registration.createdAt),
    when(registration.promotedAt),
    when(registration.cancelledAt),
  ]);
  return { filename: `inscriptions-${workshop.slug}.csv`, csv: toCsv([HEADER, ...rows]) };
}
