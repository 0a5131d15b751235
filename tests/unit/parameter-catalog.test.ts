import { describe, it, expect } from "vitest";
import { PARAMETER_CATALOG, PARAMETER_KEYS, findParameterDefinition } from "@/lib/domain/parameter-catalog";
import {
  COLOR_PATTERN,
  PARAMETER_KINDS,
  PARAMETER_THEMES,
  readParameterValue,
  validateParameterValue,
  type ParameterDefinition,
} from "@/lib/domain/site-parameters";

/** Every key of SPEC §9 "Site parameters, by theme", in the order of §9 (plus the names chosen where §9 gives none). */
const EXPECTED_KEYS = [
  // Colours
  "ACTIVE_FONT_COLOR",
  "ACTIVE_MENU_COLOR",
  "BACKGROUND_COLOR",
  "BACKGROUND_FOOTER_COLOR",
  "BACKGROUND_HEADER_COLOR",
  "BACKGROUND_MENU_COLOR",
  "MENU_COLOR_ON_TOP",
  "FONT_MOBILE_MENU_COLOR",
  "FONT_BACKGROUND_COLOR",
  "BACKGROUND_MOBILE_MENU_COLOR",
  "FONT_COLOR",
  "FONT_FOOTER_COLOR",
  "FONT_HEADER_COLOR",
  "HEADING_COLOR",
  "DARK_THEME",
  // Menu
  "MENU_ALIGNMENT",
  "MENU_ACTIVE_TYPE",
  "MENU_HOVER_TRANSITION",
  "MENU_ICON",
  "MENU_ICON_SIZE",
  "MOBILE_MENU_POSITION",
  "IS_MENU_FIXED",
  "HIDE_HOMEPAGE_IN_MENU",
  "SUBMENU_DROPSHADOW",
  "SUBMENU_ALIGNMENT",
  "CENTER_SUBMENU",
  "SUBMENU_WIDTH",
  "COMPUTER_MENU_HEIGHT",
  "MENU_TOP_PADDING",
  "MENU_BOTTOM_PADDING",
  "INVERSE_ABSOLUTE_MENU_COLOR",
  "TOP_MENU_INFO_BAR",
  "LANG_MENU_STYLE",
  "DISPLAY_SOCIAL_ICON_IN_MENU",
  // Logo
  "LOGO_POSITION",
  "LOGO_WIDTH",
  "LOGO_WIDTH_FOOTER",
  "LOGO_WIDTH_MOBILE",
  "LOGO_HEIGHT",
  "LOGO_HEIGHT_FOOTER",
  "LOGO_HEIGHT_MOBILE",
  "LOGO_MARGIN_TOP",
  "LOGO_MARGIN_BOTTOM",
  "DETAIL_PAGE_MARGIN_TOP",
  // Company
  "COMPANY_NAME",
  "COMPANY_PHONE",
  "COMPANY_EMAIL",
  "COMPANY_ADDRESS",
  "COMPANY_FAX",
  "COMPANY_MOBILE",
  "COMPANY_DESCRIPTION",
  "LEGAL_AGENT",
  "LEGAL_COMPANY_NAME",
  "CORPORATE_FORM",
  "HEAD_OFFICE",
  "SIRET_NUMBER",
  "RCS_NUMBER",
  "RM_NUMBER",
  "SHARE_CAPITAL",
  "HOSTING_PROVIDER", // beyond §9: the host the LCEN requires in the legal notice
  "IS_INDEPENDENT",
  // Opening hours
  "MONDAY_HOURS",
  "TUESDAY_HOURS",
  "WEDNESDAY_HOURS",
  "THURSDAY_HOURS",
  "FRIDAY_HOURS",
  "SATURDAY_HOURS",
  "SUNDAY_HOURS",
  // Legal texts
  "LEGAL_NOTICE",
  "PRIVACY_POLICY",
  "COOKIE_POLICY",
  "USE_TERMS",
  "SALE_TERMS",
  // Shop
  "BOTTLE_MULTIPLE",
  "MINIMUM_EXPEDITION_BOTTLE",
  "MAXIMUM_EXPEDITION_BOTTLE",
  "FREE_SHIPPING_BOTTLE",
  "FREE_SHIPPING_PRICE",
  "CLICK_AND_COLLECT_HOURS",
  "SHIPPING_MESSAGE",
  "PAYMENT_METHOD",
  "BALANCE_PAYMENT_CONDITIONS",
  "LOCK_DELIVERY",
  "ONLY_SELL_IN_FRANCE",
  "SELLS_WORLDWIDE",
  "STOCK_LIMIT_DISPLAY",
  "IN_STOCK_LABEL",
  "NOT_IN_STOCK_LABEL",
  "HIDE_PRODUCT_PRICES",
  "PRODUCT_HIDE_PERCENTAGE_DISCOUNT",
  "HIDE_ECOMMERCE_LABEL",
  "ORDER_REVIEW_DELAY",
  // Not in §9: how long a bank-transfer or cheque order waits for its payment (the unpaid-order policy).
  "UNPAID_ORDER_HOLD_DAYS",
  "PRODUCT_DISPLAY",
  "PRODUCT_ORDER",
  "PRODUCT_ASPECT_RATIO",
  "PRODUCT_PAGE_STYLE",
  "FEATURES_PRODUCT_STYLE",
  "SERVICE_PAGE_STYLE",
  "HIDE_PRODUCT_ICON",
  "SWITCH_WINE_NAME_AND_APPELLATION",
  "HOW_TO_DISPLAY_GRAPE_VARIETY",
  "WHERE_TO_DISPLAY_GRAPE_VARIETY",
  "SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET",
  "SEE_CART_ON_HOVER",
  "INTRA_COMMUNITY_VAT",
  // Registration and messaging
  "BLOCK_MINORS_FROM_REGISTERING",
  "ASK_BIRTHDATE_AT_REGISTER",
  "ALLOW_ONLY_MOBILE_PHONE",
  "ENABLE_NEWSLETTER",
  "SEND_MAIL_AS_NAME",
  "SEND_MAIL_AS_MAIL",
  // Banners and content
  "DISPLAY_ALCOHOL_SELLING_MESSAGE",
  "DISPLAY_ETHYLOTEST_MESSAGE",
  "SHOW_PROMOTE_MESSAGE",
  "SHOW_PROMOTE_NEWS",
  "PROMOTED_NEWS_STYLE",
  "IS_BLOG_ACTIVATED",
  "SHOW_SEARCHBAR",
  "HIDE_CONTACT_PAGE",
  "DISPLAY_ADDRESS_IN_TOPBAR",
  "DISPLAY_SECONDARY_ADDRESSES",
  "CONTACT_ADDITIONAL_INFOS",
  "SCROLL_TO_TOP_BEHAVIOR",
  "REPEAT_ANIMATION",
  // SEO
  "HOME_META_DESCRIPTION",
  "CONTACT_META_DESCRIPTION",
  "NEWS_META_DESCRIPTION",
  "WINE_META_DESCRIPTION",
  // Social
  "PINTEREST_URL",
  "TELEGRAM_AT",
  "DISCORD_SERVER",
  "GITHUB_REPOSITORY",
  "FACEBOOK_URL",
  "INSTAGRAM_URL",
  "LINKEDIN_URL",
  "TWITTER_URL",
  "TIKTOK_URL",
  "YOUTUBE_URL",
  "TRIPADVISOR_URL",
  "GOOGLE_REVIEW_URL",
  // Chrome and injection
  "CART_ICON",
  "MY_ACCOUNT_ICON",
  "BASE_FONTAWESOME_ICON",
  "CREATED_BY_MESSAGE",
  "CREATED_BY_BACKLINK_URL",
  "HIDE_EVOLUSITE_LOGO",
  "LOCK_TEXT_SELECTION",
  "LOCK_RIGHT_CLICK",
  "GLOBAL_CSS",
  "SCRIPT_TO_LOAD",
  "AFTER_BODY_HTML_TO_LOAD",
  "MENU_TYPE",
  "TOP_MENU_INFO_BAR_BACKGROUND_COLOR",
  "TOP_MENU_INFO_BAR_FONT_COLOR",
] as const;

