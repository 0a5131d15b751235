import { formatDate } from "@/lib/domain/dates";
import { parisTime } from "@/lib/domain/paris-time";

/** « le 03/12/2026 de 09:00 à 10:00 » (Europe/Paris). */
export function appointmentWhenLabel(start: string, end: string): string {
  return `le ${formatDate(start)} de ${parisTime(new Date(start))} à ${parisTime(new Date(end))}`;
}
