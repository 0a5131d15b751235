/**
 * `npm run mock:record`: records the platform answers the storefront's public templates read
 * (scripts/mock-platform/record-platform.ts), from the real API (the Hono app in-process on a
 * fresh, seeded in-memory database), as JSON under tests/fixtures/platform — the answers `npm run
 * dev:mock` replays. Re-run after a change of the contract, the seed or what a template reads, and
 * commit the diff (tests/api/mock-platform-fixtures.test.ts fails until then). Run with
 * `tsx --conditions=react-server` (server-only modules).
 */
import { createApp } from "@/lib/platform/app";
import { closeDatabase, setDatabaseHandle } from "@/lib/platform/db/client";
import { openDatabase } from "@/lib/platform/db/open-database";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { FIXTURES_DIR, writeFixtures } from "./mock-platform/fixtures";
import { recordPlatform } from "./mock-platform/record-platform";
import { readRecordedSiteRows } from "./mock-platform/record-rows";
import { stopClock } from "./mock-platform/stopped-clock";

async function main() {
  const recordedAt = new Date();
  stopClock(recordedAt);
  const handle = await openDatabase({ kind: "pglite", dataDir: null }, (db) => prepareDatabase(db, { demoData: true }));
  setDatabaseHandle(handle);
  try {
    const app = createApp();
    const fixtures = await recordPlatform((path, headers) => Promise.resolve(app.request(path, { headers })), await readRecordedSiteRows(handle.db));
    writeFixtures(fixtures, { recordedAt: recordedAt.toISOString() });
    console.log(`${fixtures.length} réponses enregistrées dans ${FIXTURES_DIR}.`);
  } finally {
    await closeDatabase();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("Échec de mock:record :", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
