import type { SeedSite } from "@/lib/platform/seed/types";
import { addresses } from "./addresses";
import { appointmentCalendars } from "./appointments";
import { albums } from "./albums";
import { blog } from "./blog";
import { elements } from "./elements";
import { forms } from "./forms";
import { legalTexts } from "./legal-texts";
import { news } from "./news";
import { newsletterLists } from "./newsletter";
import { pages } from "./pages";
import { reviews } from "./reviews";
import { services } from "./services";
import { trackerApps, trackerParameters } from "./trackers";
import { workshops } from "./workshops";
import { siteModules } from "./workshop-sign-ups";

/**
 * Sample site 69 (SPEC §1): "Élan Coaching", a French personal-development coaching and training
 * business in Lyon. Showcase mode only (no shop, no winemaker). Parameters listed here are the
 * site-specific values; every other parameter comes from the catalogue defaults.
 */
export const site69: SeedSite = {
  id: 69,
  name: "Élan Coaching",
  assetsFolder: "site-69",
  isWinemaker: false,
  isECommerce: false,
  isBuilding: false,
  dashboardType: "SHOWCASE",
  technicalFileModel: null,
  devUrl: "http://localhost:3000",
  prodUrl: "https://www.elan-coaching.fr",
  server: "embedded",
  // Local names: http://localhost:3000 and http://elan-coaching.localhost:3000 show this site.
  domains: ["www.elan-coaching.fr", "localhost", "elan-coaching.localhost"],
  defaultLanguage: "fr",
  fonts: [
    { type: "TITLE", family: "Josefin Sans", color: null, size: 17, weight: 400, style: "normal" },
    { type: "CONTENT", family: "Raleway", color: null, size: 14, weight: 300, style: "normal" },
    { type: "MENU", family: "Raleway", color: null, size: 12, weight: 400, style: "normal" },
  ],
  parameters: {
    // Company
    COMPANY_NAME: "Élan Coaching",
    LEGAL_AGENT: "Claire Morel, gérante",
    LEGAL_COMPANY_NAME: "Élan Coaching",
    CORPORATE_FORM: "SARL",
    SHARE_CAPITAL: "5 000 €",
    // SIREN 847 123 908 (Luhn-valid) + NIC 00018; the 14 digits pass the Luhn checksum.
    SIRET_NUMBER: "84712390800018",
    RCS_NUMBER: "RCS Lyon 847 123 908",
    HOSTING_PROVIDER: "Evolusite SAS, 12 quai Saint-Antoine, 69002 Lyon – 04 72 00 00 00",
    HEAD_OFFICE: "18 rue Sainte-Hélène, 69002 Lyon",
    COMPANY_PHONE: "04 78 42 18 65",
    COMPANY_MOBILE: "06 72 14 38 91",
    COMPANY_EMAIL: "contact@elan-coaching.fr",
    COMPANY_ADDRESS: "https://www.google.com/maps/search/?api=1&query=18+rue+Sainte-H%C3%A9l%C3%A8ne%2C+69002+Lyon",
    COMPANY_DESCRIPTION:
      "Élan Coaching est un cabinet de coaching et de formation installé à Lyon depuis 2018, qui accompagne particuliers, professionnels et organisations dans leurs projets de changement. Coaching de vie, développement personnel et professionnel, interventions en entreprise, en collectivité et en milieu scolaire : chaque accompagnement est construit sur mesure.",
    IS_INDEPENDENT: "false",
    // Opening hours
    MONDAY_HOURS: "9h00 – 12h30 / 14h00 – 18h00",
    TUESDAY_HOURS: "9h00 – 12h30 / 14h00 – 19h00",
    WEDNESDAY_HOURS: "9h00 – 12h30 / 14h00 – 18h00",
    THURSDAY_HOURS: "9h00 – 12h30 / 14h00 – 19h00",
    FRIDAY_HOURS: "9h00 – 12h30 / 14h00 – 17h00",
    SATURDAY_HOURS: "9h00 – 12h00 (sur rendez-vous)",
    SUNDAY_HOURS: "Fermé",
    // Banners and content
    IS_BLOG_ACTIVATED: "true",
    // SEO
    HOME_META_DESCRIPTION:
      "Élan Coaching, cabinet de coaching et de formation à Lyon : coaching de vie, développement personnel et professionnel, interventions collectives.",
    CONTACT_META_DESCRIPTION:
      "Contactez Élan Coaching à Lyon : téléphone, e-mail, adresse du cabinet et horaires. Entretien découverte gratuit de 30 minutes.",
    NEWS_META_DESCRIPTION:
      "Actualités d'Élan Coaching : ateliers collectifs, conseils en développement personnel et professionnel, interventions en entreprise et à l'école.",
    // Social
    FACEBOOK_URL: "https://www.facebook.com/elancoaching.lyon",
    INSTAGRAM_URL: "https://www.instagram.com/elan.coaching.lyon/",
    LINKEDIN_URL: "https://www.linkedin.com/company/elan-coaching-lyon",
    TWITTER_URL: null,
    TIKTOK_URL: null,
    YOUTUBE_URL: null,
    TRIPADVISOR_URL: null,
    GOOGLE_REVIEW_URL: null,
    PINTEREST_URL: null,
    // Messaging and chrome
    SEND_MAIL_AS_NAME: "Élan Coaching",
    SEND_MAIL_AS_MAIL: "contact@elan-coaching.fr",
    CREATED_BY_MESSAGE: "Site créé avec Evolusite",
    SHOW_SEARCHBAR: "true",
    // Legal texts (placeholders are replaced at render time)
    LEGAL_NOTICE: legalTexts.LEGAL_NOTICE,
    PRIVACY_POLICY: legalTexts.PRIVACY_POLICY,
    COOKIE_POLICY: legalTexts.COOKIE_POLICY,
    USE_TERMS: legalTexts.USE_TERMS,
    SALE_TERMS: legalTexts.SALE_TERMS,
    // Trackers and owner code, loaded only after consent
    ...trackerParameters,
  },
  logos: [
    { type: "LOGO", file: "logo.svg", alt: "Logo Élan Coaching" },
    { type: "LOGO_FOOTER", file: "logo-footer.svg", alt: "Logo Élan Coaching, version claire pour le pied de page" },
    { type: "LOGO_FAVICON", file: "favicon.svg", alt: "Icône Élan Coaching" },
    { type: "LOGO_DARK_THEME", file: "logo-dark.svg", alt: "Logo Élan Coaching pour le thème sombre" },
    { type: "LOGO_LIGHT_THEME", file: "logo-light.svg", alt: "Logo Élan Coaching pour le thème clair" },
  ],
  pages,
  news,
  elements: [...elements, ...workshops],
  addresses,
  variations: [],
  externalApps: [
    {
      app: "PRODUCT_FILE_GENERATOR",
      publicConfig: { enabled: false, model: null },
      privateConfig: { apiKey: "seed-private-key-not-public" },
    },
    {
      app: "GOOGLE_ANALYTICS",
      publicConfig: { measurementId: "G-ELAN0000" },
      privateConfig: { apiSecret: "seed-secret" },
    },
    ...trackerApps,
  ],
  newsletterLists,
  appointmentCalendars,
  forms,
  albums,
  services,
  reviews,
  blog,
  modules: siteModules,
};
