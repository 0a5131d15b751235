import { describe, expect, it } from "vitest";
import {
  headerPlacement,
  OVERLAY_SCRIM_WORST_CASE,
  overlayTextColor,
  pickFooterLogo,
  pickHeaderLogo,
  readChromeSettings,
} from "@/components/site/chrome-settings";
import { contrastRatio, parseHexColor } from "@/lib/domain/color";
import type { SiteLogo } from "@/lib/storefront/types";

describe("readChromeSettings", () => {
  it("applies the catalogue defaults when parameters are missing or invalid", () => {
    const s = readChromeSettings({ MENU_ALIGNMENT: "DIAGONAL" });
    expect(s).toMatchObject({
      menuAlignment: "RIGHT",
      logoPosition: "LEFT",
      activeType: "TEXT_COLOR",
      hoverTransition: "SIMPLE_TEXT_COLOR",
      submenuAlignment: "CENTER",
      submenuShadow: true,
      mobileMenuPosition: "BOTTOM",
      socialInMenu: "NO",
      menuType: "RELATIVE",
      keepVisible: false,
      infoBar: null,
      menuIcon: "bars",
      cartIcon: "basket",
      accountIcon: "user",
    });
  });

  it("reads the owner's choices", () => {
    const s = readChromeSettings({
      MENU_ALIGNMENT: "CENTER",
      LOGO_POSITION: "RIGHT",
      MENU_ACTIVE_TYPE: "UNDERLINE",
      MENU_HOVER_TRANSITION: "NONE",
      IS_MENU_FIXED: "true",
      HIDE_HOMEPAGE_IN_MENU: "true",
      SUBMENU_DROPSHADOW: "false",
      MOBILE_MENU_POSITION: "TOP",
      DISPLAY_SOCIAL_ICON_IN_MENU: "LEFT",
      TOP_MENU_INFO_BAR: " Ateliers de rentrée ouverts ",
      CART_ICON: "fa-solid fa-cart-shopping",
      MY_ACCOUNT_ICON: "fa-regular fa-circle-user",
    });
    expect(s).toMatchObject({
      menuAlignment: "CENTER",
      logoPosition: "RIGHT",
      activeType: "UNDERLINE",
      hoverTransition: "NONE",
      keepVisible: true,
      hideHome: true,
      submenuShadow: false,
      mobileMenuPosition: "TOP",
      socialInMenu: "LEFT",
      infoBar: "Ateliers de rentrée ouverts",
      cartIcon: "cart",
      accountIcon: "user",
    });
    expect(readChromeSettings({ MENU_TYPE: "FIXED" }).keepVisible).toBe(true);
  });
});

describe("headerPlacement", () => {
  it("overlays the banner in the overlay variant, sticks when asked, stays in flow otherwise", () => {
    const plain = readChromeSettings({});
    const fixed = readChromeSettings({ IS_MENU_FIXED: "true" });
    expect(headerPlacement(plain, "default")).toBe("static");
    expect(headerPlacement(fixed, "default")).toBe("sticky");
    expect(headerPlacement(plain, "overlay")).toBe("overlay");
    expect(headerPlacement(fixed, "overlay")).toBe("overlay-fixed");
    expect(headerPlacement(readChromeSettings({ MENU_TYPE: "ABSOLUTE" }), "default")).toBe("static");
  });
});

describe("overlayTextColor", () => {
  it("keeps a light menu background as the inverse text and reaches AA on the scrim", () => {
    expect(overlayTextColor({ BACKGROUND_MENU_COLOR: "#FFFFFFFF" })).toBe("#ffffff");
    for (const bg of ["#00566FFF", "#F39200FF", "#12171CFF", "#DDDDDDFF"]) {
      const text = parseHexColor(overlayTextColor({ BACKGROUND_MENU_COLOR: bg }))!;
      expect(contrastRatio(text, OVERLAY_SCRIM_WORST_CASE)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("logos", () => {
  const logo = (type: string, url = `/images/1/${type}.svg`): SiteLogo => ({
    id: 1,
    type: type as SiteLogo["type"],
    filename: `${type}.svg`,
    alt: type,
    onlineImage: { id: 1, externalId: null, externalType: null, externalPath: url, url } as SiteLogo["onlineImage"],
  });

  it("uses the dark-theme artwork only when asked and present", () => {
    const logos = [logo("LOGO"), logo("LOGO_DARK_THEME"), logo("LOGO_FOOTER")];
    expect(pickHeaderLogo(logos, false)?.type).toBe("LOGO");
    expect(pickHeaderLogo(logos, true)?.type).toBe("LOGO_DARK_THEME");
    expect(pickHeaderLogo([logo("LOGO")], true)?.type).toBe("LOGO");
    expect(pickHeaderLogo([], false)).toBeNull();
    expect(pickFooterLogo(logos)?.type).toBe("LOGO_FOOTER");
    expect(pickFooterLogo([logo("LOGO")])).toBeNull();
  });
});
