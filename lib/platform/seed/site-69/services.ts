import type { SeedService } from "@/lib/platform/seed/types";

/** The four services of the /prestations pages, with tags for the filter (GET /service?tag=). */
export const services: SeedService[] = [
  {
    title: "Développement personnel",
    slug: "developpement-personnel",
    summary: "Mieux vous connaître, apaiser le stress, gagner en confiance et retrouver un équilibre de vie qui vous ressemble.",
    description:
      "<p>Un accompagnement individuel, en cabinet ou en visio, pour avancer à votre rythme.</p><ul><li>Confiance et estime de soi</li><li>Gestion du stress et des émotions</li><li>Équilibre entre vie personnelle et vie professionnelle</li></ul><p>Le premier entretien de 30 minutes est offert.</p>",
    priceText: "90 € la séance d'une heure",
    durationMinutes: 60,
    tags: ["Particuliers", "Individuel", "Stress"],
    imageFile: "service-developpement-personnel.svg",
    imageAlt: "Personne assise en méditation entourée de cercles apaisants",
    pageUrl: "/prestations/coach-developpement-personnel",
  },
  {
    title: "Développement professionnel",
    slug: "developpement-professionnel",
    summary: "Reconversion, prise de poste, management, bilan de compétences : faire évoluer votre carrière avec clarté.",
    description:
      "<p>Pour les salariés, les indépendants et les managers qui veulent donner un nouvel élan à leur parcours.</p><ul><li>Bilan de compétences (finançable par le CPF)</li><li>Préparation d'une prise de poste</li><li>Coaching de managers</li></ul>",
    priceText: "À partir de 110 € la séance",
    durationMinutes: 90,
    tags: ["Particuliers", "Individuel", "Carrière"],
    imageFile: "service-developpement-professionnel.svg",
    imageAlt: "Escalier ascendant et flèche orange symbolisant la progression professionnelle",
    pageUrl: "/prestations/developpement-professionnel",
  },
  {
    title: "Collectivités, entreprises et associations",
    slug: "collectivites-entreprises-et-associations",
    summary: "Cohésion d'équipe, qualité de vie au travail, prévention des risques psychosociaux : des interventions sur mesure.",
    description:
      "<p>Des ateliers et des séminaires construits avec vous, pour des équipes de 5 à 40 personnes.</p><ul><li>Cohésion et communication d'équipe</li><li>Qualité de vie et des conditions de travail</li><li>Prévention du stress au travail</li></ul>",
    priceText: "Sur devis",
    durationMinutes: 180,
    tags: ["Professionnels", "Collectif", "Stress"],
    imageFile: "service-collectivites.svg",
    imageAlt: "Équipe réunie autour d'une table devant des bâtiments",
    pageUrl: "/prestations/accompagnement-pour-les-collectivites-entreprises-et-associations",
  },
  {
    title: "Interventions en établissement scolaire",
    slug: "interventions-en-etablissement-scolaire",
    summary: "Ateliers pour les élèves, les enseignants et les parents : émotions, orientation, confiance et climat scolaire.",
    description:
      "<p>Des séances adaptées à chaque âge, du CM1 au lycée, en lien avec l'équipe éducative.</p><ul><li>Gestion des émotions et prévention du harcèlement</li><li>Confiance en soi et prise de parole</li><li>Orientation et choix d'avenir</li></ul>",
    priceText: "Sur devis, selon le nombre de classes",
    durationMinutes: 120,
    tags: ["Écoles", "Collectif"],
    imageFile: "service-scolaire.svg",
    imageAlt: "Salle de classe avec un tableau et des élèves",
    pageUrl: "/prestations/interventions-etablissement-scolaire",
  },
];
