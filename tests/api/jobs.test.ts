import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { jobs } from "@/lib/platform/db/schema";
import type { Database } from "@/lib/platform/db/types";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";
import { registerJobHandler } from "@/lib/platform/jobs/registry";
import { retryDelayMs, runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { SITE_69 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const T0 = new Date("2026-12-01T08:00:00Z");
let runs: { id: number; attempt: number }[] = [];

beforeEach(async () => {
  await (await getDb()).delete(jobs);
  runs = [];
  registerJobHandler("test.ok", async (job) => {
    runs.push({ id: job.id, attempt: job.attempt });
  });
  registerJobHandler("test.fails", async (job) => {
    runs.push({ id: job.id, attempt: job.attempt });
    throw new Error("boom");
  });
});

async function jobRow(id: number) {
  const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe("job queue", () => {
  it("runs a job when due, once", async () => {
    const db = await getDb();
    const id = await enqueueJob(db, { siteId: SITE_69, kind: "test.ok", runAt: new Date(T0.getTime() + 60_000), payload: { n: 1 } });
    expect(await runDueJobs(db, T0)).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toEqual([]);
    expect(await runDueJobs(db, new Date(T0.getTime() + 60_000))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await runDueJobs(db, new Date(T0.getTime() + 3_600_000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toEqual([{ id, attempt: 1 }]);
    expect((await jobRow(id)).doneAt?.toISOString()).toBe(new Date(T0.getTime() + 60_000).toISOString());
  });

  it("retries a failing job with backoff, then gives up after max attempts", async () => {
    const db = await getDb();
    const id = await enqueueJob(db, { siteId: null, kind: "test.fails", runAt: T0, maxAttempts: 3 });
    expect((await runDueJobs(db, T0)).retried).toBe(1);
    const afterFirst = await jobRow(id);
    expect(afterFirst.runAt.getTime()).toBe(T0.getTime() + retryDelayMs(1));
    expect(afterFirst.lastError).toBe("boom");
    // Not due again before the backoff ends.
    expect(await runDueJobs(db, new Date(T0.getTime() + retryDelayMs(1) - 1))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect((await runDueJobs(db, afterFirst.runAt)).retried).toBe(1);
    const second = await jobRow(id);
    expect(second.runAt.getTime() - afterFirst.runAt.getTime()).toBe(retryDelayMs(2));
    expect((await runDueJobs(db, second.runAt)).failed).toBe(1);
    expect((await jobRow(id)).failedAt).not.toBeNull();
    expect(await runDueJobs(db, new Date(T0.getTime() + 86_400_000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it("a job of an unknown kind is retried, not lost", async () => {
    const db = await getDb();
    const id = await enqueueJob(db, { siteId: null, kind: "test.nobody", runAt: T0 });
    expect((await runDueJobs(db, T0)).retried).toBe(1);
    expect((await jobRow(id)).lastError).toMatch(/no handler/);
  });

  it("enqueued in a transaction that rolls back: no job", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx as unknown as Database, { siteId: SITE_69, kind: "test.ok", runAt: T0 });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db.select().from(jobs)).toEqual([]);
  });

  it("two concurrent workers never run one job twice", async () => {
    const db = await getDb();
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await enqueueJob(db, { siteId: SITE_69, kind: "test.ok", runAt: T0 }));
    const [a, b] = await Promise.all([runDueJobs(db, T0, { workerId: "a" }), runDueJobs(db, T0, { workerId: "b" })]);
    expect(a.done + b.done).toBe(30);
    expect(runs.map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
    const rows = await db.select().from(jobs);
    expect(rows.every((row) => row.doneAt !== null && row.attempts === 1)).toBe(true);
  });

  it("a job leased by a worker that died is taken over when the lease ends", async () => {
    const db = await getDb();
    const id = await enqueueJob(db, { siteId: SITE_69, kind: "test.ok", runAt: T0 });
    await db.update(jobs).set({ lockedBy: "dead", lockedUntil: new Date(T0.getTime() + 60_000), attempts: 1 }).where(eq(jobs.id, id));
    expect((await runDueJobs(db, T0)).done).toBe(0);
    expect((await runDueJobs(db, new Date(T0.getTime() + 61_000))).done).toBe(1);
    expect(runs).toEqual([{ id, attempt: 2 }]);
  });
});
