import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARAMETER_KEYS } from "@/lib/domain/parameter-catalog";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { getDb } from "@/lib/platform/db/client";
import { siteParameters } from "@/lib/platform/db/schema";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

interface Parameter {
  id: number;
  type: string;
  kind: string;
  label: string;
  value: string | null;
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function parameters(query: string, siteId = SITE_69) {
  return callApi<Parameter[]>(`/parameter${query}`, { siteId });
}

async function setValue(siteId: number, type: string, value: string | null) {
  const db = await getDb();
  await db
    .update(siteParameters)
    .set({ value })
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)));
}

describe("GET /parameter?type=", () => {
  it("returns only the asked keys, as in the full list, ordered by id", async () => {
    const all = (await parameters("")).body.data;
    const response = await parameters("?type=SCRIPT_TO_LOAD,AFTER_BODY_HTML_TO_LOAD,COMPANY_NAME");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: null });
    const expected = all.filter((p) => ["SCRIPT_TO_LOAD", "AFTER_BODY_HTML_TO_LOAD", "COMPANY_NAME"].includes(p.type));
    expect(expected).toHaveLength(3);
    expect(response.body.data).toEqual(expected);
    const ids = response.body.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(response.body.data.find((p) => p.type === "COMPANY_NAME")!.value).toBe("Élan Coaching");
  });

  it("accepts one key, spaces around keys, duplicates and repeated `type` parameters", async () => {
    const one = await parameters("?type=SCRIPT_TO_LOAD");
    expect(one.body.data.map((p) => p.type)).toEqual(["SCRIPT_TO_LOAD"]);
    const spaced = await parameters(`?type=${encodeURIComponent(" SCRIPT_TO_LOAD , SCRIPT_TO_LOAD,")}`);
    expect(spaced.status).toBe(200);
    expect(spaced.body.data.map((p) => p.type)).toEqual(["SCRIPT_TO_LOAD"]);
    const repeated = await parameters("?type=AFTER_BODY_HTML_TO_LOAD&type=SCRIPT_TO_LOAD");
    expect(repeated.body.data.map((p) => p.type).sort()).toEqual(["AFTER_BODY_HTML_TO_LOAD", "SCRIPT_TO_LOAD"]);
  });

  it("ignores an empty filter (every parameter, as without it)", async () => {
    for (const query of ["?type=", "?type=,", "?type=%20"]) {
      const response = await parameters(query);
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(PARAMETER_KEYS.length);
    }
  });

  it("rejects an unknown key with 422 and per-field errors in the envelope", async () => {
    const response = await parameters("?type=SCRIPT_TO_LOAD,NOT_A_PARAMETER");
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("Certaines données sont invalides.");
    const errors = response.body.data as unknown as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(["type"]);
    expect(errors.type).toHaveLength(1);
    expect(errors.type![0]).toContain("« NOT_A_PARAMETER »");
  });

  it("is case-sensitive and does not echo absurdly long keys", async () => {
    const lower = await parameters("?type=script_to_load");
    expect(lower.status).toBe(422);
    expect((lower.body.data as unknown as Record<string, string[]>).type![0]).toContain("script_to_load");
    const long = await parameters(`?type=${"X".repeat(200)}`);
    expect(long.status).toBe(422);
    expect((long.body.data as unknown as Record<string, string[]>).type![0]).not.toContain("X".repeat(65));
    const huge = await parameters(`?type=${"A,".repeat(2500)}`);
    expect(huge.status).toBe(422);
  });

  it("still needs a known site id (400 before any validation)", async () => {
    const response = await callApi("/parameter?type=NOT_A_PARAMETER", { siteId: null });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it("keeps sites apart: each site gets its own values", async () => {
    await setValue(SITE_70, "SCRIPT_TO_LOAD", "console.log('site 70');");
    invalidateTags(cacheTags.parameters(SITE_70));
    const own = await parameters("?type=SCRIPT_TO_LOAD", SITE_70);
    expect(own.body.data.map((p) => p.value)).toEqual(["console.log('site 70');"]);
    const other = await parameters("?type=SCRIPT_TO_LOAD", SITE_69);
    expect(other.body.data[0]!.value).not.toBe("console.log('site 70');");
    expect(other.body.data[0]!.id).not.toBe(own.body.data[0]!.id);
  });

  it("reads the cached list: a write shows once the writer invalidates the site's tag", async () => {
    const read = async () => (await parameters("?type=AFTER_BODY_HTML_TO_LOAD")).body.data[0]!.value;
    const before = await read(); // warms the cache
    await setValue(SITE_69, "AFTER_BODY_HTML_TO_LOAD", "<div data-test-filter></div>");
    expect(await read()).toBe(before);
    invalidateTags(cacheTags.parameters(SITE_69));
    expect(await read()).toBe("<div data-test-filter></div>");
  });
});
