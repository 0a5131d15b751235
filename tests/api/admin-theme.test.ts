import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARAMETER_CATALOG } from "@/lib/domain/parameter-catalog";
import { PARAMETER_GROUPS } from "@/lib/domain/parameter-groups";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, siteFonts, siteParameters } from "@/lib/platform/db/schema";
import { auditListSchema } from "@/lib/schemas/admin/audit";
import { adminFontsSchema, adminParameterSchema, adminParametersSchema, legalChecklistSchema } from "@/lib/schemas/admin/parameters";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());

const send = (method: string, value?: unknown) => ({
  method,
  ...(value === undefined ? {} : { body: JSON.stringify(value), headers: { "Content-Type": "application/json" } }),
});

async function storedValue(siteId: number, type: string) {
  const [row] = await (await getDb())
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)));
  return row?.value ?? null;
}

async function storedFont(siteId: number, type: "TITLE" | "CONTENT" | "MENU") {
  const [row] = await (await getDb())
    .select()
    .from(siteFonts)
    .where(and(eq(siteFonts.siteId, siteId), eq(siteFonts.type, type)));
  return row;
}

async function auditRows(siteId: number, entityId: string) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, siteId), eq(auditLog.entityId, entityId)));
}

// Every parameter key of SPEC §9, theme by theme (the catalogue must list each one).
const SPEC_9 = `ACTIVE_FONT_COLOR ACTIVE_MENU_COLOR BACKGROUND_COLOR BACKGROUND_FOOTER_COLOR BACKGROUND_HEADER_COLOR
BACKGROUND_MENU_COLOR MENU_COLOR_ON_TOP FONT_MOBILE_MENU_COLOR FONT_BACKGROUND_COLOR BACKGROUND_MOBILE_MENU_COLOR FONT_COLOR
FONT_FOOTER_COLOR FONT_HEADER_COLOR HEADING_COLOR DARK_THEME MENU_ALIGNMENT MENU_ACTIVE_TYPE MENU_HOVER_TRANSITION MENU_ICON
MENU_ICON_SIZE MOBILE_MENU_POSITION IS_MENU_FIXED HIDE_HOMEPAGE_IN_MENU SUBMENU_DROPSHADOW SUBMENU_ALIGNMENT CENTER_SUBMENU
SUBMENU_WIDTH COMPUTER_MENU_HEIGHT MENU_TOP_PADDING MENU_BOTTOM_PADDING INVERSE_ABSOLUTE_MENU_COLOR TOP_MENU_INFO_BAR
LANG_MENU_STYLE DISPLAY_SOCIAL_ICON_IN_MENU LOGO_POSITION LOGO_WIDTH LOGO_WIDTH_FOOTER LOGO_WIDTH_MOBILE LOGO_HEIGHT
LOGO_HEIGHT_FOOTER LOGO_HEIGHT_MOBILE LOGO_MARGIN_TOP LOGO_MARGIN_BOTTOM DETAIL_PAGE_MARGIN_TOP COMPANY_NAME COMPANY_PHONE
COMPANY_EMAIL COMPANY_ADDRESS COMPANY_FAX COMPANY_MOBILE COMPANY_DESCRIPTION LEGAL_AGENT LEGAL_COMPANY_NAME CORPORATE_FORM
HEAD_OFFICE SIRET_NUMBER RCS_NUMBER RM_NUMBER SHARE_CAPITAL IS_INDEPENDENT MONDAY_HOURS TUESDAY_HOURS WEDNESDAY_HOURS
THURSDAY_HOURS FRIDAY_HOURS SATURDAY_HOURS SUNDAY_HOURS LEGAL_NOTICE PRIVACY_POLICY COOKIE_POLICY USE_TERMS SALE_TERMS
BOTTLE_MULTIPLE MINIMUM_EXPEDITION_BOTTLE MAXIMUM_EXPEDITION_BOTTLE FREE_SHIPPING_BOTTLE FREE_SHIPPING_PRICE
CLICK_AND_COLLECT_HOURS SHIPPING_MESSAGE PAYMENT_METHOD BALANCE_PAYMENT_CONDITIONS LOCK_DELIVERY ONLY_SELL_IN_FRANCE
SELLS_WORLDWIDE STOCK_LIMIT_DISPLAY IN_STOCK_LABEL NOT_IN_STOCK_LABEL HIDE_PRODUCT_PRICES PRODUCT_HIDE_PERCENTAGE_DISCOUNT
HIDE_ECOMMERCE_LABEL ORDER_REVIEW_DELAY PRODUCT_DISPLAY PRODUCT_ORDER PRODUCT_ASPECT_RATIO PRODUCT_PAGE_STYLE
FEATURES_PRODUCT_STYLE SERVICE_PAGE_STYLE HIDE_PRODUCT_ICON SWITCH_WINE_NAME_AND_APPELLATION HOW_TO_DISPLAY_GRAPE_VARIETY
WHERE_TO_DISPLAY_GRAPE_VARIETY SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET SEE_CART_ON_HOVER INTRA_COMMUNITY_VAT
BLOCK_MINORS_FROM_REGISTERING ASK_BIRTHDATE_AT_REGISTER ALLOW_ONLY_MOBILE_PHONE ENABLE_NEWSLETTER SEND_MAIL_AS_NAME
SEND_MAIL_AS_MAIL DISPLAY_ALCOHOL_SELLING_MESSAGE DISPLAY_ETHYLOTEST_MESSAGE SHOW_PROMOTE_MESSAGE SHOW_PROMOTE_NEWS
PROMOTED_NEWS_STYLE IS_BLOG_ACTIVATED SHOW_SEARCHBAR HIDE_CONTACT_PAGE DISPLAY_ADDRESS_IN_TOPBAR DISPLAY_SECONDARY_ADDRESSES
CONTACT_ADDITIONAL_INFOS SCROLL_TO_TOP_BEHAVIOR REPEAT_ANIMATION HOME_META_DESCRIPTION CONTACT_META_DESCRIPTION
NEWS_META_DESCRIPTION WINE_META_DESCRIPTION PINTEREST_URL TELEGRAM_AT DISCORD_SERVER GITHUB_REPOSITORY FACEBOOK_URL
INSTAGRAM_URL LINKEDIN_URL TWITTER_URL TIKTOK_URL YOUTUBE_URL TRIPADVISOR_URL GOOGLE_REVIEW_URL CART_ICON MY_ACCOUNT_ICON
BASE_FONTAWESOME_ICON CREATED_BY_MESSAGE CREATED_BY_BACKLINK_URL HIDE_EVOLUSITE_LOGO LOCK_TEXT_SELECTION LOCK_RIGHT_CLICK
GLOBAL_CSS SCRIPT_TO_LOAD AFTER_BODY_HTML_TO_LOAD MENU_TYPE TOP_MENU_INFO_BAR_BACKGROUND_COLOR TOP_MENU_INFO_BAR_FONT_COLOR`
  .split(/\s+/)
  .filter(Boolean);

