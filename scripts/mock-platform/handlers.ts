import { http, HttpResponse, type HttpHandler } from "msw";
import { canonicalQuery, RECORDED_SITE_ID, type PlatformFixture } from "./fixtures";

const envelope = (message: string, status: number) => HttpResponse.json({ success: false, data: null, message }, { status });

/** A request the mock could not answer from the recordings, and why. */
export interface UnansweredRequest {
  method: string;
  path: string;
  query: string;
  /** The envelope's message the storefront got (French). */
  reason: string;
}

export interface MockPlatformOptions {
  /**
   * Told of every request answered without its own recording: not recorded (404), a missing or
   * other site (400), or answered by the recording of the same path with another query.
   */
  onUnanswered?: (request: UnansweredRequest) => void;
}

/** The recorded answer of a request: same method, path and query first, else the same path. */
export function findFixture(fixtures: readonly PlatformFixture[], method: string, url: URL): PlatformFixture | undefined {
  const samePath = fixtures.filter((f) => f.request.method === method && f.request.path === url.pathname);
  const query = canonicalQuery(url.searchParams);
  return samePath.find((f) => f.request.query === query) ?? samePath.find((f) => f.request.query === "") ?? samePath[0];
}

/** Why a recording of the same path answers: the request's own query was not recorded. */
export function approximateReason(fixture: PlatformFixture): string {
  return `réponse approchée : seule la requête « ${fixture.request.query ? `?${fixture.request.query}` : "sans paramètres"} » est enregistrée pour ce chemin (npm run mock:record).`;
}

function replay(fixture: PlatformFixture): Response {
  const { status, headers, body, bodyBase64 } = fixture.response;
  if (bodyBase64 !== undefined) return new HttpResponse(Buffer.from(bodyBase64, "base64"), { status, headers });
  return HttpResponse.json(body as Record<string, unknown>, { status, headers });
}

/**
 * msw handlers of the mock platform: every /api/* request answered from the recordings, with the
 * contract's envelope for what was not recorded (404) and for a missing or other site (400) — each
 * of those, and each answer borrowed from another query, told to `onUnanswered`, so that a stale
 * recording is seen, not just a page missing a block.
 * Images are public (no site header), like the real GET /image/:id.
 */
export function createMockPlatformHandlers(fixtures: readonly PlatformFixture[], options: MockPlatformOptions = {}): HttpHandler[] {
  return [
    http.all("*/api/*", ({ request }) => {
      const url = new URL(request.url);
      const refuse = (message: string, status: number) => {
        options.onUnanswered?.({ method: request.method, path: url.pathname, query: canonicalQuery(url.searchParams), reason: message });
        return envelope(message, status);
      };
      const isImage = /^\/api\/image\/\d+$/.test(url.pathname);
      const site = request.headers.get("x-site-id");
      if (!isImage && site === null) return refuse("L'en-tête X-Site-Id est obligatoire.", 400);
      if (!isImage && site !== String(RECORDED_SITE_ID)) return refuse("Site inconnu.", 400);
      const fixture = findFixture(fixtures, request.method, url);
      if (!fixture) return refuse(`Aucune réponse enregistrée pour ${request.method} ${url.pathname} (npm run mock:record).`, 404);
      const query = canonicalQuery(url.searchParams);
      if (fixture.request.query !== query) options.onUnanswered?.({ method: request.method, path: url.pathname, query, reason: approximateReason(fixture) });
      return replay(fixture);
    }),
  ];
}
