import type { SeedForm } from "@/lib/platform/seed/types";

/** Id of the quote form, referenced by the `form` block of the collectivités service page. */
export const QUOTE_FORM_ID = 1;

/** Forms of Élan Coaching (defined as data, lib/schemas/forms.ts). */
export const forms: SeedForm[] = [
  {
    id: QUOTE_FORM_ID,
    title: "Demande de devis pour une intervention en entreprise",
    description:
      "Décrivez-nous votre projet : nous vous envoyons un devis détaillé sous une semaine. Vous pouvez joindre un cahier des charges (PDF ou image, 5 Mo au plus).",
    submitLabel: "Demander un devis",
    fields: [
      { name: "organisation", label: "Organisation", kind: "text", required: true, minLength: 2, maxLength: 120 },
      { name: "contactName", label: "Nom et prénom", kind: "text", required: true, minLength: 2, maxLength: 120 },
      { name: "email", label: "Adresse e-mail", kind: "email", required: true },
      { name: "phone", label: "Téléphone", kind: "phone", required: false, help: "Par exemple 04 78 42 18 65." },
      {
        name: "structureType",
        label: "Type de structure",
        kind: "select",
        required: true,
        options: ["Entreprise", "Collectivité territoriale", "Association", "Établissement scolaire"],
      },
      {
        name: "interventionKind",
        label: "Intervention souhaitée",
        kind: "select",
        required: true,
        options: ["Cohésion d'équipe", "Coaching de managers", "Qualité de vie au travail", "Accompagnement du changement", "Autre"],
      },
      { name: "headcount", label: "Nombre de participants", kind: "text", required: false, maxLength: 40 },
      { name: "preferredDate", label: "Date de démarrage souhaitée", kind: "date", required: false },
      {
        name: "details",
        label: "Votre projet",
        kind: "text",
        multiline: true,
        required: true,
        minLength: 20,
        maxLength: 3000,
        help: "Contexte, objectifs, contraintes de calendrier ou de budget.",
      },
      { name: "brief", label: "Cahier des charges", kind: "file", required: false, help: "PDF, JPEG, PNG ou WebP, 5 Mo au plus." },
      {
        name: "consent",
        label: "J'accepte qu'Élan Coaching utilise ces informations pour répondre à ma demande.",
        kind: "checkbox",
        required: true,
      },
    ],
  },
];
