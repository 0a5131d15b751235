import { describe, expect, it } from "vitest";
import { defaultDeclination } from "@/lib/domain/shop/default-declination";

describe("defaultDeclination: the declination a product is taken in when none is chosen", () => {
  it("is the first a buyer can take: stock not tracked or some left", () => {
    expect(defaultDeclination([{ id: 1, quantity: 3 }, { id: 2, quantity: 9 }])).toEqual({ id: 1, quantity: 3 });
    expect(defaultDeclination([{ id: 1, quantity: 0 }, { id: 2, quantity: null }, { id: 3, quantity: 4 }])).toEqual({ id: 2, quantity: null });
  });

  it("is the first when every one is sold out, nothing without declinations", () => {
    expect(defaultDeclination([{ id: 1, quantity: 0 }, { id: 2, quantity: 0 }])).toEqual({ id: 1, quantity: 0 });
    expect(defaultDeclination([])).toBeUndefined();
  });
});
