import type { SeedNewsletterList } from "@/lib/platform/seed/types";

/** Newsletter list of the wine estate: one list for new vintages and estate news. */
export const newsletterLists: SeedNewsletterList[] = [
  {
    name: "Les nouvelles du Domaine",
    description: "Sortie des nouveaux millésimes, ventes privées et journées de dégustation au caveau.",
    isDefault: true,
  },
];
