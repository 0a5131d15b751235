import type { SeedCompanyAddress } from "@/lib/platform/seed/types";

/** Company addresses of the sample site (site 69): head office in Lyon, secondary office in Grenoble. */
export const addresses: SeedCompanyAddress[] = [
  {
    type: "HEAD_OFFICE",
    name: "Élan Coaching – Cabinet de Lyon",
    address: "18 rue Sainte-Hélène",
    addressPart2: null,
    postalCode: "69002",
    city: "Lyon",
    country: "FR",
    phone: "04 78 42 18 65",
    email: "contact@elan-coaching.fr",
    latitude: 45.75468,
    longitude: 4.82953,
  },
  {
    type: "SECONDARY",
    name: "Élan Coaching – Espace de Grenoble",
    address: "12 rue Félix-Poulat",
    addressPart2: "2e étage",
    postalCode: "38000",
    city: "Grenoble",
    country: "FR",
    phone: "04 76 51 27 40",
    email: "grenoble@elan-coaching.fr",
    latitude: 45.18926,
    longitude: 5.72458,
  },
];
