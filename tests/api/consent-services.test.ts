import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsentService } from "@/lib/domain/trackers";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { getDb } from "@/lib/platform/db/client";
import { siteParameters } from "@/lib/platform/db/schema";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function setParameter(siteId: number, type: string, value: string | null) {
  const db = await getDb();
  await db
    .update(siteParameters)
    .set({ value })
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)));
  invalidateTags(cacheTags.parameters(siteId));
}

describe("GET /consent/services", () => {
  it("lists the trackers site 69 uses, by key and name, without any id or owner code", async () => {
    const response = await callApi<ConsentService[]>("/consent/services", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: null });
    expect(response.body.data).toEqual([
      { key: "gtag", name: "Google Analytics (GA4)" },
      { key: "googleads", name: "Google Ads" },
      { key: "facebookpixel", name: "Pixel Meta (Facebook)" },
      { key: "sitescript", name: "Script complémentaire du site" },
      { key: "sitehtml", name: "Contenu complémentaire en fin de page" },
    ]);
    const text = JSON.stringify(response.body);
    for (const secret of ["G-ELAN0000", "AW-123456789", "123456789012345", "example-analytics", "data-after-body"]) expect(text).not.toContain(secret);
  });

  it("is empty for a site without trackers (site 70): no banner there", async () => {
    const response = await callApi<ConsentService[]>("/consent/services", { siteId: SITE_70 });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });

  it("follows the owner's code: a blanked SCRIPT_TO_LOAD leaves the list at once", async () => {
    const db = await getDb();
    const [row] = await db
      .select({ value: siteParameters.value })
      .from(siteParameters)
      .where(and(eq(siteParameters.siteId, SITE_69), eq(siteParameters.type, "SCRIPT_TO_LOAD")));
    await setParameter(SITE_69, "SCRIPT_TO_LOAD", "   ");
    try {
      const response = await callApi<ConsentService[]>("/consent/services", { siteId: SITE_69 });
      expect(response.body.data.map((s) => s.key)).toEqual(["gtag", "googleads", "facebookpixel", "sitehtml"]);
    } finally {
      await setParameter(SITE_69, "SCRIPT_TO_LOAD", row!.value);
    }
  });

  it("needs a known site", async () => {
    const response = await callApi("/consent/services", { siteId: 999 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, data: null });
    expect(typeof (response.body as { message: unknown }).message).toBe("string");
  });
});
