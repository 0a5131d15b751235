/**
 * The demo administrator of sample site 70 (the wine shop: its « Commandes » panel), created with
 * the site when the embedded demo data is seeded (SEED_DEMO_DATA). Public credentials, written in
 * the README: never for a real site.
 */
export const site70DemoAdmin = {
  email: "admin@domaine-des-trois-collines.fr",
  password: "Trois-Collines-2026!",
  firstname: "Hélène",
  lastname: "Garnier",
} as const;
