import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "../../scripts/compile-hints";

describe("compile hints on the framework chunks (run after next build)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("puts V8's magic comment first, once", () => {
    const hinted = withCompileHint("(globalThis.TURBOPACK||[]).push([])");
    expect(hinted).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("marks the manifest's root main chunks only, and is idempotent", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    dirs.push(dist);
    fs.mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
    fs.writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/a.js", "static/chunks/b.js"] }));
    for (const name of ["a.js", "b.js", "page.js"]) fs.writeFileSync(path.join(dist, "static/chunks", name), `code of ${name}`);

    expect(addCompileHints(dist)).toEqual(["static/chunks/a.js", "static/chunks/b.js"]);
    addCompileHints(dist);
    const read = (name: string) => fs.readFileSync(path.join(dist, "static/chunks", name), "utf8");
    expect(read("a.js")).toBe(`${COMPILE_HINT}code of a.js`);
    expect(read("b.js")).toBe(`${COMPILE_HINT}code of b.js`);
    expect(read("page.js")).toBe("code of page.js");
  });
});
