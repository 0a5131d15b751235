import type { SeedReview } from "@/lib/platform/seed/types";

/** Reviews of the wine estate (published). */
export const reviews: SeedReview[] = [
  {
    rating: 5,
    text: "Accueil chaleureux au caveau et un Meursault Les Charmes remarquable. Livraison soignée, bouteilles parfaitement emballées.",
    authorFirstname: "Bernard",
    authorLastname: "Lefèvre",
    reviewedAt: "2026-10-20T11:00:00Z",
    isPublished: true,
  },
  {
    rating: 4,
    text: "Très beau pinot noir, fruité et souple. Commande reçue en trois jours.",
    authorFirstname: "Julie",
    authorLastname: "Perrin",
    reviewedAt: "2026-08-14T18:30:00Z",
    isPublished: true,
  },
];
