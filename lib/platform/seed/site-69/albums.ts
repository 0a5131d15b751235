import type { SeedAlbum } from "@/lib/platform/seed/types";

/** Albums of the coaching site: the practice and the group workshops. */
export const albums: SeedAlbum[] = [
  {
    title: "Le cabinet de Lyon",
    slug: "le-cabinet-de-lyon",
    description: "Un lieu calme et lumineux au cœur de la Presqu'île, pensé pour les séances individuelles et les petits groupes.",
    items: [
      { file: "cabinet-accueil.svg", alt: "L'espace d'accueil du cabinet, avec un fauteuil et une plante" },
      { file: "seance-individuelle.svg", alt: "Deux fauteuils face à face pour une séance individuelle" },
      { file: "approche.svg", alt: "Carnet et tasse de thé posés sur la table de travail" },
      { file: "coach-de-vie.svg", alt: "Claire Morel, coach, dans la salle de séance" },
    ],
  },
  {
    title: "Ateliers et interventions",
    slug: "ateliers-et-interventions",
    description: "Quelques moments de nos ateliers collectifs, en entreprise, en classe et en pleine nature, en photos et en vidéo.",
    items: [
      { file: "atelier-groupe.svg", alt: "Un groupe réuni en cercle pendant un atelier collectif" },
      { file: "intervention-entreprise.svg", alt: "Une intervention sur la cohésion d'équipe en entreprise" },
      { file: "classe-confiance.svg", alt: "Des élèves pendant un atelier sur la confiance en soi" },
      { file: "marche-nature.svg", alt: "Une marche consciente sur un sentier de colline" },
      { file: "slide-cohesion-equipe.svg", alt: "Les mains d'une équipe réunies au centre d'un cercle" },
      // A short video (2 s, H.264): album files ending in .mp4 play in the gallery (SPEC §5).
      { file: "lever-du-jour.mp4", alt: "Le ciel qui s'éclaire au lever du jour, au départ d'une marche consciente" },
    ],
  },
];
