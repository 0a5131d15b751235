import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "@/lib/platform/app";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { fixtureFileName, fixtureText, readFixtures, readRecordingInfo, type PlatformFixture } from "@/scripts/mock-platform/fixtures";
import { recordPlatform } from "@/scripts/mock-platform/record-platform";
import { readRecordedSiteRows } from "@/scripts/mock-platform/record-rows";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The answers `npm run dev:mock` replays (tests/fixtures/platform) are what `npm run mock:record`
 * would record today: recorded again here, on a fresh database seeded as on the recording day
 * (the clock set to its `recordedAt`: workshops and open appointment days are relative to it),
 * they must be the same files, byte for byte but for the rows' creation times, which the database
 * stamps itself. A change of the contract, the seed or what a template reads fails here until the
 * recordings are made again (and the browser suite, tests/e2e/mock-platform.spec.ts, checks that
 * the templates read nothing else).
 */

/** `createdAt`/`updatedAt` of rows: stamped by the database's clock, not the one set here. */
const ROW_STAMP = /("(?:createdAt|updatedAt)": )"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z"/g;
const comparable = (fixture: PlatformFixture) => fixtureText(fixture).replace(ROW_STAMP, '$1"<row stamp>"');

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let recorded: Map<string, string>;

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(readRecordingInfo().recordedAt) });
  try {
    await prepareDatabase(database.handle.db, { demoData: true });
    const app = createApp();
    const fixtures = await recordPlatform((path, headers) => Promise.resolve(app.request(path, { headers })), await readRecordedSiteRows(database.handle.db));
    recorded = new Map(fixtures.map((fixture) => [fixtureFileName(fixture), comparable(fixture)]));
  } finally {
    vi.useRealTimers();
  }
});
afterAll(async () => {
  await database.dispose();
});

describe("the mock platform's recordings (tests/fixtures/platform)", () => {
  const committed = new Map(readFixtures().map((fixture) => [fixtureFileName(fixture), comparable(fixture)]));

  it("are the requests the recorder makes today, no more, no fewer", () => {
    expect([...committed.keys()].sort()).toEqual([...recorded.keys()].sort());
  });

  it("hold the answers the platform gives today (run npm run mock:record and commit the diff)", () => {
    const stale = [...recorded].filter(([file, text]) => committed.has(file) && committed.get(file) !== text).map(([file]) => file);
    expect(stale).toEqual([]);
  });
});
