import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

/** The axe rules every screen must pass: WCAG 2.x A/AA and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** axe's violations on the page (or inside `include`), one line each: [] when clean. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

/**
 * The Nu HTML checker's errors for these documents (name → HTML), as text: "" when valid. It runs
 * on files: it refuses localhost URLs.
 */
export function nuErrors(documents: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = Object.entries(documents).map(([name, html]) => {
      const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, "_") || "page"}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    try {
      execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "text", ...files], { encoding: "utf8", stdio: "pipe" });
      return "";
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      return `${e.stdout ?? ""}${e.stderr ?? ""}`.trim();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The Nu HTML checker's errors for one element's markup (a dialog, a panel) in a minimal French document: "" when valid. */
export async function nuErrorsOf(element: Locator, label: string): Promise<string> {
  const markup = await element.evaluate((node) => node.outerHTML);
  const title = label.replace(/[<&]/g, " ");
  return nuErrors({ [label]: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head><body>${markup}</body></html>` });
}