/** Defaults fixed by SPEC §9 (and the brief), exactly as stored. */
const SPEC_DEFAULTS: Record<string, string | null> = {
  LOGO_HEIGHT: "80",
  LOGO_HEIGHT_FOOTER: "90",
  LOGO_HEIGHT_MOBILE: "100",
  LOGO_MARGIN_TOP: "12",
  LOGO_MARGIN_BOTTOM: "12",
  DETAIL_PAGE_MARGIN_TOP: "104",
  SUBMENU_WIDTH: "350",
  MENU_ICON_SIZE: "12",
  COMPUTER_MENU_HEIGHT: "0",
  LOGO_WIDTH: "0",
  LOGO_WIDTH_FOOTER: "0",
  LOGO_WIDTH_MOBILE: "0",
  MENU_ALIGNMENT: "RIGHT",
  SUBMENU_ALIGNMENT: "CENTER",
  MOBILE_MENU_POSITION: "BOTTOM",
  LOGO_POSITION: "LEFT",
  MENU_ACTIVE_TYPE: "TEXT_COLOR",
  MENU_HOVER_TRANSITION: "SIMPLE_TEXT_COLOR",
  DISPLAY_SOCIAL_ICON_IN_MENU: "NO",
  SEE_CART_ON_HOVER: "false",
  CART_ICON: "fa-solid fa-basket-shopping",
  MY_ACCOUNT_ICON: "fa-solid fa-user",
  MENU_TYPE: "RELATIVE",
  DARK_THEME: "false",
  ENABLE_NEWSLETTER: "true",
  IS_BLOG_ACTIVATED: "false",
  SHOW_SEARCHBAR: "false",
  LEGAL_NOTICE: null,
  PRIVACY_POLICY: null,
  COOKIE_POLICY: null,
  USE_TERMS: null,
  SALE_TERMS: null,
  GLOBAL_CSS: null,
  SCRIPT_TO_LOAD: null,
  AFTER_BODY_HTML_TO_LOAD: null,
  COMPANY_NAME: null,
  SIRET_NUMBER: null,
  HEAD_OFFICE: null,
  INTRA_COMMUNITY_VAT: null,
  FACEBOOK_URL: null,
  GOOGLE_REVIEW_URL: null,
};

