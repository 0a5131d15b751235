import fs from "node:fs";
import path from "node:path";

/**
 * A platform answer recorded from the real API (npm run mock:record): the request it answers and
 * the response as sent — JSON envelopes as `body`, binary answers (images) as `bodyBase64`.
 */
export interface PlatformFixture {
  request: { method: string; path: string; query: string };
  response: { status: number; headers: Record<string, string>; body?: unknown; bodyBase64?: string };
}

export const FIXTURES_DIR = path.resolve(__dirname, "../../tests/fixtures/platform");

/** The recorded site (the storefront's SITE_ID when it talks to the mock). */
export const RECORDED_SITE_ID = 69;

/** The path recorded as unknown (the 404 page's reads): any other unknown path gets its answer. */
export const MISSING_PAGE_PATH = "/page-inconnue";

/** The words whose search is recorded (/recherche?q=stress); another search gets its results. */
export const SAMPLE_SEARCH = "stress";

/** When the answers were recorded (next to them, not one of them): their dates are that day's. */
export interface RecordingInfo {
  recordedAt: string;
}

const RECORDING_INFO_FILE = "_recording.json";

/** Query parameters sorted, so `?page=1&nbItem=100` and `?nbItem=100&page=1` are one recording. */
export function canonicalQuery(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/** A file name per recording: "GET_element_link-footer__nbItem=100&page=1.json". */
export function fixtureFileName(fixture: PlatformFixture): string {
  const route = fixture.request.path.replace(/^\/api\//, "").replace(/[^a-zA-Z0-9-]+/g, "_");
  const query = fixture.request.query ? `__${fixture.request.query.replace(/[^a-zA-Z0-9=&.:-]+/g, "_")}` : "";
  return `${fixture.request.method}_${route}${query}.json`;
}

export function readFixtures(dir = FIXTURES_DIR): PlatformFixture[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json") && file !== RECORDING_INFO_FILE)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as PlatformFixture);
}

export function readRecordingInfo(dir = FIXTURES_DIR): RecordingInfo {
  return JSON.parse(fs.readFileSync(path.join(dir, RECORDING_INFO_FILE), "utf8")) as RecordingInfo;
}

/** A fixture as written to its file (compared as text by the freshness test). */
export function fixtureText(fixture: PlatformFixture): string {
  return `${JSON.stringify(fixture, null, 2)}\n`;
}

export function writeFixtures(fixtures: PlatformFixture[], info: RecordingInfo, dir = FIXTURES_DIR): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const fixture of fixtures) fs.writeFileSync(path.join(dir, fixtureFileName(fixture)), fixtureText(fixture));
  fs.writeFileSync(path.join(dir, RECORDING_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
