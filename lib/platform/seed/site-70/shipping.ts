import type { SeedShipping } from "@/lib/platform/seed/seed-shipping";

/**
 * Delivery of the wine shop (issue 12): home delivery in France, relay points (the built-in
 * network), a wine-export service for the EU and the world (world shown only with SELLS_WORLDWIDE),
 * and pickup at the estate. Prices in cents, by bottles shipped (cartons of 6).
 */
export const shipping: SeedShipping = {
  carriers: [
    {
      name: "Colissimo domicile",
      serviceCode: "COLISSIMO_DOMICILE",
      deliveryType: "DELIVERY",
      siteType: "STANDARD",
      description: "Livraison à domicile contre signature, en 48 à 72 h ouvrées.",
      rates: [
        ["FRANCE", 1, 6, 1490],
        ["FRANCE", 7, 12, 2190],
        ["FRANCE", 13, 18, 2790],
        ["FRANCE", 19, 24, 3290],
        ["FRANCE", 25, 36, 3990],
        ["FRANCE", 37, 60, 5490],
      ],
    },
    {
      name: "Point relais",
      serviceCode: "RELAIS_BOURGOGNE",
      deliveryType: "PICKUP",
      siteType: "STANDARD",
      relayNetwork: "BUILTIN",
      description: "Retrait dans un commerce de proximité (tabac, fleuriste, supérette…) en 3 à 5 jours ouvrés.",
      rates: [
        ["FRANCE", 1, 6, 990],
        ["FRANCE", 7, 12, 1490],
        ["FRANCE", 13, 18, 1990],
        ["FRANCE", 19, 24, 2390],
        ["FRANCE", 25, 36, 2990],
      ],
    },
    {
      name: "Expédition export vins",
      serviceCode: "VIGNOBLE_EXPORT_DAP",
      deliveryType: "DELIVERY",
      siteType: "VIGNOBLE_EXPORT",
      description: "Transport spécialisé vins hors de France, droits d'accises et documents douaniers inclus.",
      rates: [
        ["EU", 1, 6, 3900],
        ["EU", 7, 12, 5900],
        ["EU", 13, 18, 7500],
        ["EU", 19, 24, 8900],
        ["EU", 25, 60, 12900],
        ["WORLD", 1, 6, 8900],
        ["WORLD", 7, 12, 13900],
        ["WORLD", 13, 24, 19900],
        ["WORLD", 25, 60, 29900],
      ],
    },
  ],
  clickAndCollect: {
    name: "Retrait au caveau",
    slotCapacity: 4,
    slotStepMinutes: 60,
    minNoticeHours: 24,
    horizonDays: 45,
    closures: [
      { day: "2026-12-25", label: "Noël" },
      { day: "2027-01-01", label: "Jour de l'an" },
      { day: "2027-03-29", label: "Lundi de Pâques" },
      { day: "2027-05-01", label: "Fête du Travail" },
      { day: "2027-05-08", label: "Victoire 1945" },
      { day: "2027-05-06", label: "Ascension" },
    ],
  },
};
