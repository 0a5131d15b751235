/**
 * For tests/unit/bench-process-groups.test.ts: starts a detached `sleep` in its own group, tracks
 * it as the bench tracks its servers, prints its pid, then waits for a signal (`wait`) or exits at
 * once (`exit`).
 */
import { spawn } from "node:child_process";
import { trackProcessGroup } from "../../bench/process-groups";

const child = spawn("sleep", ["300"], { detached: true, stdio: "ignore" });
trackProcessGroup(child.pid);
process.stdout.write(`${child.pid}\n`);
if (process.argv[2] === "exit") process.exit(3);
setInterval(() => {}, 1_000);
