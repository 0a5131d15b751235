import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { siteParameters } from "@/lib/platform/db/schema";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

interface Parameter {
  type: string;
  value: string | null;
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());

const json = (value: unknown) => ({ method: "PUT", body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });

async function storedValue(siteId: number, type: string) {
  const [row] = await (await getDb())
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)));
  return row?.value ?? null;
}

async function parameterValue(siteId: number, type: string) {
  const response = await callApi<Parameter[]>("/parameter", { siteId });
  return response.body.data.find((p) => p.type === type)?.value ?? null;
}

describe("PUT /admin/parameter/:type", () => {
  it("lets an admin change a colour, and GET /parameter shows it at once (cache dropped)", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    expect(await parameterValue(SITE_69, "BACKGROUND_FOOTER_COLOR")).toBe("#00566FFF");
    const response = await callApi<Parameter>("/admin/parameter/BACKGROUND_FOOTER_COLOR", { token, ...json({ value: "#123456FF" }) });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ type: "BACKGROUND_FOOTER_COLOR", value: "#123456FF" });
    expect(await parameterValue(SITE_69, "BACKGROUND_FOOTER_COLOR")).toBe("#123456FF");
  });

  it("changes only the caller's site", async () => {
    const { token } = await createLoggedUser(SITE_70, "SUPER_ADMIN");
    const before69 = await storedValue(SITE_69, "COMPANY_PHONE");
    const response = await callApi("/admin/parameter/COMPANY_PHONE", { siteId: SITE_70, token, ...json({ value: "04 74 00 00 00" }) });
    expect(response.status).toBe(200);
    expect(await storedValue(SITE_70, "COMPANY_PHONE")).toBe("04 74 00 00 00");
    expect(await storedValue(SITE_69, "COMPANY_PHONE")).toBe(before69);
  });

  it("refuses an admin of another site (token of site 70 on site 69)", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    const response = await callApi("/admin/parameter/COMPANY_PHONE", { siteId: SITE_69, token, ...json({ value: "00" }) });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
  });

  it("refuses guests (401) and customers (403), writing nothing", async () => {
    const before = await storedValue(SITE_69, "FONT_COLOR");
    const guest = await callApi("/admin/parameter/FONT_COLOR", json({ value: "#000000FF" }));
    expect(guest.status).toBe(401);
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const customer = await callApi("/admin/parameter/FONT_COLOR", { token, ...json({ value: "#000000FF" }) });
    expect(customer.status).toBe(403);
    expect(await storedValue(SITE_69, "FONT_COLOR")).toBe(before);
  });

  it.each([
    ["BACKGROUND_COLOR", "red", "#RRGGBBAA"],
    ["DARK_THEME", "yes", "true"],
    ["LOGO_HEIGHT", "grand", "nombre"],
    ["MENU_ALIGNMENT", "DIAGONAL", "Valeur non autorisée"],
    ["FACEBOOK_URL", "javascript:alert(1)", "lien"],
  ])("422 with a French field error for a bad %s value, nothing written", async (type, value, fragment) => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const before = await storedValue(SITE_69, type);
    const response = await callApi<Record<string, string[]>>(`/admin/parameter/${type}`, { token, ...json({ value }) });
    expect(response.status).toBe(422);
    expect(response.body.data.value?.[0]).toContain(fragment);
    expect(await storedValue(SITE_69, type)).toBe(before);
  });

  it("404 for a key outside the catalogue, 422 for a malformed key or body", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    expect((await callApi("/admin/parameter/NOT_A_PARAMETER", { token, ...json({ value: "x" }) })).status).toBe(404);
    expect((await callApi("/admin/parameter/lower-case", { token, ...json({ value: "x" }) })).status).toBe(422);
    expect((await callApi("/admin/parameter/FONT_COLOR", { token, ...json({ value: 12 }) })).status).toBe(422);
    expect((await callApi("/admin/parameter/FONT_COLOR", { token, ...json({ value: "#000000FF", extra: 1 }) })).status).toBe(422);
    expect((await callApi("/admin/parameter/FONT_COLOR", { token, method: "PUT", body: "{", headers: { "Content-Type": "application/json" } })).status).toBe(422);
  });

  it("accepts null to clear an optional value", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const response = await callApi<Parameter>("/admin/parameter/TOP_MENU_INFO_BAR", { token, ...json({ value: null }) });
    expect(response.status).toBe(200);
    expect(await storedValue(SITE_69, "TOP_MENU_INFO_BAR")).toBeNull();
  });
});
