import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param";
import { expect, test, type APIRequestContext } from "./support/test";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config";
import { homeDeliveryOrderBody } from "../support/home-delivery-order";
import { startServer, stopServer, waitForApi, type Server } from "./support/server";
import { shopCustomer } from "./support/shop-customers";
import { adminToken } from "./support/site";

/**
 * The page cache shares only what is meant for everyone (server/page-cache.ts): against a
 * production server whose page cache keeps pages for a minute, every page that needs a session
 * is asked by its owner (twice, as a page and as a client-side navigation), then at once by a
 * visitor without a session and by another customer: neither ever gets the owner's content, and
 * no such answer ever comes from the cache. The public pages are still shared, logged in or not.
 */

// Outside the workers' ports (E2E_PORT + worker index) and the other extra servers of the suite.
const PORT = E2E_PORT + 61;
const WINE_HOST = `vins.localhost:${PORT}`;
const dataDir = path.resolve(".tmp", "e2e-page-cache-privacy-data");

let server: Server;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(path.join(E2E_DATA_DIR, "prepared"), dataDir, { recursive: true });
  server = startServer(PORT, { DATA_DIR: dataDir, LOG_LEVEL: "warn", PAGE_CACHE_TTL_MS: "60000" });
  await waitForApi(PORT);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  cache: string | undefined;
  body: string;
}

/** Who asks: their cookies (none for an anonymous visitor). */
interface Asker {
  name: string;
  cookie?: string;
}

const customerCookie = (token: string) => `token=${token}; idSite=70`;

/**
 * A GET to the wine shop's host as a browser sends it: a page (HTML), or the router's client-side
 * navigation to it (RSC), with the asker's cookies. Node's resolver does not know *.localhost: the
 * request goes to 127.0.0.1 with the Host header.
 */
async function ask(pathname: string, asker: Asker, kind: "page" | "navigation" = "page", host = WINE_HOST): Promise<Answer> {
  const navigation = kind === "navigation";
  // The router coming from the home: Next checks `?_rsc=` against this header (else it redirects).
  const stateTree = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }]));
  const headers: Record<string, string> = {
    Host: host,
    Accept: navigation ? "*/*" : "text/html,application/xhtml+xml",
    "Accept-Encoding": "identity",
    ...(navigation ? { RSC: "1", "Next-Router-State-Tree": stateTree } : {}),
    ...(asker.cookie ? { Cookie: asker.cookie } : {}),
  };
  const target = navigation ? `${pathname}?_rsc=${await computeCacheBustingSearchParam(undefined, undefined, stateTree, undefined)}` : pathname;
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname: "127.0.0.1", port: PORT, path: target, headers, setHost: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, cache: response.headers["x-page-cache"] as string | undefined, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

interface Check {
  kinds?: ("page" | "navigation")[];
  /** The host asked (the wine shop's by default; the coaching site is the one of 127.0.0.1). */
  host?: string;
  /** The others may get the public page from the cache (an admin's page is a public one without the toolbar). */
  publicPage?: boolean;
}

/**
 * The owner asks for `pathname` (twice: a first answer stored by mistake would be replayed to the
 * second), then the others at once: each of their answers is checked for every one of the owner's
 * marks, and none may come from the cache unless the page is a public one.
 */
async function expectNeverShared(pathname: string, owner: Asker, ownerMarks: string[], others: Asker[], { kinds = ["page", "navigation"], publicPage = false, host = WINE_HOST }: Check = {}) {
  for (const kind of kinds) {
    const first = await ask(pathname, owner, kind, host);
    const again = await ask(pathname, owner, kind, host);
    expect(first.status, `${owner.name} ${kind} ${pathname}`).toBe(200);
    // The owner's answer does hold their data: otherwise this check would prove nothing.
    for (const mark of ownerMarks) expect(first.body, `${owner.name} ${kind} ${pathname}: ${mark}`).toContain(mark);
    expect([first.cache, again.cache], `${owner.name} ${kind} ${pathname}`).not.toContain("hit");
    const answers = await Promise.all(others.map((other) => ask(pathname, other, kind, host)));
    answers.forEach((answer, index) => {
      const who = `${others[index]!.name} ${kind} ${pathname}`;
      if (!publicPage) expect(answer.cache, who).not.toBe("hit");
      for (const mark of ownerMarks) expect(answer.body, `${who}: ${mark}`).not.toContain(mark);
    });
  }
}

