import fs from "node:fs";

/**
 * The wine shop's customers of the browser suite (site 70), created with a session by
 * scripts/e2e-prepare-data.ts: registering and logging in through the API count against the
 * per-address limits (5 registrations an hour, 10 logins in 15 minutes), which a full run of the
 * shop specs on one worker's server would pass. One account per spec's role and per project; the
 * suite runs each test once (no retries), so an account places its orders once per run.
 */
export const SHOP_CUSTOMER_PASSWORD = "Vendanges-en-Bourgogne-2026";

export const SHOP_CUSTOMERS = {
  checkout: { firstname: "Claire", lastname: "Martin" },
  cart: { firstname: "Claire", lastname: "Martin" },
  "card-confirmation": { firstname: "Camille", lastname: "Durand" },
  "card-checkout": { firstname: "Camille", lastname: "Durand" },
  "orders-camille": { firstname: "Camille", lastname: "Durand" },
  "orders-other": { firstname: "Paul", lastname: "Durand" },
} as const;
export type ShopCustomerKey = keyof typeof SHOP_CUSTOMERS;

/** The suite's projects (playwright.config.ts). */
export const E2E_PROJECTS = ["desktop", "phone"] as const;

/** Every prepared customer has this phone and birthdate (of age: the shop sells wine). */
export const SHOP_CUSTOMER_PHONE = "06 12 34 56 78";
export const SHOP_CUSTOMER_BIRTHDATE = "1985-04-12";

export function shopCustomerEmail(key: ShopCustomerKey, project: string): string {
  return `${key}.${project}@clients-e2e.exemple.fr`;
}

/** Where e2e-prepare-data writes the customer's session token, next to the admins' token files. */
export function shopCustomerTokenFile(adminTokenFile: string, key: ShopCustomerKey, project: string): string {
  return `${adminTokenFile}-client-${key}-${project}`;
}

/** The prepared customer `key` of this project: e-mail, names and session token. */
export function shopCustomer(key: ShopCustomerKey, project: string): { email: string; token: string; firstname: string; lastname: string } {
  const file = process.env.E2E_ADMIN_TOKEN_FILE;
  if (!file) throw new Error("E2E_ADMIN_TOKEN_FILE is not set: run the suite with npm run test:e2e");
  const token = fs.readFileSync(shopCustomerTokenFile(file, key, project), "utf8").trim();
  return { email: shopCustomerEmail(key, project), token, ...SHOP_CUSTOMERS[key] };
}
