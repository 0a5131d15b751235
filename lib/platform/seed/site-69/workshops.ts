import { addDays, parisDay, parisInstant, weekdayIndex } from "@/lib/domain/paris-time";
import type { SeedElement } from "@/lib/platform/seed/types";

/**
 * A start `weeksAhead` weeks after the seed runs, on `weekday` (0 = Monday) at `time` Paris time.
 * Relative on purpose: fixed dates pass, and a sample site whose workshops have all started shows
 * none (and its sign-up journeys stop working) a few weeks after it was written.
 */
export function seedWorkshopStart(weeksAhead: number, weekday: number, time: string, now: Date = new Date()): string {
  const today = parisDay(now);
  const day = addDays(today, weeksAhead * 7 + ((weekday - weekdayIndex(today) + 7) % 7));
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return parisInstant(day, hours * 60 + minutes).toISOString();
}

/**
 * Workshops of the sample site (element route "ateliers", SPEC §2 /ateliers/{slug}/{id}).
 * `data` holds the workshop details the detail page shows; prices in cents (ARCHITECTURE: money).
 */
export interface WorkshopData {
  alt: string;
  summary: string;
  /** Allow-listed HTML (sanitised on render). */
  description: string;
  /** ISO date-time (UTC) of the start. */
  startsAt: string;
  durationMinutes: number;
  location: string;
  priceCents: number;
  seats: number;
}

const workshop = (element: Omit<SeedElement, "route" | "data"> & { data: WorkshopData }): SeedElement => ({
  ...element,
  route: "ateliers",
  data: { ...element.data },
});

export const workshops: SeedElement[] = [
  workshop({
    title: "Apprivoiser son stress au quotidien",
    slug: "apprivoiser-son-stress-au-quotidien",
    order: 1,
    url: null,
    imageFile: "service-developpement-personnel.svg",
    data: {
      alt: "Personne assise en méditation entourée de cercles apaisants",
      summary:
        "Un atelier collectif de trois heures pour comprendre les mécanismes du stress et repartir avec des outils simples, utilisables dès le lendemain.",
      description:
        "<p>Le stress n'est pas une fatalité : c'est un signal, que l'on peut apprendre à écouter et à réguler. En petit groupe, vous découvrirez ce qui se joue dans votre corps et dans vos pensées quand la pression monte.</p><h2>Au programme</h2><ul><li>Comprendre le cycle du stress et repérer vos propres signaux d'alerte</li><li>Respiration, ancrage et micro-pauses : trois techniques à emporter</li><li>Identifier vos sources de tension et ce qui dépend de vous</li><li>Construire votre plan d'action personnel pour les semaines à venir</li></ul><p>Aucun prérequis : l'atelier s'adresse à toute personne qui souhaite retrouver de la sérénité, au travail comme à la maison.</p>",
      startsAt: seedWorkshopStart(2, 5, "09:30"),
      durationMinutes: 180,
      location: "Cabinet Élan Coaching, 18 rue Sainte-Hélène, 69002 Lyon",
      priceCents: 4500,
      seats: 10,
    },
  }),
  workshop({
    title: "Réussir sa reconversion professionnelle",
    slug: "reussir-sa-reconversion-professionnelle",
    order: 2,
    url: null,
    imageFile: "service-developpement-professionnel.svg",
    data: {
      alt: "Escalier ascendant et flèche orange symbolisant la progression professionnelle",
      summary:
        "Une journée pour faire le point sur vos compétences, explorer des pistes réalistes et bâtir les premières étapes de votre projet de reconversion.",
      description:
        "<p>Vous envisagez de changer de métier, sans savoir par où commencer ? Cette journée vous aide à clarifier ce qui vous anime et à transformer une envie en projet concret.</p><h2>Au programme</h2><ul><li>Le bilan de vos compétences transférables et de vos valeurs professionnelles</li><li>L'exploration de métiers et de formations, avec des ressources fiables</li><li>Les dispositifs de financement : CPF, projet de transition professionnelle, accompagnement France Travail</li><li>Votre feuille de route à trois mois</li></ul><p>Le déjeuner est libre. Un entretien individuel de suivi de 45 minutes est inclus dans le mois qui suit.</p>",
      startsAt: seedWorkshopStart(7, 5, "09:00"),
      durationMinutes: 420,
      location: "Cabinet Élan Coaching, 18 rue Sainte-Hélène, 69002 Lyon",
      priceCents: 12000,
      seats: 8,
    },
  }),
  workshop({
    title: "Parents : accompagner la confiance en soi de son enfant",
    slug: "parents-accompagner-la-confiance-en-soi-de-son-enfant",
    order: 3,
    url: null,
    imageFile: "service-scolaire.svg",
    data: {
      alt: "Salle de classe avec un tableau et des élèves",
      summary:
        "Une soirée d'échanges et d'outils pratiques pour aider votre enfant à oser, à persévérer et à vivre sereinement sa scolarité.",
      description:
        "<p>Comment encourager sans mettre la pression ? Comment réagir face à une mauvaise note ou à une peur de l'échec ? Cette soirée s'adresse aux parents d'enfants de 8 à 15 ans.</p><h2>Au programme</h2><ul><li>Ce que recouvre la confiance en soi, et comment elle se construit</li><li>Les mots qui encouragent et ceux qui découragent</li><li>Des jeux et rituels simples à partager en famille</li><li>Un temps de questions-réponses avec la coach</li></ul>",
      startsAt: seedWorkshopStart(3, 4, "18:30"),
      durationMinutes: 120,
      location: "Maison des associations, 28 rue Denfert-Rochereau, 69004 Lyon",
      priceCents: 2500,
      seats: 20,
    },
  }),
];
