import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalFromLink } from "@/lib/api-client/images";

// The storefront image route with PLATFORM_API_URL set: the bytes must come from that platform.
const PLATFORM = "http://platform.test";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><title>remote</title></svg>';
const seen: { url: string; siteId: string | null }[] = [];

const server = setupServer(
  http.get(`${PLATFORM}/api/image/:id`, ({ request, params }) => {
    seen.push({ url: request.url, siteId: request.headers.get("x-site-id") });
    if (params.id !== "7") return HttpResponse.json({ success: false, data: null, message: "Image introuvable." }, { status: 404 });
    return new HttpResponse(SVG, { headers: { "Content-Type": "image/svg+xml", Link: '</images/7/logo-distant.svg>; rel="canonical"' } });
  }),
);

let GET: typeof import("@/app/images/[id]/[file]/route").GET;

beforeAll(async () => {
  process.env.PLATFORM_API_URL = PLATFORM;
  process.env.SITE_ID = "70";
  server.listen({ onUnhandledRequest: "error" });
  ({ GET } = await import("@/app/images/[id]/[file]/route"));
});
afterAll(() => server.close());

const call = (id: string, file: string) => GET(new Request(`http://localhost/images/${id}/${file}`), { params: Promise.resolve({ id, file }) });

describe("storefront image route against a remote platform (PLATFORM_API_URL)", () => {
  it("serves the remote platform's bytes with the storefront's cache headers", async () => {
    const response = await call("7", "logo-distant.svg");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(seen.at(-1)).toEqual({ url: `${PLATFORM}/api/image/7`, siteId: "70" });
  });

  it("redirects to the canonical path the platform gives", async () => {
    const response = await call("7", "autre.svg");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/images/7/logo-distant.svg");
  });

  it("answers 404 when the platform's envelope says the image does not exist", async () => {
    expect((await call("8", "x.svg")).status).toBe(404);
  });
});

describe("canonicalFromLink", () => {
  it("finds the canonical target among several Link entries, else null", () => {
    expect(canonicalFromLink('</a.css>; rel=preload, </images/1/a.svg>; rel="canonical"')).toBe("/images/1/a.svg");
    expect(canonicalFromLink("</images/1/a.svg>; rel=canonical")).toBe("/images/1/a.svg");
    expect(canonicalFromLink("</x>; rel=preload")).toBeNull();
    expect(canonicalFromLink(null)).toBeNull();
  });
});
