import type { SeedSiteModules } from "@/lib/platform/seed/types";

/**
 * Sign-ups already taken for the sample workshops (so the pages show seats left), the home popup
 * announcing the next workshop, and the booking dialog's texts (component config).
 */
export const siteModules: SeedSiteModules = {
  registrations: [
    // « Apprivoiser son stress au quotidien »: 10 seats, 7 taken → 3 left.
    { workshopSlug: "apprivoiser-son-stress-au-quotidien", name: "Sophie Lambert", email: "sophie.lambert@exemple.fr", phone: "06 12 45 78 90", seats: 2 },
    { workshopSlug: "apprivoiser-son-stress-au-quotidien", name: "Karim Benali", email: "karim.benali@exemple.fr", phone: "07 68 21 43 65", seats: 1 },
    { workshopSlug: "apprivoiser-son-stress-au-quotidien", name: "Élodie Marchand", email: "elodie.marchand@exemple.fr", phone: "06 33 87 12 54", seats: 3 },
    { workshopSlug: "apprivoiser-son-stress-au-quotidien", name: "Thomas Girard", email: "thomas.girard@exemple.fr", phone: "04 78 90 12 34", seats: 1 },
    // « Réussir sa reconversion professionnelle »: 8 seats, 6 taken → 2 left.
    { workshopSlug: "reussir-sa-reconversion-professionnelle", name: "Nadia Rousseau", email: "nadia.rousseau@exemple.fr", phone: "06 41 22 78 19", seats: 1 },
    { workshopSlug: "reussir-sa-reconversion-professionnelle", name: "Julien Fabre", email: "julien.fabre@exemple.fr", phone: "07 51 64 30 82", seats: 1 },
    { workshopSlug: "reussir-sa-reconversion-professionnelle", name: "Claire et Marc Dupuis", email: "famille.dupuis@exemple.fr", phone: "06 90 17 35 46", seats: 2 },
    { workshopSlug: "reussir-sa-reconversion-professionnelle", name: "Amandine Leroy", email: "amandine.leroy@exemple.fr", phone: "06 28 73 95 01", seats: 2 },
    // « Parents : accompagner la confiance en soi de son enfant »: 20 seats, 5 taken.
    { workshopSlug: "parents-accompagner-la-confiance-en-soi-de-son-enfant", name: "Isabelle Moreau", email: "isabelle.moreau@exemple.fr", phone: "06 77 14 25 36", seats: 2 },
    { workshopSlug: "parents-accompagner-la-confiance-en-soi-de-son-enfant", name: "Paul Henry", email: "paul.henry@exemple.fr", phone: "07 12 98 45 60", seats: 3 },
  ],
  popups: [
    {
      title: "Prochain atelier : apprivoiser son stress",
      content:
        "<p>Un samedi matin, de 9 h 30 à 12 h 30 au cabinet : trois heures pour comprendre le stress et repartir avec des outils simples. <strong>Plus que quelques places.</strong></p>",
      button: { label: "Je réserve ma place", workshopSlug: "apprivoiser-son-stress-au-quotidien" },
      pages: [""],
      showOnEveryLoad: false,
    },
  ],
  componentConfigs: [
    {
      slug: "workshop-booking",
      config: {
        intro:
          "Remplissez ce formulaire : vous recevez aussitôt une confirmation par e-mail avec l'invitation pour votre agenda. Le règlement se fait sur place, le jour de l'atelier.",
        maxSeatsPerSignUp: 4,
      },
    },
  ],
};
