import { expect, test, waitForHydration } from "./support/test";
import { allPublicPaths, LEGAL_ROUTES, listWorkshops, SERVICE_PATHS, SITE_HEADERS } from "./support/site";

test.describe("routes of SPEC §2", () => {
  test("every public route answers 200 with one h1, French, canonical and description", async ({ page, request }) => {
    for (const path of await allPublicPaths(request)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "fr");
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1, path).toHaveCount(1);
      expect((await h1.textContent())?.trim().length, path).toBeGreaterThan(2);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname, path).toBe(path === "/password/reset/jeton-de-test" ? "/password/reset" : path);
      expect(await page.locator('meta[name="description"]').getAttribute("content"), path).toBeTruthy();
    }
  });

  test("content pages show their database titles; legal and account pages theirs", async ({ page }) => {
    for (const route of LEGAL_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.title);
    }
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
    await page.goto("/password/reset/ask");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié");
    await page.goto("/password/reset/abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nouveau mot de passe");
    await page.goto("/coach-de-vie");
    await expect(page).toHaveTitle(/Élan Coaching/);
  });

  test("home and contact descriptions come from HOME_META_DESCRIPTION and CONTACT_META_DESCRIPTION", async ({ page, request }) => {
    const parameters = (await (await request.get("/api/parameter", { headers: SITE_HEADERS })).json()).data as { type: string; value: string }[];
    const value = (type: string) => parameters.find((p) => p.type === type)!.value;
    await page.goto("/");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", value("HOME_META_DESCRIPTION"));
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await page.goto("/nous-contacter");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", value("CONTACT_META_DESCRIPTION"));
  });

  test("legal pages show the company data in place of every placeholder", async ({ page }) => {
    await page.goto("/legal-notice");
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain("847 123 908 00018");
    expect(text).toContain("Claire Morel");
    expect(text).toContain("18 rue Sainte-Hélène, 69002 Lyon");
    expect(text).toContain("5 000 €");
    expect(text).toContain("RCS Lyon 847 123 908");
    await expect(page.locator('main a[href="mailto:contact@elan-coaching.fr"]').first()).toBeVisible();
    for (const route of LEGAL_ROUTES) {
      await page.goto(route.path);
      expect(await page.locator("main").innerText(), route.path).not.toMatch(/\{\{|\}\}/);
    }
  });

  test("workshops: detail by slug and id, id alone redirects to the slug, unknown id is 404", async ({ page, request }) => {
    const workshops = await listWorkshops(request);
    expect(workshops.length).toBeGreaterThanOrEqual(2);
    for (const workshop of workshops) {
      const response = await page.goto(`/ateliers/${workshop.slug}/${workshop.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(workshop.title);
      await expect(page.getByText(/€ TTC/)).toBeVisible();
    }
    const [first] = workshops;
    await page.goto(`/ateliers/${first!.id}`);
    expect(new URL(page.url()).pathname).toBe(`/ateliers/${first!.slug}/${first!.id}`);
    const unknown = await page.goto("/ateliers/atelier-inconnu/99999");
    expect(unknown?.status()).toBe(404);
    expect((await page.goto("/ateliers/pas-un-nombre"))?.status()).toBe(404);
  });

  test("unknown paths are a 404 with the spec's message and a link home", async ({ page }) => {
    for (const path of ["/cette-page-n-existe-pas", "/prestations/inconnue", "/password/reset/a/b"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("This page could not be found")).toBeVisible();
    }
    await page.locator("main").getByRole("link", { name: "Retour à l'accueil", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the prestations folder page lists the four service pages", async ({ page }) => {
    const response = await page.goto("/prestations");
    expect(response?.status()).toBe(200);
    for (const path of SERVICE_PATHS) await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  });
});

test.describe("?from= visits", () => {
  test("records the visit and redirects 302 to the same URL without from, keeping other parameters", async ({ request }) => {
    const response = await request.get("/coach-de-vie?utm_source=lettre&from=newsletter&page=2", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers()["location"]!, "http://x");
    expect(location.pathname).toBe("/coach-de-vie");
    expect(location.searchParams.get("from")).toBeNull();
    expect(location.searchParams.get("utm_source")).toBe("lettre");
    expect(location.searchParams.get("page")).toBe("2");
  });

  test("an invalid source still lands the visitor on the page", async ({ page }) => {
    const response = await page.goto("/?from=%3Cscript%3E");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe("");
  });
});

test.describe("locale cookie (SPEC §9)", () => {
  test("a first visit keeps the site's language for 365 days, written by the browser: the page itself sets no cookie", async ({ page, context }) => {
    await context.clearCookies();
    const response = await page.goto("/coach-de-vie");
    expect(response?.status()).toBe(200);
    // Set by the page's script, not its answer: pages that set a cookie are never stored by the page cache.
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("fr");
    const locale = (await context.cookies()).find((cookie) => cookie.name === "locale")!;
    expect(locale).toMatchObject({ path: "/", httpOnly: false, sameSite: "Lax" });
    const daysLeft = (locale.expires - Date.now() / 1000) / 86_400;
    expect(daysLeft).toBeGreaterThan(364.9);
    expect(daysLeft).toBeLessThanOrEqual(365);
  });
});

test.describe("SEO files", () => {
  test("sitemap.xml lists the page tree and legal pages; robots.txt points to it", async ({ request, baseURL }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ["/coach-de-vie", "/nous-contacter", ...SERVICE_PATHS, "/legal-notice"]) expect(xml).toContain(`${baseURL}${path}<`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
  });

  test("JSON-LD LocalBusiness from the company parameters, favicon from LOGO_FAVICON", async ({ page, request }) => {
    await page.goto("/");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({ "@type": "LocalBusiness", name: "Élan Coaching", telephone: "+33478421865" });
    const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(favicon).toMatch(/\/images\/\d+\/favicon\.svg$/);
    expect((await request.get(favicon!)).headers()["content-type"]).toBe("image/svg+xml");
  });

  test("fonts come from this site's own files", async ({ page }) => {
    const fontHosts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font" && new URL(r.url()).host !== new URL(page.url() || "http://x").host) fontHosts.push(r.url());
    });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    expect(fontHosts).toEqual([]);
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes("Raleway") && f.status === "loaded"))).toBe(true);
  });
});

test.describe("page cache", () => {
  test("a link followed in the page (an RSC navigation) is answered from memory the second time, and shows the page", async ({ page }) => {
    const followHomeLink = async () => {
      await page.goto("/legal-notice");
      await waitForHydration(page);
      const navigation = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === "/" && url.searchParams.has("_rsc") && response.request().headers()["next-router-prefetch"] === undefined;
      });
      await page.locator("header").getByRole("link", { name: /accueil/i }).filter({ visible: true }).first().click();
      const answer = await navigation;
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("main h1, main h2").first()).toBeVisible();
      return answer.headers()["x-page-cache"];
    };
    expect(["miss", "hit"]).toContain(await followHomeLink());
    // Within the TTL (2 s) the same navigation gets the stored answer.
    await expect.poll(followHomeLink, { timeout: 30_000 }).toBe("hit");
  });

  test("anonymous visitors and logged-in customers get a public page from memory; staff and the pages that read the visitor a fresh render", async ({ request }) => {
    const headers = { Accept: "text/html" };
    await request.get("/prendre-un-rendez", { headers });
    const second = await request.get("/prendre-un-rendez", { headers });
    expect(second.status()).toBe(200);
    expect(second.headers()["x-page-cache"]).toBe("hit");
    // The page read nothing of the visitor: a customer's session gets the same bytes.
    const customer = await request.get("/prendre-un-rendez", { headers: { ...headers, Cookie: "token=un-jeton-quelconque; idSite=69" } });
    expect(customer.headers()["x-page-cache"]).toBe("hit");
    expect(await customer.body()).toEqual(await second.body());
    const staff = await request.get("/prendre-un-rendez", { headers: { ...headers, Cookie: "token=un-jeton-quelconque; idSite=69; staff=1" } });
    expect(staff.status()).toBe(200);
    expect(staff.headers()["x-page-cache"]).toBeUndefined();
    // /auth reads the visitor (a logged-in one goes to the account): never stored, for anyone.
    await request.get("/auth", { headers });
    expect((await request.get("/auth", { headers })).headers()["x-page-cache"]).toBe("miss");
    const loggedAuth = await request.get("/auth", { headers: { ...headers, Cookie: "token=un-jeton-quelconque; idSite=69" }, maxRedirects: 0 });
    expect(loggedAuth.headers()["x-page-cache"]).toBe("miss");
    const campaign = await request.get("/prendre-un-rendez?utm_source=lettre", { headers });
    expect(campaign.headers()["x-page-cache"]).toBeUndefined();
  });
});