describe("GET /admin/parameters", () => {
  it("lists every §9 parameter with a group, kind, label, default and the site's value", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const response = await callApi("/admin/parameters", { token });
    expect(response.status).toBe(200);
    const data = adminParametersSchema.parse(response.body.data);
    expect(data.groups.map((g) => g.id)).toEqual(PARAMETER_GROUPS.map((g) => g.id));
    const types = data.parameters.map((p) => p.type);
    for (const key of SPEC_9) expect(types, key).toContain(key);
    expect(types).toHaveLength(PARAMETER_CATALOG.length);
    const groups = new Set(data.groups.map((g) => g.id));
    for (const p of data.parameters) {
      expect(groups.has(p.group), p.type).toBe(true);
      expect(p.label.length, p.type).toBeGreaterThan(0);
    }
    const footer = data.parameters.find((p) => p.type === "BACKGROUND_FOOTER_COLOR")!;
    expect(footer).toMatchObject({ kind: "STRING", group: "COLORS", isColor: true, defaultValue: "#00566FFF" });
    expect(data.parameters.find((p) => p.type === "MENU_ALIGNMENT")!.allowedValues).toEqual(["LEFT", "CENTER", "RIGHT"]);
    expect(data.parameters.find((p) => p.type === "LOGO_HEIGHT")!.unit).toBe("px");
    expect(data.parameters.find((p) => p.type === "LEGAL_NOTICE")).toMatchObject({ kind: "TEXT", group: "LEGAL" });
    expect(data.parameters.find((p) => p.type === "COMPANY_PHONE")!.value).toBe(await storedValue(SITE_69, "COMPANY_PHONE"));
  });

  it("answers 401 to guests and 403 to customers, 401 to an admin of another site", async () => {
    expect((await callApi("/admin/parameters")).status).toBe(401);
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi("/admin/parameters", { token })).status).toBe(403);
    const other = await createLoggedUser(SITE_70, "ADMIN");
    expect((await callApi("/admin/parameters", { siteId: SITE_69, token: other.token })).status).toBe(401);
  });

  it("shows each site its own values (69 and 70)", async () => {
    const a = await createLoggedUser(SITE_69, "ADMIN");
    const b = await createLoggedUser(SITE_70, "ADMIN");
    await callApi("/admin/parameter/COMPANY_FAX", { siteId: SITE_70, token: b.token, ...send("PUT", { value: "04 70 70 70 70" }) });
    const of69 = adminParametersSchema.parse((await callApi("/admin/parameters", { token: a.token })).body.data);
    const of70 = adminParametersSchema.parse((await callApi("/admin/parameters", { siteId: SITE_70, token: b.token })).body.data);
    expect(of70.parameters.find((p) => p.type === "COMPANY_FAX")!.value).toBe("04 70 70 70 70");
    expect(of69.parameters.find((p) => p.type === "COMPANY_FAX")!.value).not.toBe("04 70 70 70 70");
  });
});

