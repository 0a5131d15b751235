import "server-only";
import { logger } from "@/lib/platform/logger";

/**
 * Work started by a request and finished after its answer (e-mails, reset links): the answer does
 * not wait for an SMTP server and takes the same time whether an account exists or not.
 * Failures are logged, never shown to the caller. Kept on globalThis: Next bundles route handlers
 * separately.
 */
const KEY = Symbol.for("evolusite.backgroundWork");
const holder = globalThis as { [KEY]?: Map<Promise<void>, string> };
const pending = (): Map<Promise<void>, string> => (holder[KEY] ??= new Map());

export function runInBackground(label: string, task: () => Promise<void>): void {
  const work: Promise<void> = Promise.resolve()
    .then(task)
    .catch((error: unknown) => logger.error("background work failed", { label, error }))
    .finally(() => pending().delete(work));
  pending().set(work, label);
}

/** Labels of the work started and not finished yet (tests: what an answer did not wait for). */
export function pendingBackgroundWork(): string[] {
  return [...pending().values()];
}

/** Resolves once every started task (and any task they start) has finished: tests and shutdown. */
export async function settleBackgroundWork(): Promise<void> {
  while (pending().size > 0) await Promise.all([...pending().keys()]);
}
