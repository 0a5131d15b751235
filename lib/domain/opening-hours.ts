import { readText, type ParameterMap } from "./parameter-map";

/** Days of the week in French order (Monday first) with their parameter keys (SPEC §9). */
export const OPENING_DAYS = [
  { key: "MONDAY_HOURS", label: "Lundi", schemaDay: "Monday" },
  { key: "TUESDAY_HOURS", label: "Mardi", schemaDay: "Tuesday" },
  { key: "WEDNESDAY_HOURS", label: "Mercredi", schemaDay: "Wednesday" },
  { key: "THURSDAY_HOURS", label: "Jeudi", schemaDay: "Thursday" },
  { key: "FRIDAY_HOURS", label: "Vendredi", schemaDay: "Friday" },
  { key: "SATURDAY_HOURS", label: "Samedi", schemaDay: "Saturday" },
  { key: "SUNDAY_HOURS", label: "Dimanche", schemaDay: "Sunday" },
] as const;

export interface OpeningHoursLine {
  label: string;
  schemaDay: string;
  hours: string;
}

/** The days with hours filled in, in week order; empty when none is set. */
export function listOpeningHours(map: ParameterMap): OpeningHoursLine[] {
  return OPENING_DAYS.flatMap((day) => {
    const hours = readText(map, day.key);
    return hours ? [{ label: day.label, schemaDay: day.schemaDay, hours }] : [];
  });
}
