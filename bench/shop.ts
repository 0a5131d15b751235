/**
 * Shop figures (issues 11 and 12), on the wine shop of site 70 reached by its host name:
 * - Lighthouse mobile and first-load JS of /boutique, a product page, /panier with a guest's cart of
 *   two wines (its id in local storage, as the storefront keeps it) and /commande for a logged
 *   customer with that cart (session cookie) — skipped with a message while /commande is a 404;
 * - latency of add-to-cart (POST /api/cart/{id}/product/{declinationId}, multipart) and of the
 *   cart refresh (GET /api/cart/{id}/default) with 10 customers at once, each with a cart of its
 *   own, next to GET /api/parameter measured the same way in the same run (the reference).
 */
import http from "node:http";
import { measurePages, type PageFigures, type SitePage } from "./site";
import { median } from "./support";

export const SHOP_HOST = "vins.localhost";
const SITE_70 = { "X-Site-Id": "70", "Accept-Language": "fr" };
const CUSTOMERS = 10;

/** GET of a URL of 127.0.0.1 as if it were `host` (Node does not resolve *.localhost names; Chromium does): status and body. */
function getAs(host: string, url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.get(
      { host: "127.0.0.1", port: target.port, path: target.pathname + target.search, headers: { Host: `${host}:${target.port}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    request.on("error", reject);
  });
}

/** The body of a URL of 127.0.0.1 as if it were `host`; anything but a 200 is an error. */
function fetchAs(host: string) {
  return async (url: string) => {
    const { status, body } = await getAs(host, url);
    if (status !== 200) throw new Error(`${url}: ${status}`);
    return body;
  };
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
}

async function api<T>(origin: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope<T>; ms: number }> {
  const started = performance.now();
  const response = await fetch(origin + "/api" + path, { ...init, headers: { ...SITE_70, ...(init.headers as Record<string, string>) } });
  const body = (await response.json()) as Envelope<T>;
  return { status: response.status, body, ms: performance.now() - started };
}

interface BenchProduct {
  id: number;
  slug: string;
  type: { type: string };
  declinations: { id: number; quantity: number | null; sellByMultipleOf: number }[];
  hasCustomization: boolean;
}

/** A wine whose first declination has untracked or large stock, so that adding never runs out. */
async function pickProduct(origin: string): Promise<BenchProduct> {
  const { body } = await api<{ list: BenchProduct[] }>(origin, "/product?nbItem=100");
  const product = body.data.list.find(
    (p) => p.type.type === "WINE" && !p.hasCustomization && (p.declinations[0]!.quantity === null || p.declinations[0]!.quantity > 500),
  );
  if (!product) throw new Error("No seeded wine with enough stock to bench the cart.");
  return product;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface LatencyFigures {
  count: number;
  medianMs: number;
  p95Ms: number;
  failures: number;
}

function figures(times: number[], failures: number): LatencyFigures {
  return { count: times.length, medianMs: median(times), p95Ms: percentile(times, 95), failures };
}

/** 10 customers in parallel for `seconds`: each adds one multiple to its cart, then refreshes it. */
async function cartLoad(origin: string, product: BenchProduct, seconds: number) {
  const declination = product.declinations[0]!;
  const add: number[] = [];
  const refresh: number[] = [];
  const reference: number[] = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const customer = async () => {
    let cart = (await api<{ id: string }>(origin, "/cart", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).body.data.id;
    let adds = 0;
    while (Date.now() < deadline) {
      const form = new FormData();
      form.set("type", product.type.type);
      form.set("quantity", String(declination.sellByMultipleOf));
      const added = await api(origin, `/cart/${cart}/product/${declination.id}`, { method: "POST", body: form });
      if (added.status === 200 || added.status === 201) add.push(added.ms);
      else failures++;
      const got = await api(origin, `/cart/${cart}/default`);
      if (got.status === 200) refresh.push(got.ms);
      else failures++;
      const ref = await api(origin, "/parameter");
      if (ref.status === 200) reference.push(ref.ms);
      else failures++;
      // Keep carts small and far from the 1000-unit ceiling, as real carts are.
      if (++adds % 20 === 0) {
        await api(origin, `/cart/${cart}`, { method: "DELETE" });
        cart = (await api<{ id: string }>(origin, "/cart", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).body.data.id;
      }
    }
  };
  await Promise.all(Array.from({ length: CUSTOMERS }, customer));
  return { add: figures(add, failures), refresh: figures(refresh, 0), reference: figures(reference, 0) };
}

const CART_ID_STORAGE_KEY = "cartId"; // stores/shop/cart-store.ts

/** Two wines of `products` sold by 6 or a divisor of it, with the stock for 6 bottles each. */
function cartWines(products: BenchProduct[]): { product: BenchProduct; declinationId: number }[] {
  const wines = products
    .filter((p) => p.type.type === "WINE" && !p.hasCustomization)
    .map((product) => ({ product, declination: product.declinations.find((d) => 6 % d.sellByMultipleOf === 0 && (d.quantity === null || d.quantity >= 6)) }))
    .filter((w) => w.declination !== undefined)
    .slice(0, 2)
    .map(({ product, declination }) => ({ product, declinationId: declination!.id }));
  if (wines.length < 2) throw new Error("Fewer than two seeded wines to fill a cart for /panier.");
  return wines;
}

/** A cart of 6 bottles of each of two wines: a guest's (no token) or a customer's main cart; returns its id. */
async function fillCart(origin: string, products: BenchProduct[], token?: string): Promise<string> {
  let cartId = "new";
  for (const { product, declinationId } of cartWines(products)) {
    const added = await api<{ id: string }>(origin, `/cart/${cartId}/product/${declinationId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ type: product.type.type, quantity: 6 }),
    });
    if (added.status !== 200 && added.status !== 201) throw new Error(`cart for Lighthouse: ${added.status} ${added.body.message}`);
    cartId = added.body.data.id;
  }
  return cartId;
}