describe("PUT and DELETE /admin/parameter/{type}", () => {
  it("records an audit entry with before / after for a change", async () => {
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    const before = await storedValue(SITE_69, "BACKGROUND_HEADER_COLOR");
    const response = await callApi("/admin/parameter/BACKGROUND_HEADER_COLOR", { token, ...send("PUT", { value: "#fafafaff" }) });
    expect(response.status).toBe(200);
    expect(adminParameterSchema.parse(response.body.data).value).toBe("#fafafaff");
    const rows = await auditRows(SITE_69, "BACKGROUND_HEADER_COLOR");
    expect(rows.at(-1)).toMatchObject({
      userId: user.id,
      userEmail: user.email,
      action: "parameter.update",
      entity: "parameter",
      before: { value: before },
      after: { value: "#fafafaff" },
    });
  });

  it.each([
    ["HEADING_COLOR", "#12345"],
    ["IS_MENU_FIXED", "oui"],
    ["SUBMENU_WIDTH", "large"],
    ["PAYMENT_METHOD", "CHEQUE"],
    ["CREATED_BY_BACKLINK_URL", "ftp://exemple.fr"],
  ])("refuses a bad %s value with 422, nothing written, no audit entry", async (type, value) => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const before = await storedValue(SITE_69, type);
    const audits = (await auditRows(SITE_69, type)).length;
    const response = await callApi<Record<string, string[]>>(`/admin/parameter/${type}`, { token, ...send("PUT", { value }) });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.data.value?.[0]).toMatch(/./);
    expect(await storedValue(SITE_69, type)).toBe(before);
    expect(await auditRows(SITE_69, type)).toHaveLength(audits);
  });

  it("sanitises a legal text on write (scripts and event handlers dropped, placeholders kept)", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    const html = '<h2>Mentions</h2><p onclick="x()">SIRET {{SIRET_NUMBER}}<script>alert(1)</script></p>';
    const response = await callApi("/admin/parameter/USE_TERMS", { siteId: SITE_70, token, ...send("PUT", { value: html }) });
    expect(response.status).toBe(200);
    const stored = await storedValue(SITE_70, "USE_TERMS");
    expect(stored).toContain("{{SIRET_NUMBER}}");
    expect(stored).not.toMatch(/script|onclick/);
  });

  it("resets a parameter to the catalogue default (audited as parameter.reset)", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    await callApi("/admin/parameter/LOGO_HEIGHT", { token, ...send("PUT", { value: "64" }) });
    expect(await storedValue(SITE_69, "LOGO_HEIGHT")).toBe("64");
    const response = await callApi("/admin/parameter/LOGO_HEIGHT", { token, ...send("DELETE") });
    expect(response.status).toBe(200);
    expect(adminParameterSchema.parse(response.body.data)).toMatchObject({ value: "80", defaultValue: "80" });
    expect(await storedValue(SITE_69, "LOGO_HEIGHT")).toBe("80");
    expect((await auditRows(SITE_69, "LOGO_HEIGHT")).at(-1)).toMatchObject({
      action: "parameter.reset",
      before: { value: "64" },
      after: { value: "80" },
    });
  });

  it("reset: 404 for an unknown key, 401 / 403 for guests and customers, other site untouched", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    expect((await callApi("/admin/parameter/NOT_A_PARAMETER", { token, ...send("DELETE") })).status).toBe(404);
    expect((await callApi("/admin/parameter/LOGO_HEIGHT", send("DELETE"))).status).toBe(401);
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi("/admin/parameter/LOGO_HEIGHT", { token: customer.token, ...send("DELETE") })).status).toBe(403);
    const admin70 = await createLoggedUser(SITE_70, "ADMIN");
    await callApi("/admin/parameter/LOGO_WIDTH", { token, ...send("PUT", { value: "120" }) });
    await callApi("/admin/parameter/LOGO_WIDTH", { siteId: SITE_70, token: admin70.token, ...send("DELETE") });
    expect(await storedValue(SITE_69, "LOGO_WIDTH")).toBe("120");
    expect(await storedValue(SITE_70, "LOGO_WIDTH")).toBe("0");
    await callApi("/admin/parameter/LOGO_WIDTH", { token, ...send("DELETE") });
  });
});

