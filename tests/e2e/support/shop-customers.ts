import fs from "node:fs";

/**
 * The wine shop's customers of the browser suite (site 70), created with a session by
 * scripts/e2e-prepare-data.ts: registering and logging in through the API count against the
 * per-address limits (5 registrations an hour, 10 logins in 15 minutes), which a full run of the
 * shop specs on one worker's server would pass. One account per spec's role, per project and per
 * attempt: CI runs a failed test once more (playwright.config.ts), and that run must not find the
 * first one's cart, orders or spent one-use discount code.
 */
export const SHOP_CUSTOMER_PASSWORD = "Vendanges-en-Bourgogne-2026";

export const SHOP_CUSTOMERS = {
  checkout: { firstname: "Claire", lastname: "Martin" },
  // Each order journey its own customer: a customer may leave only 2 orders unpaid at once.
  "checkout-relay": { firstname: "Claire", lastname: "Martin" },
  "checkout-pickup": { firstname: "Claire", lastname: "Martin" },
  cart: { firstname: "Claire", lastname: "Martin" },
  "card-confirmation": { firstname: "Camille", lastname: "Durand" },
  "card-checkout": { firstname: "Camille", lastname: "Durand" },
  "orders-camille": { firstname: "Camille", lastname: "Durand" },
  "orders-other": { firstname: "Paul", lastname: "Durand" },
} as const;
export type ShopCustomerKey = keyof typeof SHOP_CUSTOMERS;

/** The suite's projects (playwright.config.ts). */
export const E2E_PROJECTS = ["desktop", "phone"] as const;
/** The attempts a test may get: the first run and CI's one retry (playwright.config.ts `retries`). */
const E2E_ATTEMPTS = [0, 1] as const;

/** The name of the customers of one attempt of one project's tests: « phone », « phone-retry1 ». */
const accountName = (project: string, retry: number) => (retry === 0 ? project : `${project}-retry${retry}`);

/** Every project and attempt the preparation makes customers for. */
export const E2E_SHOP_ACCOUNTS = E2E_PROJECTS.flatMap((project) => E2E_ATTEMPTS.map((retry) => accountName(project, retry)));

/** Every prepared customer has this phone and birthdate (of age: the shop sells wine). */
export const SHOP_CUSTOMER_PHONE = "06 12 34 56 78";
export const SHOP_CUSTOMER_BIRTHDATE = "1985-04-12";

export function shopCustomerEmail(key: ShopCustomerKey, account: string): string {
  return `${key}.${account}@clients-e2e.exemple.fr`;
}

/** Where e2e-prepare-data writes the customer's session token, next to the admins' token files. */
export function shopCustomerTokenFile(adminTokenFile: string, key: ShopCustomerKey, account: string): string {
  return `${adminTokenFile}-client-${key}-${account}`;
}

/** The prepared customer `key` of this test's project and attempt: e-mail, names and session token. */
export function shopCustomer(key: ShopCustomerKey, testInfo: { project: { name: string }; retry: number }): { email: string; token: string; firstname: string; lastname: string } {
  const file = process.env.E2E_ADMIN_TOKEN_FILE;
  if (!file) throw new Error("E2E_ADMIN_TOKEN_FILE is not set: run the suite with npm run test:e2e");
  const account = accountName(testInfo.project.name, testInfo.retry);
  const tokenFile = shopCustomerTokenFile(file, key, account);
  if (!fs.existsSync(tokenFile)) throw new Error(`no prepared customer « ${key} » for ${account}: scripts/e2e-prepare-data.ts prepares ${E2E_SHOP_ACCOUNTS.join(", ")}`);
  return { email: shopCustomerEmail(key, account), token: fs.readFileSync(tokenFile, "utf8").trim(), ...SHOP_CUSTOMERS[key] };
}
