import http from "node:http";
import { expect, test } from "./support/test";

/** GET `path` through `agent`; whether the request went out on a socket an earlier one had used. */
function getThrough(agent: http.Agent, url: string): Promise<{ status: number; keepAlive: string | undefined; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "X-Site-Id": "69" } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, keepAlive: response.headers["keep-alive"] as string | undefined, reusedSocket: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

test.describe("platform API over HTTP", () => {
  test("GET /api/parameter returns every parameter of site 69 in the envelope", async ({ request }) => {
    const response = await request.get("/api/parameter", { headers: { "X-Site-Id": "69" } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBeNull();
    const types = (body.data as { type: string }[]).map((p) => p.type);
    for (const key of ["BACKGROUND_COLOR", "LOGO_HEIGHT", "LEGAL_NOTICE", "SIRET_NUMBER", "SEE_CART_ON_HOVER"]) {
      expect(types).toContain(key);
    }
    expect(new Set(types).size).toBe(types.length);
  });

  test("unknown routes and a missing site id answer in the envelope", async ({ request }) => {
    const missing = await request.get("/api/parameter");
    expect(missing.status()).toBe(400);
    expect((await missing.json()).success).toBe(false);
    const unknown = await request.get("/api/does-not-exist", { headers: { "X-Site-Id": "69" } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, data: null });
  });

  test("an idle keep-alive connection is kept 65 s, longer than a proxy keeps its own (no reset on reuse)", async ({ baseURL }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await getThrough(agent, `${baseURL}/api/parameter?type=LOGO_HEIGHT`);
      expect(first).toMatchObject({ status: 200, keepAlive: "timeout=65", reusedSocket: false });
      // Past Node's default of 5 s, the server would have closed it and the agent would open a new one.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await getThrough(agent, `${baseURL}/api/parameter?type=LOGO_HEIGHT`)).toMatchObject({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });
});
