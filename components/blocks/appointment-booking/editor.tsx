import type { BlockEditorConfig } from "../editor-types";

/** Online booking in the editor (the slots come from the calendar and the opening hours). */
export const appointmentBookingEditor: BlockEditorConfig<"appointmentBooking"> = {
  type: "appointmentBooking",
  label: "Prise de rendez-vous",
  description: "Un calendrier des créneaux libres et le formulaire de réservation en ligne.",
  defaults: { title: "Réservez votre rendez-vous en ligne", intro: "Choisissez une prestation, puis un jour et une heure." },
  fields: {
    title: { label: "Titre" },
    intro: { label: "Introduction", widget: "textarea" },
    calendarId: { label: "Agenda", noneLabel: "Le premier agenda du site" },
  },
};
