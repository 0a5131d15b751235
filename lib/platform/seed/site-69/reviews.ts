import type { SeedReview } from "@/lib/platform/seed/types";

/** Reviews of the coaching site: four published (average 4,8), one waiting for moderation. */
export const reviews: SeedReview[] = [
  {
    rating: 5,
    text: "Trois mois d'accompagnement qui m'ont permis de reprendre confiance et de préparer ma reconversion sereinement. Écoute, bienveillance et exigence : merci Claire !",
    authorFirstname: "Sophie",
    authorLastname: "Martin",
    reviewedAt: "2026-09-18T14:00:00Z",
    isPublished: true,
  },
  {
    rating: 5,
    text: "L'atelier sur le stress était concret et très bien animé. Je pratique encore les exercices de respiration tous les matins.",
    authorFirstname: "Karim",
    authorLastname: "Benali",
    reviewedAt: "2026-07-02T09:30:00Z",
    isPublished: true,
  },
  {
    rating: 4,
    text: "Une intervention appréciée par toute l'équipe pédagogique du collège ; les élèves en parlent encore. Un peu court à notre goût, nous referons une séance.",
    authorFirstname: "Hélène",
    authorLastname: "Dupuis",
    reviewedAt: "2026-04-11T16:15:00Z",
    isPublished: true,
  },
  {
    rating: 5,
    text: "Séminaire de cohésion parfaitement adapté à notre association. Les bénévoles sont repartis motivés et soudés.",
    authorFirstname: "Luc",
    authorLastname: "Garnier",
    reviewedAt: "2026-02-20T10:00:00Z",
    isPublished: true,
  },
  {
    rating: 3,
    text: "Bonne séance, mais j'aurais aimé plus d'exercices à faire chez moi entre deux rendez-vous.",
    authorFirstname: "Nadia",
    authorLastname: "Roche",
    reviewedAt: "2026-10-05T08:45:00Z",
    isPublished: false,
  },
];
