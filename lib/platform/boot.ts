import "server-only";
import { EnvError, getEnv } from "@/lib/env";
import { startInvalidationBus } from "./cache/invalidation-bus";
import { dropTags } from "./cache/read-cache";
import { getDatabaseHandle } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { registerPlatformJobHandlers } from "./jobs/platform-handlers";
import { scheduleRecurringJobs } from "./jobs/schedule-recurring-jobs";
import { startJobWorker } from "./jobs/worker";
import { logger } from "./logger";

/** Start-up of the server process: config, database, migrations and seed — or exit(1). */
export async function bootPlatform(): Promise<void> {
  try {
    const env = getEnv();
    if (env.PLATFORM_API_URL) {
      // The storefront of another platform (or of the mock, npm run dev:mock): no local database.
      logger.info("platform API elsewhere: no local database", { platform: env.PLATFORM_API_URL });
      return;
    }
    const started = Date.now();
    const handle = await getDatabaseHandle();
    logger.info("database ready", {
      kind: handle.kind,
      dataDir: handle.kind === "pglite" ? env.DATA_DIR : undefined,
      ms: Date.now() - started,
    });
    // With Redis, a write on another instance drops this one's caches at once (not awaited:
    // Redis being down only means falling back to the caches' TTL).
    const bus = env.REDIS_URL ? startInvalidationBus({ url: env.REDIS_URL, channel: env.CACHE_INVALIDATION_CHANNEL, apply: dropTags }) : null;
    // The durable job queue (reminders…): handlers first, the recurring jobs' next runs (one each,
    // whatever the number of instances), then the worker polling the jobs table.
    registerPlatformJobHandlers();
    await scheduleRecurringJobs(handle.db);
    const worker = startJobWorker(env.JOB_POLL_INTERVAL_MS);
    const shutdown = () => {
      // The job in progress finishes before the database closes.
      void Promise.allSettled([bus?.close(), worker.stop()])
        .then(() => handle.close())
        .finally(() => process.exit(0));
    };
    process.once("SIGTERM", shutdown);
    process.once("SIGINT", shutdown);
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      process.stderr.write(`\n${error.message}\n\n`);
    } else {
      logger.error("start-up failed", { error });
    }
    process.exit(1);
  }
}
