import { expect, test } from "./support/test";

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
});
