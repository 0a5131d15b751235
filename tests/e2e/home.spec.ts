import { expect, test } from "@playwright/test";

test.describe("placeholder home", () => {
  test("renders the site name and menu read from the platform API", async ({ page, request }) => {
    const info = await request.get("/api/site/info", { headers: { "X-Site-Id": "69" } });
    expect(info.status()).toBe(200);
    const siteName = (await info.json()).data.name as string;
    expect(siteName).toBe("Élan Coaching");

    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(siteName);
    await expect(page).toHaveTitle(siteName);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // The favicon is the site's LOGO_FAVICON, served by the image route.
    const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(favicon).toMatch(/^\/images\/\d+\/favicon\.svg$/);
    expect((await request.get(favicon!)).headers()["content-type"]).toBe("image/svg+xml");
    // The four service pages appear under "Prestations".
    await expect(page.getByText("Prestations", { exact: true })).toBeVisible();
    const logo = page.getByRole("img").first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test("shows the company description of the site parameters", async ({ page, request }) => {
    const before = await request.get("/api/parameter", { headers: { "X-Site-Id": "69" } });
    const description = (await before.json()).data.find((p: { type: string }) => p.type === "COMPANY_DESCRIPTION");
    expect(description?.value).toBeTruthy();
    await page.goto("/");
    await expect(page.getByText(description.value, { exact: true })).toBeVisible();
  });
});

test.describe("platform API over HTTP", () => {
  test("GET /api/parameter returns every parameter of site 69 in the envelope", async ({ request }) => {
    const response = await request.get("/api/parameter", { headers: { "X-Site-Id": "69" } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBeNull();
    const types = (body.data as { type: string }[]).map((p) => p.type);
    for (const key of ["BACKGROUND_COLOR", "LOGO_HEIGHT", "LEGAL_NOTICE", "SIRET_NUMBER", "SEE_CART_ON_HOVER"]) {
      expect(types).toContain(key);
    }
    expect(new Set(types).size).toBe(types.length);
  });

  test("unknown routes and a missing site id answer in the envelope", async ({ request }) => {
    const missing = await request.get("/api/parameter");
    expect(missing.status()).toBe(400);
    expect((await missing.json()).success).toBe(false);
    const unknown = await request.get("/api/does-not-exist", { headers: { "X-Site-Id": "69" } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, data: null });
  });
});
