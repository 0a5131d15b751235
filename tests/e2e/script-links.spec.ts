import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { adminToken, refuseTrackersBeforehand, SITE_HEADERS } from "./support/site";

/**
 * Script links (issue 9, docs/builder.md « Script links »): a LINK page of type JS is a button in
 * the menus whose code the server defines in the page with the request's CSP nonce; it runs on the
 * visitor's click, never before, and the CSP still refuses an inline script without the nonce.
 */

const TITLE = "Ouvrir la discussion";
// Counts its runs on <html>: the test reads how many times the owner's code ran.
const CODE = `const root = document.documentElement;
root.dataset.discussion = String(Number(root.dataset.discussion || "0") + 1); // "</script>" stays inside`;

const admin = { ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` };

/** Creates the menu's script link, after deleting any an earlier attempt left (CI runs a failed test again on the same server). */
async function createScriptLink(request: APIRequestContext): Promise<number> {
  const tree = ((await (await request.get("/api/admin/pages", { headers: admin })).json()) as { data: { id: number; title: string }[] }).data;
  for (const left of tree.filter((node) => node.title === TITLE)) {
    expect((await request.delete(`/api/admin/page/${left.id}`, { headers: admin })).status()).toBe(200);
  }
  const response = await request.post("/api/admin/page", {
    headers: admin,
    data: { title: TITLE, type: "LINK", showInMenu: true, idParent: null, link: { type: "JS", jsCode: CODE } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const runs = (page: Page) => page.evaluate(() => document.documentElement.dataset.discussion ?? "0");

test("a script link in the menu runs its code on click only, and the CSP still blocks an injected script", async ({ page, request, context, baseURL }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  await refuseTrackersBeforehand(context, baseURL!);
  const pageId = await createScriptLink(request);
  try {
    // Every script the policy refuses, as the page sees it (securitypolicyviolation events).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const response = await page.goto("/");
    const html = await response!.text();
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce, "the page's CSP nonce").toBeTruthy();
    // The code is in the page once, in an inline script carrying the request's nonce; no href runs code.
    expect(html).toContain(`nonce="${nonce}" data-script-link-code="page-${pageId}"`);
    expect(html).not.toContain("javascript:");
    await page.waitForLoadState("networkidle");
    // Defined, not run.
    expect(await runs(page)).toBe("0");
    expect(await page.evaluate((id) => typeof (window as unknown as Record<string, Record<string, unknown>>).__siteScriptLinks?.[id], `page-${pageId}`)).toBe("function");

    let button;
    if (phone) {
      await page.getByRole("button", { name: /Menu/ }).and(page.locator("[aria-controls]")).first().click();
      button = page.getByRole("navigation", { name: "Menu mobile" }).getByRole("button", { name: TITLE });
    } else {
      button = page.getByRole("navigation", { name: "Menu principal" }).getByRole("button", { name: TITLE });
    }
    await expect(button).toBeVisible();
    expect(await runs(page)).toBe("0");
    await button.click();
    await expect.poll(() => runs(page)).toBe("1");
    await button.press("Enter");
    await expect.poll(() => runs(page)).toBe("2");
    expect(await violations(), "the nonce'd definition ran without a CSP violation").toEqual([]);

    // An inline script injected into the page's HTML (no nonce, as an attacker's markup would be)
    // is refused by the policy, while the nonce'd definitions of the same response still run.
    await page.route((url) => url.pathname === "/", async (route) => {
      const original = await route.fetch();
      const body = (await original.text()).replace("</body>", '<script>document.documentElement.dataset.injected = "1"</script></body>');
      await route.fulfill({ response: original, body });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.dataset.injected ?? null), "an injected inline script ran").toBeNull();
    await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(1);
    expect((await violations()).every((text) => text.startsWith("script-src") && text.endsWith("inline"))).toBe(true);
    expect(await runs(page)).toBe("0");
    if (phone) await page.getByRole("button", { name: /Menu/ }).and(page.locator("[aria-controls]")).first().click();
    await (phone ? page.getByRole("navigation", { name: "Menu mobile" }) : page.getByRole("navigation", { name: "Menu principal" })).getByRole("button", { name: TITLE }).click();
    await expect.poll(() => runs(page)).toBe("1");
  } finally {
    const deleted = await request.delete(`/api/admin/page/${pageId}`, { headers: admin });
    expect(deleted.status()).toBe(200);
  }
});

test("a script link whose code would run at load is left out of the page", async ({ page, request }) => {
  const response = await request.post("/api/admin/page", {
    headers: admin,
    data: { title: "Lien piégé", type: "LINK", showInMenu: true, idParent: null, link: { type: "JS", jsCode: '}; document.documentElement.dataset.piege = "1"; function x() {' } },
  });
  expect(response.status()).toBe(201);
  const pageId = ((await response.json()) as { data: { id: number } }).data.id;
  try {
    const html = await (await page.goto("/"))!.text();
    expect(html).not.toContain("piege");
    await expect(page.getByRole("button", { name: "Lien piégé" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.piege ?? null)).toBeNull();
  } finally {
    expect((await request.delete(`/api/admin/page/${pageId}`, { headers: admin })).status()).toBe(200);
  }
});