test("a customer's account, orders, invoice and confirmation never reach another visitor", async ({ request }, testInfo) => {
  test.setTimeout(180_000);
  const camille = shopCustomer("orders-camille", testInfo);
  const paul = shopCustomer("orders-other", testInfo);
  const base = `http://127.0.0.1:${PORT}`;
  const auth = { "X-Site-Id": "70", "Content-Type": "application/json", Authorization: `Bearer ${camille.token}` };
  const products = (await (await request.get(`${base}/api/product?nbItem=100`, { headers: { "X-Site-Id": "70" } })).json()) as { data: { list: { slug: string; declinations: { id: number }[] }[] } };
  const gamay = products.data.list.find((product) => product.slug === "gamay-des-collines-coteaux-bourguignons")!;
  const added = await request.post(`${base}/api/cart/new/product/${gamay.declinations[0]!.id}`, { headers: auth, data: { type: "WINE", quantity: 6 } });
  expect(added.status(), await added.text()).toBe(201);
  const cartId = ((await added.json()) as { data: { id: string } }).data.id;
  const ordered = await request.post(`${base}/api/order`, { headers: auth, data: homeDeliveryOrderBody(cartId, "BANK_TRANSFER") });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as { data: { id: number; reference: string } }).data;

  const owner: Asker = { name: "the owner", cookie: customerCookie(camille.token) };
  const others: Asker[] = [
    { name: "a visitor without a session" },
    { name: "another customer", cookie: customerCookie(paul.token) },
  ];
  await expectNeverShared(`/mon-compte/commandes/${order.id}/facture`, owner, [order.reference, camille.email], others, { kinds: ["page"] });
  await expectNeverShared("/mon-compte", owner, [camille.email], others);
  await expectNeverShared("/mon-compte/commandes", owner, [order.reference], others);
  await expectNeverShared(`/mon-compte/commandes/${order.id}`, owner, [order.reference], others);
  await expectNeverShared(`/commande/confirmation/${order.id}`, owner, [order.reference], others);
});

/** The newest e-mail of site 69's outbox to `to` (no SMTP server: kept there, readable by the admin). */
async function lastMailTo(request: APIRequestContext, to: string): Promise<string> {
  const base = `http://127.0.0.1:${PORT}`;
  const headers = { "X-Site-Id": "69", Authorization: `Bearer ${adminToken(69)}` };
  const list = (await (await request.get(`${base}/api/admin/outbox?toAddress=${encodeURIComponent(to)}&nbItem=1`, { headers })).json()) as { data: { list: { id: number }[] } };
  expect(list.data.list.length, `an e-mail to ${to}`).toBe(1);
  const message = (await (await request.get(`${base}/api/admin/outbox/${list.data.list[0]!.id}`, { headers })).json()) as { data: { text: string | null; html: string | null } };
  return `${message.data.text ?? ""}\n${message.data.html ?? ""}`;
}

