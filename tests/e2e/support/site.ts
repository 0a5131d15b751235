import fs from "node:fs";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { CONSENT_COOKIE_NAME, TRACKER_SERVICES } from "../../../lib/domain/trackers";

export const SITE_HEADERS = { "X-Site-Id": "69", "Accept-Language": "fr" };

export const SERVICE_PATHS = [
  "/prestations/accompagnement-pour-les-collectivites-entreprises-et-associations",
  "/prestations/coach-developpement-personnel",
  "/prestations/developpement-professionnel",
  "/prestations/interventions-etablissement-scolaire",
];

export const LEGAL_ROUTES = [
  { path: "/legal-notice", title: "Mentions légales" },
  { path: "/privacy-policy", title: "Politique de confidentialité" },
  { path: "/cookie-policy", title: "Politique des cookies" },
  { path: "/use-terms", title: "Conditions générales d'utilisation" },
  { path: "/sale-terms", title: "Conditions générales de vente" },
];

export interface Workshop {
  id: number;
  slug: string;
  title: string;
  /** Seats, when the workshop takes sign-ups. */
  registration: { capacity: number; left: number } | null;
}

/** The seeded workshops of site 69, read through the platform API. */
export async function listWorkshops(request: APIRequestContext): Promise<Workshop[]> {
  const response = await request.get("/api/element/ateliers?nbItem=24", { headers: SITE_HEADERS });
  return (await response.json()).data.items as Workshop[];
}

/** Every public route of SPEC §2 with a 200 answer (workshop paths need the API). */
export async function allPublicPaths(request: APIRequestContext): Promise<string[]> {
  const [workshop] = await listWorkshops(request);
  return [
    "/",
    "/auth",
    "/coach-de-vie",
    "/nous-contacter",
    "/prendre-un-rendez",
    ...SERVICE_PATHS,
    ...LEGAL_ROUTES.map((r) => r.path),
    "/password/reset/ask",
    "/password/reset",
    "/password/reset/jeton-de-test",
    `/ateliers/${workshop!.slug}/${workshop!.id}`,
  ];
}

/**
 * The cookies POST /login sets for a session (lib/domain/session-cookies.ts): the HttpOnly token,
 * the readable idSite (the browser learns the session from it) and, for ADMIN sessions, `staff`
 * (their pages are never served from the page cache).
 */
export function sessionCookies(token: string, url: string, siteId: number, role: "customer" | "staff" = "customer") {
  return [
    { name: "token", value: token, url, httpOnly: true },
    { name: "idSite", value: String(siteId), url },
    ...(role === "staff" ? [{ name: "staff", value: "1", url }] : []),
  ];
}

/** The cookies of site 69's (or 70's) prepared ADMIN session, as its login sets them. */
export function adminCookies(url: string, siteId: 69 | 70 = 69) {
  return sessionCookies(adminToken(siteId), url, siteId, "staff");
}

/** Token of the ADMIN session of site 69 (or 70) prepared by scripts/e2e-prepare-data.ts. */
export function adminToken(siteId: 69 | 70 = 69): string {
  const file = process.env.E2E_ADMIN_TOKEN_FILE;
  if (!file) throw new Error("E2E_ADMIN_TOKEN_FILE is not set: run the suite with npm run test:e2e");
  return fs.readFileSync(siteId === 69 ? file : `${file}-${siteId}`, "utf8").trim();
}

/** The headers of an admin call on site 69 (the prepared admin's session). */
export function adminHeaders(): Record<string, string> {
  return { ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` };
}

export async function setParameter(request: APIRequestContext, type: string, value: string | null) {
  const response = await request.put(`/api/admin/parameter/${type}`, {
    headers: { ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` },
    data: { value },
  });
  if (response.status() !== 200) throw new Error(`PUT ${type} → ${response.status()} ${await response.text()}`);
}

/** A choice already made (everything refused): the consent banner stays away in tests about other things. */
export async function refuseTrackersBeforehand(context: BrowserContext, baseURL: string) {
  const value = TRACKER_SERVICES.map((service) => `!${service.key}=false`).join("");
  await context.addCookies([{ name: CONSENT_COOKIE_NAME, value, url: baseURL }]);
}
