import { describe, expect, it } from "vitest";
import { ICON_NAMES, resolveIconName } from "@/components/site/icon-names";

describe("resolveIconName", () => {
  it("maps the parameters' Font Awesome classes to our icons", () => {
    expect(resolveIconName("fa-solid fa-user", "globe")).toBe("user");
    expect(resolveIconName("fa-solid fa-basket-shopping", "globe")).toBe("basket");
    expect(resolveIconName("fa-solid fa-bars", "globe")).toBe("bars");
    expect(resolveIconName("fas fa-shopping-cart", "globe")).toBe("cart");
    expect(resolveIconName("fa-brands fa-facebook-f", "globe")).toBe("facebook");
    expect(resolveIconName("FA-SOLID FA-BAG-SHOPPING fa-2x", "globe")).toBe("bag");
  });

  it("accepts a bare icon name", () => {
    expect(resolveIconName("user", "bars")).toBe("user");
  });

  it("falls back when the class is unknown or empty", () => {
    expect(resolveIconName("fa-solid fa-unicorn", "basket")).toBe("basket");
    expect(resolveIconName("fa-solid", "user")).toBe("user");
    expect(resolveIconName("", "bars")).toBe("bars");
    expect(resolveIconName(null, "bars")).toBe("bars");
  });

  it("only ever returns a drawn icon", () => {
    for (const cls of ["fa-house", "fa-phone", "fa-xmark", "fa-telegram", "nope"]) {
      expect(ICON_NAMES).toContain(resolveIconName(cls, "globe"));
    }
  });
});