test("the pages of e-mailed links (a workshop sign-up, an appointment) never reach another visitor", async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const base = `http://127.0.0.1:${PORT}`;
  const coaching = `127.0.0.1:${PORT}`;
  const site = { "X-Site-Id": "69", "Content-Type": "application/json" };
  const others: Asker[] = [{ name: "a visitor without a session" }, { name: "a visitor with another link", cookie: "workshop_cancel_token=jeton-inconnu; appointment_token=jeton-inconnu" }];

  // A workshop sign-up: its e-mail's link (one token for confirming and cancelling).
  const workshops = (await (await request.get(`${base}/api/element/ateliers?nbItem=24`, { headers: site })).json()) as { data: { items: { id: number; registration: { left: number; isOpen: boolean } | null }[] } };
  const workshop = workshops.data.items.find((item) => item.registration?.isOpen && item.registration.left > 0)!;
  expect(workshop, "a workshop open to sign-ups").toBeTruthy();
  const signUpEmail = `inscription.${testInfo.project.name}.${Date.now()}@exemple.fr`;
  const signedUp = await request.post(`${base}/api/element/ateliers/${workshop.id}/register`, { headers: site, data: { name: "Inès Secret", email: signUpEmail, phone: "06 12 34 56 78", seats: 1 } });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const signUpToken = /\/ateliers\/confirmation\/([A-Za-z0-9_-]+)/.exec(await lastMailTo(request, signUpEmail))?.[1];
  expect(signUpToken, "the confirmation link").toBeTruthy();
  for (const [pathname, cookie] of [
    ["/ateliers/confirmation", "workshop_confirm_token"],
    ["/ateliers/annulation", "workshop_cancel_token"],
  ] as const) {
    await expectNeverShared(pathname, { name: "the one who signed up", cookie: `${cookie}=${signUpToken}` }, [signUpToken!], others, { host: coaching });
  }

  // An appointment: the first free slot of the first calendar's first service.
  const calendars = (await (await request.get(`${base}/api/calendar`, { headers: site })).json()) as { data: { id: number; services: { id: number }[] }[] };
  const calendar = calendars.data[0]!;
  const service = calendar.services[0]!.id;
  let slot: string | undefined;
  for (let month = 0; month < 3 && !slot; month++) {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() + month, 1);
    const allowed = (await (await request.get(`${base}/api/calendar/${calendar.id}/date/allowed/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}?service=${service}`, { headers: site })).json()) as { data: { days: string[] } };
    for (const day of allowed.data.days) {
      const slots = (await (await request.get(`${base}/api/calendar/${calendar.id}/date/${day}/slots?service=${service}`, { headers: site })).json()) as { data: { slots: { start: string }[] } };
      slot = slots.data.slots[0]?.start;
      if (slot) break;
    }
  }
  expect(slot, "a free slot").toBeTruthy();
  const bookingEmail = `rendez-vous.${testInfo.project.name}.${Date.now()}@exemple.fr`;
  const booked = await request.post(`${base}/api/calendar/${calendar.id}/appointment`, { headers: site, data: { name: "Inès Secret", email: bookingEmail, phone: "06 12 34 56 78", serviceId: service, start: slot } });
  expect(booked.status(), await booked.text()).toBe(201);
  const manageToken = /\/rendez-vous\/([A-Za-z0-9_-]+)/.exec(await lastMailTo(request, bookingEmail))?.[1];
  expect(manageToken, "the manage link").toBeTruthy();
  await expectNeverShared("/rendez-vous", { name: "the one who booked", cookie: `appointment_token=${manageToken}` }, [manageToken!], others, { host: coaching });
});

test("an administrator's pages (the toolbar) never reach a visitor, with or without the staff cookie", async () => {
  test.setTimeout(120_000);
  const token = adminToken(70);
  const others: Asker[] = [{ name: "a visitor without a session" }, { name: "a visitor with a forged session", cookie: "token=jeton-inconnu; idSite=70" }];
  // The admin's render carries the loader of the toolbar (lib/storefront/admin-loader-reference.ts).
  // Without the staff cookie first: once the public page is stored, such an admin is given it (the
  // loader then puts the cookie back and refreshes), which hides nothing but would prove nothing.
  for (const admin of [
    { name: "the admin without the staff cookie", cookie: `token=${token}; idSite=70` },
    { name: "the admin", cookie: `token=${token}; idSite=70; staff=1` },
  ]) {
    // As pages: a client-side navigation does not send the layout again, where the loader is.
    for (const pathname of ["/", "/boutique", "/le-domaine"]) await expectNeverShared(pathname, admin, ["AdminLoader"], others, { kinds: ["page"], publicPage: true });
  }
});

test("the public pages are still shared, with anonymous visitors and customers alike", async ({}, testInfo) => {
  const camille = shopCustomer("orders-camille", testInfo);
  for (const pathname of ["/boutique", "/le-domaine"]) {
    const first = await ask(pathname, { name: "a visitor" });
    const customer = await ask(pathname, { name: "a customer", cookie: customerCookie(camille.token) });
    const anonymous = await ask(pathname, { name: "another visitor" });
    expect([first.status, customer.status, anonymous.status], pathname).toEqual([200, 200, 200]);
    expect([customer.cache, anonymous.cache], pathname).toEqual(["hit", "hit"]);
  }
});
