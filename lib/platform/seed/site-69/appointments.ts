import type { SeedCalendar } from "@/lib/platform/seed/seed-appointments";

/** French public holidays of 2026 and 2027: no booking on these days. */
const PUBLIC_HOLIDAYS: ReadonlyArray<[string, string]> = [
  ["2026-01-01", "Jour de l'an"],
  ["2026-04-06", "Lundi de Pâques"],
  ["2026-05-01", "Fête du Travail"],
  ["2026-05-08", "Victoire 1945"],
  ["2026-05-14", "Ascension"],
  ["2026-05-25", "Lundi de Pentecôte"],
  ["2026-07-14", "Fête nationale"],
  ["2026-08-15", "Assomption"],
  ["2026-11-01", "Toussaint"],
  ["2026-11-11", "Armistice 1918"],
  ["2026-12-25", "Noël"],
  ["2027-01-01", "Jour de l'an"],
  ["2027-03-29", "Lundi de Pâques"],
  ["2027-05-01", "Fête du Travail"],
  ["2027-05-06", "Ascension"],
  ["2027-05-08", "Victoire 1945"],
  ["2027-05-17", "Lundi de Pentecôte"],
  ["2027-07-14", "Fête nationale"],
  ["2027-08-15", "Assomption"],
  ["2027-11-01", "Toussaint"],
  ["2027-11-11", "Armistice 1918"],
  ["2027-12-25", "Noël"],
];

/** The coaching agenda of site 69, bookable from /prendre-un-rendez (hours: the site's MONDAY_HOURS…). */
export const appointmentCalendars: SeedCalendar[] = [
  {
    name: "Séances individuelles – cabinet de Lyon",
    minNoticeHours: 24,
    horizonDays: 60,
    slotStepMinutes: 30,
    services: [
      { name: "Première séance découverte", durationMinutes: 60 },
      { name: "Séance de coaching", durationMinutes: 90 },
    ],
    closures: [
      ...PUBLIC_HOLIDAYS.map(([day, label]) => ({ day, label })),
      { day: "2026-12-24", label: "Fermeture de fin d'année" },
      { day: "2026-12-31", label: "Fermeture de fin d'année" },
    ],
  },
];
