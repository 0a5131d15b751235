import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, serveCommandArgs } from "@/server/serve-command";

/** A node process allocating short-lived objects, printing how large its young generation grew (MB). */
function youngGenerationMb(flags: readonly string[]): number {
  const script =
    'const v8 = require("node:v8"); let kept = []; for (let round = 0; round < 20; round++) { kept = []; for (let i = 0; i < 300000; i++) kept.push({ i, s: "x" + i }); }' +
    ' console.log(v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size / 2 ** 20);';
  const run = spawnSync(process.execPath, [...flags, "-e", script], { encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

describe("the production server's command line", () => {
  it("runs server/serve.ts through tsx on the given port, after the Node flags", () => {
    const args = serveCommandArgs("/srv/site", 4100);
    expect(args.slice(0, SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);
    expect(args.slice(SERVER_NODE_FLAGS.length)).toEqual(["--import", "tsx", path.join("/srv/site", "server", "serve.ts"), "--port", "4100"]);
  });

  it("lets the young generation grow past Node's default (renders' garbage dies young)", () => {
    const byDefault = youngGenerationMb([]);
    const withFlags = youngGenerationMb(SERVER_NODE_FLAGS);
    expect(byDefault).toBeLessThanOrEqual(32);
    expect(withFlags).toBeGreaterThan(64);
  });
});
