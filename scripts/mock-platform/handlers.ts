import { http, HttpResponse, type HttpHandler } from "msw";
import { canonicalQuery, RECORDED_SITE_ID, type PlatformFixture } from "./fixtures";

const envelope = (message: string, status: number) => HttpResponse.json({ success: false, data: null, message }, { status });

/** The recorded answer of a request: same method, path and query first, else the same path. */
export function findFixture(fixtures: readonly PlatformFixture[], method: string, url: URL): PlatformFixture | undefined {
  const samePath = fixtures.filter((f) => f.request.method === method && f.request.path === url.pathname);
  const query = canonicalQuery(url.searchParams);
  return samePath.find((f) => f.request.query === query) ?? samePath.find((f) => f.request.query === "") ?? samePath[0];
}

function replay(fixture: PlatformFixture): Response {
  const { status, headers, body, bodyBase64 } = fixture.response;
  if (bodyBase64 !== undefined) return new HttpResponse(Buffer.from(bodyBase64, "base64"), { status, headers });
  return HttpResponse.json(body as Record<string, unknown>, { status, headers });
}

/**
 * msw handlers of the mock platform: every /api/* request answered from the recordings, with the
 * contract's envelope for what was not recorded (404) and for a missing or other site (400).
 * Images are public (no site header), like the real GET /image/:id.
 */
export function createMockPlatformHandlers(fixtures: readonly PlatformFixture[]): HttpHandler[] {
  return [
    http.all("*/api/*", ({ request }) => {
      const url = new URL(request.url);
      const isImage = /^\/api\/image\/\d+$/.test(url.pathname);
      const site = request.headers.get("x-site-id");
      if (!isImage && site === null) return envelope("L'en-tête X-Site-Id est obligatoire.", 400);
      if (!isImage && site !== String(RECORDED_SITE_ID)) return envelope("Site inconnu.", 400);
      const fixture = findFixture(fixtures, request.method, url);
      if (!fixture) return envelope(`Aucune réponse enregistrée pour ${request.method} ${url.pathname} (npm run mock:record).`, 404);
      return replay(fixture);
    }),
  ];
}
