import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lazyValue } from "@/lib/domain/lazy-value";

const BROWSER_CODE = ["lib/domain", "lib/schemas", "lib/api-client", "components", "stores"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("Intl formatters are built on first use, never while a module loads", () => {
  it("no browser-side module builds one at its top level (a time zone costs a long task during hydration)", () => {
    const offenders = BROWSER_CODE.flatMap((dir) => sourceFiles(path.resolve(dir)))
      .filter((file) => /^(?:export )?(?:const|let|var) \w+ = new Intl\./m.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });

  it("lazyValue builds once, on the first call", () => {
    let built = 0;
    const value = lazyValue(() => ({ n: ++built }));
    expect(built).toBe(0);
    expect(value()).toBe(value());
    expect(built).toBe(1);
  });
});
