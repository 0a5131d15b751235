import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { APP_ROUTE_ROOTS, isMissingPage } from "@/lib/storefront/missing-page";
import type { MenuPage } from "@/lib/storefront/types";

const page = (url: string, type = "PAGE", children: MenuPage[] = []) => ({ id: url.length, url, type, children }) as unknown as MenuPage;
const MENU = [page("/", "HOME"), page("/prestations", "FOLDER", [page("/prestations/coach-developpement-personnel")]), page("/externe", "LINK")];

describe("isMissingPage (proxy: server-rendered 404 for unknown pages)", () => {
  it("is true for a path no site page has, at any depth", async () => {
    expect(await isMissingPage("/cette-page-n-existe-pas", async () => MENU)).toBe(true);
    expect(await isMissingPage("/prestations/inconnue", async () => MENU)).toBe(true);
    // A LINK page redirects elsewhere: its own path is not a page (same rule as the catch-all).
    expect(await isMissingPage("/externe", async () => MENU)).toBe(true);
  });

  it("is false for site pages, whatever the case, trailing slash or encoding", async () => {
    expect(await isMissingPage("/prestations/coach-developpement-personnel", async () => MENU)).toBe(false);
    expect(await isMissingPage("/Prestations/Coach-Developpement-Personnel/", async () => MENU)).toBe(false);
    expect(await isMissingPage("/prestations%2Fcoach-developpement-personnel", async () => MENU)).toBe(false);
  });

  it("leaves the home and the app's own routes to Next without reading the pages", async () => {
    const loadMenu = vi.fn(async () => MENU);
    for (const path of ["/", "/auth", "/legal-notice", "/ateliers/atelier/3", "/password/reset/ask"]) {
      expect(await isMissingPage(path, loadMenu), path).toBe(false);
    }
    expect(loadMenu).not.toHaveBeenCalled();
  });

  it("knows every top-level route folder of app/ (a new one must be added, or its pages become 404s)", () => {
    const appDir = path.resolve(__dirname, "../../app");
    const folders = fs
      .readdirSync(appDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("[") && !entry.name.startsWith("(") && !entry.name.startsWith("_"))
      .map((entry) => entry.name)
      .sort();
    expect([...APP_ROUTE_ROOTS].sort()).toEqual(folders);
  });
});