const COLOR_KEYS = [
  "ACTIVE_FONT_COLOR",
  "ACTIVE_MENU_COLOR",
  "BACKGROUND_COLOR",
  "BACKGROUND_FOOTER_COLOR",
  "BACKGROUND_HEADER_COLOR",
  "BACKGROUND_MENU_COLOR",
  "MENU_COLOR_ON_TOP",
  "FONT_MOBILE_MENU_COLOR",
  "FONT_BACKGROUND_COLOR",
  "BACKGROUND_MOBILE_MENU_COLOR",
  "FONT_COLOR",
  "FONT_FOOTER_COLOR",
  "FONT_HEADER_COLOR",
  "HEADING_COLOR",
  "TOP_MENU_INFO_BAR_BACKGROUND_COLOR",
  "TOP_MENU_INFO_BAR_FONT_COLOR",
];

function def(type: string): ParameterDefinition {
  const found = findParameterDefinition(type);
  if (!found) throw new Error(`missing definition ${type}`);
  return found;
}

describe("PARAMETER_CATALOG", () => {
  it("holds every key of SPEC §9, in the order of §9, and nothing else", () => {
    expect([...PARAMETER_KEYS]).toEqual([...EXPECTED_KEYS]);
    expect(PARAMETER_CATALOG.map((d) => d.type)).toEqual([...EXPECTED_KEYS]);
  });

  it.each(EXPECTED_KEYS)("defines %s", (key) => {
    expect(findParameterDefinition(key)?.type).toBe(key);
  });

  it("has unique, upper-case keys", () => {
    expect(new Set(PARAMETER_KEYS).size).toBe(PARAMETER_KEYS.length);
    for (const key of PARAMETER_KEYS) expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it("uses known kinds and themes, and non-empty labels", () => {
    for (const d of PARAMETER_CATALOG) {
      expect(PARAMETER_KINDS).toContain(d.kind);
      expect(PARAMETER_THEMES).toContain(d.theme);
      expect(d.label.trim().length, d.type).toBeGreaterThan(0);
    }
  });

  it("has defaults that all pass validateParameterValue", () => {
    for (const d of PARAMETER_CATALOG) {
      expect(validateParameterValue(d, d.defaultValue), d.type).toBeNull();
    }
  });

  it("keeps the defaults fixed by SPEC §9", () => {
    for (const [key, value] of Object.entries(SPEC_DEFAULTS)) {
      expect(def(key).defaultValue, key).toBe(value);
    }
  });

  it("gives the documented kinds", () => {
    for (const key of ["LEGAL_NOTICE", "PRIVACY_POLICY", "COOKIE_POLICY", "USE_TERMS", "SALE_TERMS", "GLOBAL_CSS"]) {
      expect(def(key).kind, key).toBe("TEXT");
    }
    expect(def("COMPANY_ADDRESS").kind).toBe("LINK");
    expect(def("FACEBOOK_URL").kind).toBe("LINK");
    expect(def("DARK_THEME").kind).toBe("BOOLEAN");
    expect(def("SEE_CART_ON_HOVER").kind).toBe("BOOLEAN");
    expect(def("LOGO_HEIGHT").kind).toBe("NUMBER");
    expect(def("MENU_TYPE").allowedValues).toEqual(["RELATIVE", "ABSOLUTE", "FIXED"]);
  });

  it("marks colours and gives them upper-case #RRGGBBAA defaults", () => {
    for (const key of COLOR_KEYS) {
      const d = def(key);
      expect(d.isColor, key).toBe(true);
      expect(d.kind, key).toBe("STRING");
      expect(d.defaultValue, key).toMatch(COLOR_PATTERN);
      expect(d.defaultValue, key).toMatch(/^#[0-9A-F]{8}$/);
    }
    const colourKeys = PARAMETER_CATALOG.filter((d) => d.isColor).map((d) => d.type);
    expect(colourKeys.sort()).toEqual([...COLOR_KEYS].sort());
  });

  it("uses the sample palette (primary #00566F, accent #F39200)", () => {
    expect(def("HEADING_COLOR").defaultValue).toBe("#00566FFF");
    expect(def("BACKGROUND_FOOTER_COLOR").defaultValue).toBe("#00566FFF");
    expect(def("ACTIVE_MENU_COLOR").defaultValue).toBe("#F39200FF");
  });

  it("only gives allowedValues to STRING parameters, with the default among them", () => {
    for (const d of PARAMETER_CATALOG.filter((x) => x.allowedValues)) {
      expect(d.kind, d.type).toBe("STRING");
      expect(d.allowedValues!.length, d.type).toBeGreaterThan(1);
      if (d.defaultValue !== null) expect(d.allowedValues, d.type).toContain(d.defaultValue);
    }
  });

  it("findParameterDefinition returns undefined for an unknown key", () => {
    expect(findParameterDefinition("NOT_A_PARAMETER")).toBeUndefined();
    expect(findParameterDefinition("logo_height")).toBeUndefined();
  });
});

describe("readParameterValue", () => {
  it("reads booleans", () => {
    expect(readParameterValue("BOOLEAN", "true")).toBe(true);
    expect(readParameterValue("BOOLEAN", "1")).toBe(true);
    expect(readParameterValue("BOOLEAN", "false")).toBe(false);
    expect(readParameterValue("BOOLEAN", "0")).toBe(false);
    expect(readParameterValue("BOOLEAN", null)).toBeNull();
  });

  it("reads numbers", () => {
    expect(readParameterValue("NUMBER", "104")).toBe(104);
    expect(readParameterValue("NUMBER", "12.5")).toBe(12.5);
    expect(readParameterValue("NUMBER", "0")).toBe(0);
    expect(readParameterValue("NUMBER", "abc")).toBeNull();
    expect(readParameterValue("NUMBER", null)).toBeNull();
  });

  it("keeps strings, texts and links as they are", () => {
    expect(readParameterValue("STRING", "#00566FFF")).toBe("#00566FFF");
    expect(readParameterValue("TEXT", "<p>Bonjour</p>")).toBe("<p>Bonjour</p>");
    expect(readParameterValue("LINK", "https://exemple.fr")).toBe("https://exemple.fr");
    expect(readParameterValue("STRING", null)).toBeNull();
  });
});

describe("validateParameterValue", () => {
  it("accepts null whatever the kind", () => {
    for (const d of PARAMETER_CATALOG) expect(validateParameterValue(d, null), d.type).toBeNull();
  });

  it("checks booleans", () => {
    const d = def("DARK_THEME");
    expect(validateParameterValue(d, "true")).toBeNull();
    expect(validateParameterValue(d, "false")).toBeNull();
    expect(validateParameterValue(d, "yes")).toMatch(/true.*false/);
    expect(validateParameterValue(d, "1")).not.toBeNull();
  });

  it("checks numbers", () => {
    const d = def("LOGO_HEIGHT");
    expect(validateParameterValue(d, "80")).toBeNull();
    expect(validateParameterValue(d, "-3.5")).toBeNull();
    expect(validateParameterValue(d, "")).toBe("La valeur doit être un nombre.");
    expect(validateParameterValue(d, "  ")).toBe("La valeur doit être un nombre.");
    expect(validateParameterValue(d, "80px")).toBe("La valeur doit être un nombre.");
  });

  it("checks colours", () => {
    const d = def("BACKGROUND_FOOTER_COLOR");
    expect(validateParameterValue(d, "#00566FFF")).toBeNull();
    expect(validateParameterValue(d, "#00566fff")).toBeNull();
    const error = "La couleur doit être au format #RRGGBBAA.";
    expect(validateParameterValue(d, "#00566F")).toBe(error);
    expect(validateParameterValue(d, "00566FFF")).toBe(error);
    expect(validateParameterValue(d, "#00566FFG")).toBe(error);
    expect(validateParameterValue(d, "rgb(0, 86, 111)")).toBe(error);
  });

  it("checks allowed values", () => {
    const d = def("MENU_ALIGNMENT");
    expect(validateParameterValue(d, "LEFT")).toBeNull();
    expect(validateParameterValue(d, "RIGHT")).toBeNull();
    const error = validateParameterValue(d, "MIDDLE");
    expect(error).toMatch(/^Valeur non autorisée/);
    expect(error).toContain("LEFT, CENTER, RIGHT");
    expect(validateParameterValue(d, "right")).not.toBeNull();
  });

  it("checks links", () => {
    const d = def("COMPANY_ADDRESS");
    expect(validateParameterValue(d, "https://maps.example.com/?q=1")).toBeNull();
    expect(validateParameterValue(d, "/nous-contacter")).toBeNull();
    expect(validateParameterValue(d, "mailto:contact@exemple.fr")).toBeNull();
    expect(validateParameterValue(d, "www.exemple.fr")).toBe("La valeur doit être un lien (https://…).");
  });

  it("accepts any string for free STRING and TEXT parameters", () => {
    expect(validateParameterValue(def("COMPANY_NAME"), "Domaine des Trois Collines")).toBeNull();
    expect(validateParameterValue(def("LEGAL_NOTICE"), "<p>{{LEGAL_COMPANY_NAME}}</p>")).toBeNull();
  });
});
