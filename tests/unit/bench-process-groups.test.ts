import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const child = path.resolve(__dirname, "../support/process-group-child.ts");

/** Starts the fixture (node + tsx) and resolves with the pid of the group it tracks. */
function startFixture(mode: "wait" | "exit") {
  const fixture = spawn(process.execPath, ["--import", "tsx", child, mode], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    fixture.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const trackedPid = new Promise<number>((resolve, reject) => {
    let out = "";
    fixture.stdout.on("data", (data) => {
      out += String(data);
      if (out.includes("\n")) resolve(Number(out.trim()));
    });
    fixture.on("exit", () => reject(new Error("the fixture ended before printing its group")));
  });
  return { fixture, exited, trackedPid };
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitGone(pid: number): Promise<boolean> {
  for (let i = 0; i < 50 && groupAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !groupAlive(pid);
}

describe("bench process groups", () => {
  it("kills the servers' groups when the bench is stopped by a signal, then ends by that signal", async () => {
    const { fixture, exited, trackedPid } = startFixture("wait");
    const pid = await trackedPid;
    try {
      expect(groupAlive(pid)).toBe(true);
      fixture.kill("SIGTERM");
      expect(await exited).toEqual({ code: null, signal: "SIGTERM" });
      expect(await waitGone(pid)).toBe(true);
    } finally {
      if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
    }
  }, 30_000);

  it("kills them when the bench exits without stopping them", async () => {
    const { exited, trackedPid } = startFixture("exit");
    const pid = await trackedPid;
    try {
      expect((await exited).code).toBe(3);
      expect(await waitGone(pid)).toBe(true);
    } finally {
      if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
    }
  }, 30_000);
});
