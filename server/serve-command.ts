/**
 * The command line of the production server (server/serve.ts), the same for every launcher:
 * `npm start` (scripts/start.ts), the bench, the browser suite and the tests' extra servers.
 */
import path from "node:path";

/**
 * V8's young generation grows to 64 MB per semi-space instead of Node 20's 16 MB. A page render
 * allocates a few megabytes of short-lived objects (React elements, the RSC rows, strings of
 * markup), and with renders under way side by side a 16 MB semi-space fills many times a second: objects
 * still in use are copied at every scavenge, and some reach the old generation, to be marked and
 * swept later. Measured on the home's uncached render (two servers loaded at once, 8 rounds of
 * 10 s): 4–5 % less CPU per render; the heap grows by at most the difference (2 × 48 MB).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];

/** Arguments for `node` (process.execPath) that run the server from the project at `root` on `port`. */
export function serveCommandArgs(root: string, port: number): string[] {
  return [...SERVER_NODE_FLAGS, "--import", "tsx", path.join(root, "server", "serve.ts"), "--port", String(port)];
}