/** A customer of the shop (registered and logged in through the API), for the checkout. */
async function customerSession(origin: string): Promise<string> {
  const headers = { "Content-Type": "application/json" };
  const email = `mesure.commande.${process.pid}.${Date.now()}@exemple.fr`;
  const password = "Vendanges-en-Bourgogne-2026";
  const registered = await api(origin, "/register", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, firstname: "Claire", lastname: "Martin", birthdate: "1985-04-12", acceptTerms: true }),
  });
  if (registered.status !== 202) throw new Error(`register for /commande: ${registered.status} ${registered.body.message}`);
  const login = await api<{ token: string }>(origin, "/login", { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`login for /commande: ${login.status} ${login.body.message}`);
  return login.body.data.token;
}

/** /panier with a guest's cart; /commande for a logged customer with a cart, once the page exists (else a message). */
async function cartPages(origin: string, port: number): Promise<{ pages: SitePage[]; skipped: string[] }> {
  const { body } = await api<{ list: BenchProduct[] }>(origin, "/product?nbItem=100");
  const guestCart = await fillCart(origin, body.data.list);
  const pages: SitePage[] = [{ label: "cart, two wines", path: "/panier", visitor: { localStorage: { [CART_ID_STORAGE_KEY]: guestCart } } }];
  const skipped: string[] = [];
  const checkout = await getAs(SHOP_HOST, `http://${SHOP_HOST}:${port}/commande`);
  if (checkout.status === 404) {
    skipped.push("/commande answers 404 (the checkout page is not built yet): not measured.");
  } else {
    const token = await customerSession(origin);
    const customerCart = await fillCart(origin, body.data.list, token);
    pages.push({
      label: "checkout, logged customer, two wines",
      path: "/commande",
      visitor: { localStorage: { [CART_ID_STORAGE_KEY]: customerCart }, cookies: [{ name: "token", value: token, httpOnly: true }] },
    });
  }
  return { pages, skipped };
}

export interface ShopFigures {
  pages: PageFigures[];
  /** Pages not measured, and why. */
  skipped: string[];
  cart: Awaited<ReturnType<typeof cartLoad>>;
}

export async function measureShop(port: number, seconds: number): Promise<ShopFigures> {
  const origin = `http://127.0.0.1:${port}`;
  const product = await pickProduct(origin);
  await cartLoad(origin, product, 2); // warm-up
  const cart = await cartLoad(origin, product, seconds);
  const withCart = await cartPages(origin, port);
  const pages = await measurePages(
    `http://${SHOP_HOST}:${port}`,
    [{ label: "catalogue", path: "/boutique" }, { label: "product page", path: `/boutique/${product.slug}/${product.id}` }, ...withCart.pages],
    fetchAs(SHOP_HOST),
  );
  return { pages, skipped: withCart.skipped, cart };
}
