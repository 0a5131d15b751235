/**
 * The demo administrator of sample site 69, created with the site when the embedded demo data is
 * seeded (SEED_DEMO_DATA). Public credentials, written in the README: never for a real site.
 */
export const site69DemoAdmin = {
  email: "admin@elan-coaching.fr",
  password: "Elan-Coaching-2026!",
  firstname: "Claire",
  lastname: "Morel",
} as const;
