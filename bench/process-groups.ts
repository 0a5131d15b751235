/**
 * The process groups the bench started (each server runs in its own group). A bench stopped by a
 * signal (Ctrl-C, `kill`, a CI time-out) never reaches its `finally` blocks, so these groups are
 * killed on that signal, and on any exit, instead of being left running.
 */
const groups = new Set<number>();
let installed = false;

function killGroups(): void {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  groups.clear();
}

function installHandlers(): void {
  if (installed) return;
  installed = true;
  process.on("exit", killGroups);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      killGroups();
      // The listener is gone: the signal raised again ends the bench as it would have without it.
      process.kill(process.pid, signal);
    });
  }
}

/** Kills the group of `pid` (a detached child) if the bench ends before stopping it. */
export function trackProcessGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  installHandlers();
  groups.add(pid);
}

/** The group was stopped by its owner. */
export function untrackProcessGroup(pid: number | undefined): void {
  if (pid !== undefined) groups.delete(pid);
}
