import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isBuildStale } from "@/scripts/next-build-state";

// One build for the browser suite and the bench: rebuilt only when an input is newer than it.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function project(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-state-"));
  dirs.push(root);
  for (const file of [...files, ".next/BUILD_ID"]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "x");
  }
  const built = new Date(Date.now() - 60_000);
  const older = new Date(Date.now() - 120_000);
  // Files and the folders holding them (a deleted file shows as a newer folder).
  for (const file of files) {
    for (let entry = file; entry !== "."; entry = path.dirname(entry)) fs.utimesSync(path.join(root, entry), older, older);
  }
  fs.utimesSync(path.join(root, ".next/BUILD_ID"), built, built);
  return root;
}

describe("isBuildStale", () => {
  it("keeps a build newer than every input", () => {
    expect(isBuildStale(project(["app/page.tsx", "proxy.ts", "lib/env.ts"]))).toBe(false);
  });

  it.each(["app/page.tsx", "proxy.ts", "lib/env.ts", "package-lock.json"])("rebuilds when %s changed after the build", (file) => {
    const root = project(["app/page.tsx", "proxy.ts", "lib/env.ts", "package-lock.json"]);
    fs.utimesSync(path.join(root, file), new Date(), new Date());
    expect(isBuildStale(root)).toBe(true);
  });

  it("ignores what the build does not read (tests, bench)", () => {
    const root = project(["app/page.tsx", "tests/unit/x.test.ts"]);
    fs.utimesSync(path.join(root, "tests/unit/x.test.ts"), new Date(), new Date());
    expect(isBuildStale(root)).toBe(false);
  });

  it("builds when there is no build", () => {
    const root = project(["app/page.tsx"]);
    fs.rmSync(path.join(root, ".next"), { recursive: true });
    expect(isBuildStale(root)).toBe(true);
  });
});
