import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "@/lib/platform/db/data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  it("writes our pid and removes the file on release", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it("refuses a dir locked by another live process, naming it", async () => {
    const dir = tempDir();
    const other = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(path.join(dir, "evolusite.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${other.pid}`);
      // The holder's lock is left untouched.
      expect(fs.readFileSync(path.join(dir, "evolusite.lock"), "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock left by a dead process", async () => {
    const dir = tempDir();
    const dead = spawn("true");
    await new Promise((resolve) => dead.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "evolusite.lock"), String(dead.pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
