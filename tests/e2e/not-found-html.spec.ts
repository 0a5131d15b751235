import { expect, test } from "./support/test";

/**
 * The 404 page is server HTML (issue 8): a visitor without JavaScript and a crawler get the message,
 * the link home and the site's chrome, with status 404 — not an empty `__next_error__` shell.
 */
test.describe("404 without JavaScript", () => {
  test.beforeEach(() => test.skip(test.info().project.name !== "desktop", "same HTML for every viewport: one project is enough"));

  test("an unknown page answers 404 with its message, the link home and the chrome in the HTML", async ({ request }) => {
    for (const path of ["/cette-page-n-existe-pas", "/prestations/inconnue"]) {
      const response = await request.get(path, { headers: { Accept: "text/html" } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain('id="__next_error__"');
      expect(html, path).toContain('<html lang="fr"');
      // The text outside any script: the visible markup, not the RSC payload.
      const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
      expect(markup, path).toContain("This page could not be found");
      expect(markup, path).toMatch(/<a [^>]*href="\/"[^>]*>Retour à l(&#x27;|')accueil<\/a>/);
      expect(markup, path).toMatch(/<meta name="robots" content="noindex/);
      // The site's chrome: its navigation and footer.
      expect(markup, path).toMatch(/<nav\b/);
      expect(markup, path).toMatch(/<footer\b/);
    }
  });

  test("a JavaScript-free browser shows the 404 page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Retour à l'accueil", exact: true })).toHaveAttribute("href", "/");
    await context.close();
  });

  test("other pages carry the chrome once: their payload's 404 fallback is the message alone", async ({ request }) => {
    const forged: Record<string, string>[] = [{}, { "x-evolusite-not-found-page": "1" }];
    for (const headers of forged) {
      const html = await (await request.get("/", { headers: { Accept: "text/html", ...headers } })).text();
      // The RSC payload sits in scripts as escaped JSON: ["$","footer",...] is one rendered <footer>.
      const footersInPayload = html.match(/\\"\$\\",\\"footer\\"/g) ?? [];
      expect(footersInPayload, JSON.stringify(headers)).toHaveLength(1);
      expect(html).toContain("This page could not be found");
    }
  });
});
