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
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as PlatformFixture);
}

export function writeFixtures(fixtures: PlatformFixture[], dir = FIXTURES_DIR): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const fixture of fixtures) {
    fs.writeFileSync(path.join(dir, fixtureFileName(fixture)), `${JSON.stringify(fixture, null, 2)}\n`);
  }
}
