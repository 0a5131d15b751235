import { canonicalQuery, RECORDED_SITE_ID, type PlatformFixture } from "./fixtures";

/** How the recorder reaches the platform: a GET of `/api…` (the in-process app, or a test's). */
export type PlatformCall = (pathAndQuery: string, headers: Record<string, string>) => Promise<Response>;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** "/news" + { page: 1, nbItem: 3 } → "/news?nbItem=3&page=1" (canonical, unset values left out). */
export function withQuery(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, String(value));
  const query = canonicalQuery(search);
  return query ? `${path}?${query}` : path;
}

/**
 * The answers being recorded, each request once: `data` reads the envelope's data (for the reads
 * that tell the recorder what else to record), `record` keeps an answer nobody reads further.
 * Every answer must be a success: a failing one stops the recording, naming it.
 */
export class Recording {
  private readonly byRequest = new Map<string, PlatformFixture>();

  constructor(private readonly call: PlatformCall) {}

  get fixtures(): PlatformFixture[] {
    return [...this.byRequest.values()];
  }

  async record(path: string, params?: QueryParams): Promise<PlatformFixture> {
    const target = withQuery(path, params);
    const known = this.byRequest.get(target);
    if (known) return known;
    const response = await this.call(`/api${target}`, { "X-Site-Id": String(RECORDED_SITE_ID), "Accept-Language": "fr" });
    const url = new URL(`http://platform.internal/api${target}`);
    const type = response.headers.get("content-type") ?? "";
    const headers: Record<string, string> = { "content-type": type };
    const link = response.headers.get("link");
    if (link) headers.link = link;
    const request = { method: "GET", path: url.pathname, query: canonicalQuery(url.searchParams) };
    const fixture: PlatformFixture = type.startsWith("application/json")
      ? { request, response: { status: response.status, headers, body: await response.json() } }
      : { request, response: { status: response.status, headers, bodyBase64: Buffer.from(await response.arrayBuffer()).toString("base64") } };
    if (response.status >= 400) throw new Error(`GET ${target} a répondu ${response.status} : ${JSON.stringify(fixture.response.body ?? null)}`);
    this.byRequest.set(target, fixture);
    return fixture;
  }

  async data<T>(path: string, params?: QueryParams): Promise<T> {
    const fixture = await this.record(path, params);
    return (fixture.response.body as { data: T }).data;
  }
}
