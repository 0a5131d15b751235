import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { allPublicPaths } from "./support/site";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

test.describe("accessibility and valid HTML", () => {
  test("axe finds no violation on any route (WCAG 2.x A/AA + best practices)", async ({ page, request }) => {
    test.setTimeout(240_000);
    const paths = [...(await allPublicPaths(request)), "/prestations", "/page-inexistante"];
    const report: string[] = [];
    for (const route of paths) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      for (const violation of result.violations) {
        report.push(`${route}: ${violation.id} (${violation.impact}) — ${violation.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
      }
    }
    expect(report, report.join("\n")).toEqual([]);
  });

  test("the Nu HTML checker finds no error in the server-rendered HTML of any route", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "server HTML is the same for every viewport");
    test.setTimeout(180_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
    try {
      const paths = [...(await allPublicPaths(request)), "/prestations", "/page-inexistante"];
      const files = await Promise.all(
        paths.map(async (route, i) => {
          const html = await (await request.get(route)).text();
          const file = path.join(dir, `${String(i).padStart(2, "0")}-${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`);
          fs.writeFileSync(file, html);
          return file;
        }),
      );
      let output = "";
      try {
        execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "text", ...files], { encoding: "utf8", stdio: "pipe" });
      } catch (error) {
        const e = error as { stdout?: string; stderr?: string };
        output = `${e.stdout ?? ""}${e.stderr ?? ""}`;
      }
      expect(output.trim(), output).toBe("");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("every interactive element is reachable with Tab and shows a visible focus", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "keyboard walk on the desktop layout");
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return {
          key: `${el.tagName}:${el.getAttribute("href") ?? ""}:${el.textContent?.trim().slice(0, 30) ?? ""}`,
          outlined: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
          ring: style.boxShadow !== "none",
          visible: rect.width > 0 && rect.height > 0,
        };
      });
      if (!focus) continue;
      expect(focus.visible, focus.key).toBe(true);
      expect(focus.outlined || focus.ring, `no visible focus on ${focus.key}`).toBe(true);
      seen.add(focus.key);
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});