describe("fonts", () => {
  it("GET /admin/fonts gives the local catalogue and the site's three fonts", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const response = await callApi("/admin/fonts", { token });
    expect(response.status).toBe(200);
    const data = adminFontsSchema.parse(response.body.data);
    expect(data.catalogue.map((f) => f.family)).toEqual(expect.arrayContaining(["Raleway", "Josefin Sans"]));
    expect(data.fonts.map((f) => f.type).sort()).toEqual(["CONTENT", "MENU", "TITLE"]);
    expect((await callApi("/admin/fonts")).status).toBe(401);
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi("/admin/fonts", { token: customer.token })).status).toBe(403);
  });

  it("PUT /admin/font/{type} changes one font of the caller's site, audited; /site/info shows it", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    const before = await storedFont(SITE_70, "TITLE");
    const before69 = await storedFont(SITE_69, "TITLE");
    const input = { family: "raleway", size: 22, weight: 700, color: null, style: "normal" };
    const response = await callApi("/admin/font/TITLE", { siteId: SITE_70, token, ...send("PUT", input) });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ type: "TITLE", family: "Raleway", size: 22, weight: 700 });
    expect(await storedFont(SITE_70, "TITLE")).toMatchObject({ family: "Raleway", size: 22, weight: 700 });
    expect(await storedFont(SITE_69, "TITLE")).toEqual(before69);
    const audit = (await auditRows(SITE_70, "TITLE")).at(-1);
    expect(audit).toMatchObject({ action: "font.update", entity: "font", after: { family: "Raleway", size: 22 } });
    expect(audit?.before).toMatchObject({ family: before!.family, size: before!.size });
    const info = await callApi<{ fonts: { type: string; family: string; size: number }[] }>("/site/info", { siteId: SITE_70 });
    expect(info.body.data.fonts.find((f) => f.type === "TITLE")).toMatchObject({ family: "Raleway", size: 22 });
  });

  it.each([
    [{ family: "Comic Sans", size: 16, weight: 400, color: null }, "family"],
    [{ family: "Josefin Sans", size: 16, weight: 900, color: null }, "weight"],
    [{ family: "Raleway", size: 4, weight: 400, color: null }, "size"],
    [{ family: "Raleway", size: 16, weight: 450, color: null }, "weight"],
    [{ family: "Raleway", size: 16, weight: 400, color: "red" }, "color"],
  ])("refuses %o with 422 on %s, nothing written", async (input, field) => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const before = await storedFont(SITE_69, "MENU");
    const response = await callApi<Record<string, string[]>>("/admin/font/MENU", { token, ...send("PUT", input) });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data)).toContain(field);
    expect(await storedFont(SITE_69, "MENU")).toEqual(before);
  });

  it("404-like 422 for an unknown font type, 403 for a customer", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const input = { family: "Raleway", size: 16, weight: 400, color: null };
    expect((await callApi("/admin/font/FOOTER", { token, ...send("PUT", input) })).status).toBe(422);
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi("/admin/font/MENU", { token: customer.token, ...send("PUT", input) })).status).toBe(403);
  });
});

