import type { SeedNewsletterList } from "@/lib/platform/seed/types";

/** Newsletter lists of Élan Coaching: general news (default) and workshop announcements. */
export const newsletterLists: SeedNewsletterList[] = [
  {
    name: "Actualités d'Élan Coaching",
    description: "Une lettre par mois : conseils de coaching, nouvelles du cabinet et articles choisis.",
    isDefault: true,
  },
  {
    name: "Ateliers et événements",
    description: "Les dates des prochains ateliers collectifs, conférences et journées portes ouvertes à Lyon et à Grenoble.",
    isDefault: false,
  },
];
