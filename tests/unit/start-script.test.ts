import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

describe("npm start with a wrong setting", () => {
  it("stops before building or serving, naming each bad variable", () => {
    const result = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "abc", SITE_ID: "-4", DATABASE_URL: "mysql://x" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Configuration invalide");
    expect(result.stderr).toMatch(/PORT doit être un nombre/);
    expect(result.stderr).toMatch(/SITE_ID doit être un entier positif/);
    expect(result.stderr).toMatch(/DATABASE_URL doit être une URL postgres/);
    expect(result.stdout).not.toContain("next build");
  }, 40_000);
});