describe("GET /admin/legal/checklist", () => {
  it("names SIRET for the legal notice of a site whose SIRET is empty", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const siret = await storedValue(SITE_69, "SIRET_NUMBER");
    let response = await callApi("/admin/legal/checklist?text=LEGAL_NOTICE", { token });
    expect(response.status).toBe(200);
    let items = legalChecklistSchema.parse(response.body.data);
    expect(items).toHaveLength(1);
    expect(items[0]!.missing.map((m) => m.type)).not.toContain("SIRET_NUMBER");

    await callApi("/admin/parameter/SIRET_NUMBER", { token, ...send("PUT", { value: null }) });
    response = await callApi("/admin/legal/checklist?text=LEGAL_NOTICE", { token });
    items = legalChecklistSchema.parse(response.body.data);
    expect(items[0]!.missing).toContainEqual({ type: "SIRET_NUMBER", label: "Numéro SIRET", group: "COMPANY" });
    await callApi("/admin/parameter/SIRET_NUMBER", { token, ...send("PUT", { value: siret }) });
  });

  it("covers every legal text without ?text, refuses an unknown text (422) and non-admins", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    const all = legalChecklistSchema.parse((await callApi("/admin/legal/checklist", { siteId: SITE_70, token })).body.data);
    expect(all.map((i) => i.text)).toEqual(["LEGAL_NOTICE", "PRIVACY_POLICY", "COOKIE_POLICY", "USE_TERMS", "SALE_TERMS"]);
    expect((await callApi("/admin/legal/checklist?text=COMPANY_NAME", { siteId: SITE_70, token })).status).toBe(422);
    expect((await callApi("/admin/legal/checklist", { siteId: SITE_70 })).status).toBe(401);
    const customer = await createLoggedUser(SITE_70, "CUSTOMER");
    expect((await callApi("/admin/legal/checklist", { siteId: SITE_70, token: customer.token })).status).toBe(403);
  });
});

describe("GET /admin/audit", () => {
  it("lists the site's entries newest first, filtered by action, never another site's", async () => {
    const a69 = await createLoggedUser(SITE_69, "ADMIN");
    const a70 = await createLoggedUser(SITE_70, "ADMIN");
    await callApi("/admin/parameter/COMPANY_MOBILE", { token: a69.token, ...send("PUT", { value: "06 00 00 00 69" }) });
    await callApi("/admin/parameter/COMPANY_MOBILE", { siteId: SITE_70, token: a70.token, ...send("PUT", { value: "06 00 00 00 70" }) });
    await callApi("/admin/parameter/COMPANY_MOBILE", { token: a69.token, ...send("DELETE") });

    const response = await callApi("/admin/audit?nbItem=50", { token: a69.token });
    expect(response.status).toBe(200);
    const page = auditListSchema.parse(response.body.data);
    expect(page.pagination).toEqual({ page: 1, nbItem: 50 });
    const mine = page.list.filter((e) => e.entityId === "COMPANY_MOBILE");
    expect(mine[0]).toMatchObject({ action: "parameter.reset", userEmail: a69.user.email });
    expect(mine[1]).toMatchObject({ action: "parameter.update", after: { value: "06 00 00 00 69" } });
    expect(page.list.some((e) => JSON.stringify(e.after).includes("06 00 00 00 70"))).toBe(false);
    const dates = page.list.map((e) => e.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const resets = auditListSchema.parse((await callApi("/admin/audit?action=parameter.reset", { token: a69.token })).body.data);
    expect(resets.list.length).toBeGreaterThan(0);
    expect(resets.list.every((e) => e.action === "parameter.reset")).toBe(true);
    const byEmail = auditListSchema.parse((await callApi(`/admin/audit?userEmail=${encodeURIComponent(a69.user.email)}`, { token: a69.token })).body.data);
    expect(byEmail.total).toBe(2);
    const of70 = auditListSchema.parse((await callApi("/admin/audit?entity=parameter", { siteId: SITE_70, token: a70.token })).body.data);
    expect(of70.list.some((e) => e.userEmail === a69.user.email)).toBe(false);
  });

  it("is for admins only (401, 403) and refuses a bad list query (422)", async () => {
    expect((await callApi("/admin/audit")).status).toBe(401);
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi("/admin/audit", { token: customer.token })).status).toBe(403);
    const other = await createLoggedUser(SITE_70, "ADMIN");
    expect((await callApi("/admin/audit", { siteId: SITE_69, token: other.token })).status).toBe(401);
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    expect((await callApi("/admin/audit?secret=1", { token })).status).toBe(422);
    expect((await callApi("/admin/audit?orderBy=before", { token })).status).toBe(422);
  });
});
