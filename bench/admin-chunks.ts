/**
 * Builder figure (issue 9): JS an administrator downloads on top of a visitor's (gzip bytes), and
 * proof that the visitor's first-load JS does not include it. Headless Chromium (CHROMIUM_PATH,
 * /usr/bin/chromium by default) opens the home page as a visitor, then as the admin of site 69
 * with the editor open and a rich text field shown (tiptap, dnd-kit loaded).
 */
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { firstLoadJsBytes } from "./first-load-js";

const SITE = { "X-Site-Id": "69", "Accept-Language": "fr" };

export interface AdminChunkFigures {
  visitorFirstLoadJs: number;
  adminFirstLoadJs: number;
  /** Every script the admin fetched that the visitor did not (loader, toolbar, editor, tiptap, dnd-kit). */
  adminOnlyScripts: number;
  adminOnlyGzipBytes: number;
}

export async function measureAdminChunks(origin: string): Promise<AdminChunkFigures> {
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { ...SITE, "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@elan-coaching.fr", password: "Elan-Coaching-2026!" }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const scriptsOf = async (admin: boolean) => {
      const context = await browser.newContext();
      if (admin) await context.addCookies([{ name: "token", value: token, url: origin, httpOnly: true }]);
      const page = await context.newPage();
      const urls = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") urls.add(request.url());
      });
      await page.goto(`${origin}/`);
      await page.waitForLoadState("networkidle");
      if (admin) {
        await page.getByRole("button", { name: "Modifier la page" }).click();
        await page.getByRole("button", { name: /^Image et texte/ }).click();
        await page.getByRole("textbox", { name: "Texte", exact: true }).waitFor();
        await page.waitForLoadState("networkidle");
      }
      await context.close();
      return urls;
    };
    const visitor = await scriptsOf(false);
    const admin = await scriptsOf(true);
    const extra = [...admin].filter((url) => !visitor.has(url));
    let bytes = 0;
    for (const url of extra) bytes += zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    const cookie = { Cookie: `token=${token}` };
    const adminFirstLoad = await firstLoadJsBytes(origin, "/", async (url) => Buffer.from(await (await fetch(url, { headers: cookie })).arrayBuffer()));
    return {
      visitorFirstLoadJs: await firstLoadJsBytes(origin, "/"),
      adminFirstLoadJs: adminFirstLoad,
      adminOnlyScripts: extra.length,
      adminOnlyGzipBytes: bytes,
    };
  } finally {
    await browser.close();
  }
}
