import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The /api seam with PLATFORM_API_URL set: the browser's calls reach that platform, not this process's.
const PLATFORM = "http://platform.test";
let received: { method: string; url: string; cookie: string | null; siteId: string | null; body: string } | null = null;

const server = setupServer(
  http.all(`${PLATFORM}/api/*`, async ({ request }) => {
    received = {
      method: request.method,
      url: request.url,
      cookie: request.headers.get("cookie"),
      siteId: request.headers.get("x-site-id"),
      body: await request.text(),
    };
    return HttpResponse.json({ success: true, data: { token: "t" }, message: null }, { status: 201, headers: { "Set-Cookie": "token=t; Path=/; HttpOnly" } });
  }),
);

let POST: (request: Request) => Promise<Response>;
beforeAll(async () => {
  process.env.PLATFORM_API_URL = PLATFORM;
  server.listen({ onUnhandledRequest: "error" });
  ({ POST } = (await import("@/app/api/[[...route]]/route")) as { POST: (request: Request) => Promise<Response> });
});
afterAll(() => server.close());

describe("/api seam with PLATFORM_API_URL", () => {
  it("forwards method, path, query, headers and body, and returns the platform's answer and cookies", async () => {
    const response = await POST(
      new Request("http://localhost:3000/api/login?x=1", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Site-Id": "69", Cookie: "consent=1" },
        body: JSON.stringify({ email: "a@exemple.fr" }),
      }),
    );
    expect(received).toEqual({
      method: "POST",
      url: `${PLATFORM}/api/login?x=1`,
      cookie: "consent=1",
      siteId: "69",
      body: JSON.stringify({ email: "a@exemple.fr" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toBe("token=t; Path=/; HttpOnly");
    expect(await response.json()).toEqual({ success: true, data: { token: "t" }, message: null });
  });
});
