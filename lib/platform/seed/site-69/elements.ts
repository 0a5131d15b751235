import type { SeedElement } from "@/lib/platform/seed/types";

/** Footer elements of the sample site (site 69): certification badges and legal links. */
export const elements: SeedElement[] = [
  {
    route: "logo-footer",
    title: "Organisme de formation certifié Qualiopi",
    slug: "qualiopi",
    order: 1,
    url: "https://travail-emploi.gouv.fr/qualiopi-marque-de-certification-qualite-des-prestataires-de-formation",
    imageFile: "badge-qualiopi.svg",
    data: { alt: "Badge : organisme de formation certifié Qualiopi au titre des actions de formation" },
  },
  {
    route: "logo-footer",
    title: "Partenaire CCI Lyon Métropole",
    slug: "partenaire-cci-lyon-metropole",
    order: 2,
    url: "https://www.lyon-metropole.cci.fr",
    imageFile: "badge-cci.svg",
    data: { alt: "Badge : entreprise partenaire du réseau CCI Lyon Métropole" },
  },
  {
    route: "logo-footer",
    title: "Coach professionnel certifié RNCP",
    slug: "coach-certifie-rncp",
    order: 3,
    url: null,
    imageFile: "badge-coach-certifie.svg",
    data: { alt: "Badge : coach professionnel certifié, titre RNCP de niveau 6" },
  },
  { route: "link-footer", title: "Mentions légales", slug: "mentions-legales", order: 1, url: "/legal-notice", data: {} },
  {
    route: "link-footer",
    title: "Politique de confidentialité",
    slug: "politique-de-confidentialite",
    order: 2,
    url: "/privacy-policy",
    data: {},
  },
  { route: "link-footer", title: "Politique des cookies", slug: "politique-des-cookies", order: 3, url: "/cookie-policy", data: {} },
  {
    route: "link-footer",
    title: "Conditions d'utilisation",
    slug: "conditions-d-utilisation",
    order: 4,
    url: "/use-terms",
    data: {},
  },
  {
    route: "link-footer",
    title: "Conditions générales de vente",
    slug: "conditions-generales-de-vente",
    order: 5,
    url: "/sale-terms",
    data: {},
  },
  { route: "link-footer", title: "Nous contacter", slug: "nous-contacter", order: 6, url: "/nous-contacter", data: {} },
];
