/**
 * The ADMIN account of site 69 that scripts/e2e-prepare-data.ts creates, with a password so the
 * browser suite can log in through the real login page (/auth) as well as with its session token.
 */
export const E2E_ADMIN = { email: "admin.e2e@elan-coaching.fr", password: "Elan-Admin-e2e-2026!" } as const;

/**
 * An empty site of the suite's database (no page, no account): the rate-limit tests exhaust its
 * login budget, so the suite's own logins on sites 69 and 70 are never blocked by them.
 */
export const E2E_LIMITS_SITE_ID = 71;
