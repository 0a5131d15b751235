import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join("/")));
}

/**
 * Files of lib/platform that may run outside the react-server condition, where `server-only`
 * throws: the counter the custom server (server/serve.ts) reads, and the sample-site data the
 * browser suite imports. (Migrations and seed images are not TypeScript.)
 */
// Imported by server/serve.ts, which runs outside Next's react-server condition (server-only would throw there).
const OUTSIDE_REACT_SERVER = [
  /^lib\/platform\/cache\/content-generation\.ts$/,
  /^lib\/platform\/rate-limit\/edge-server\.ts$/,
  /^lib\/platform\/seed\/site-\d+\//,
];

describe("lib/platform is server-only", () => {
  it('every module starts with import "server-only" (a client bundle importing it fails the build)', () => {
    const missing = sourceFiles("lib/platform")
      .filter((file) => !OUTSIDE_REACT_SERVER.some((pattern) => pattern.test(file)))
      .filter((file) => !/^import "server-only";/m.test(readFileSync(path.join(root, file), "utf8").split("\n").slice(0, 5).join("\n")));
    expect(missing).toEqual([]);
  });
});

describe("settings are read through lib/env.ts only", () => {
  /** Not settings: Next's own build-phase flag. */
  const ALLOWED = ["lib/platform/db/client.ts"];

  it("no module of lib/ other than lib/env.ts reads process.env", () => {
    const readers = sourceFiles("lib")
      .filter((file) => file !== "lib/env.ts" && !ALLOWED.includes(file))
      .filter((file) => readFileSync(path.join(root, file), "utf8").includes("process.env"));
    expect(readers).toEqual([]);
  });
});

describe("lint: the storefront does not import lib/platform", { timeout: 60_000 }, () => {
  const importing = 'import { logger } from "@/lib/platform/logger";\nlogger.info("x");\n';
  let eslint: ESLint;
  // Loading the Next lint config takes seconds on a busy machine: once for the file.
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  async function restrictedImportErrors(filePath: string, code = importing): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").length;
  }

  it.each(["components/site/x.tsx", "stores/x.ts", "app/x/page.tsx", "proxy.ts"])("flags an import of lib/platform in %s", async (file) => {
    expect(await restrictedImportErrors(file)).toBe(1);
  });

  it("flags a relative import of lib/platform too", async () => {
    expect(await restrictedImportErrors("components/site/x.tsx", 'import { logger } from "../../lib/platform/logger";\nlogger.info("x");\n')).toBe(1);
  });

  it("allows the API seam and lib/ itself", async () => {
    expect(await restrictedImportErrors("app/api/[[...route]]/route.ts")).toBe(0);
    expect(await restrictedImportErrors("lib/api-client/x.ts")).toBe(0);
  });
});

describe("the visitor is read only through the helpers that tell the page cache", { timeout: 60_000 }, () => {
  let eslint: ESLint;
  let readers: string[];
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root });
    readers = (await import("../../eslint.config.mjs")).VISITOR_READERS;
  });

  const readingCookies = 'import { cookies } from "next/headers";\nexport async function token() {\n  return (await cookies()).get("token")?.value;\n}\n';

  async function restrictedImportErrors(filePath: string): Promise<number> {
    const [result] = await eslint.lintText(readingCookies, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").length;
  }

  it.each(["app/mon-compte/commandes/[id]/facture/route.ts", "app/x/page.tsx", "components/site/x.tsx", "stores/x.ts", "lib/storefront/x.ts", "lib/api-client/x.ts"])(
    "lint flags next/headers in %s",
    async (file) => {
      expect(await restrictedImportErrors(file)).toBe(1);
    },
  );

  it("lint allows the helpers themselves", async () => {
    expect(readers.length).toBeGreaterThan(0);
    for (const file of readers) expect(await restrictedImportErrors(file), file).toBe(0);
  });

  it("no other source file reaches next/headers, by import or dynamic import", () => {
    const reaching = ["app", "components", "lib", "stores", "server"]
      .flatMap(sourceFiles)
      .filter((file) => !readers.includes(file))
      .filter((file) => readFileSync(path.join(root, file), "utf8").includes("next/headers"));
    expect(reaching).toEqual([]);
  });

  it("a helper that reads the visitor's cookies marks the render the visitor's", () => {
    const cookieReaders = readers.filter((file) => /\bcookies\(\)/.test(readFileSync(path.join(root, file), "utf8")));
    expect(cookieReaders.length).toBeGreaterThanOrEqual(3);
    for (const file of cookieReaders) expect(readFileSync(path.join(root, file), "utf8"), file).toMatch(/markVisitorDependent\(/);
  });
});
