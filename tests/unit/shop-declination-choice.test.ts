import { describe, expect, it } from "vitest";
import { chooseDeclination, declinationDimensions } from "@/lib/domain/shop/declination-choice";
import { declination } from "./shop-cart-fixtures";

const label = (id: number, name: string, text: string) => ({ id, label: name, displayLabel: text });

describe("declination choice", () => {
  it("offers one choice per thing the declinations differ in, newest vintage first", () => {
    const list = [
      declination({ id: 1, year: 2021 }),
      declination({ id: 2, year: 2022 }),
      declination({ id: 3, year: 2022, capacity: 1.5, capacityUnit: "LITER" }),
    ];
    expect(declinationDimensions(list).map((d) => [d.label, d.options.map((o) => o.label)])).toEqual([
      ["Millésime", ["2022", "2021"]],
      ["Contenance", ["75\u00a0cl", "1,5\u00a0L"]],
    ]);
    expect(declinationDimensions([declination({ id: 1 })])).toEqual([]);
  });

  it("leaves out a variation that repeats the size, keeps one that differs", () => {
    const list = [
      declination({ id: 1, variation1: label(10, "Étiquette", "Personnalisée"), variation2: label(20, "Contenance", "75 cl") }),
      declination({ id: 2, variation1: label(11, "Étiquette", "Du domaine"), variation2: label(20, "Contenance", "75 cl") }),
      declination({ id: 3, capacity: 1.5, capacityUnit: "LITER", variation1: label(11, "Étiquette", "Du domaine"), variation2: label(21, "Contenance", "1,5 L") }),
    ];
    expect(declinationDimensions(list).map((d) => d.label)).toEqual(["Contenance", "Étiquette"]);
  });

  it("keeps as many of the other choices as it can", () => {
    const list = [
      declination({ id: 1, year: 2021 }),
      declination({ id: 2, year: 2022 }),
      declination({ id: 3, year: 2022, capacity: 1.5, capacityUnit: "LITER" }),
    ];
    expect(chooseDeclination(list, list[2]!, "year", "2021").id).toBe(1);
    expect(chooseDeclination(list, list[0]!, "capacity", "1.5|LITER").id).toBe(3);
    expect(chooseDeclination(list, list[2]!, "capacity", "75|CENTILITRE").id).toBe(2);
    expect(chooseDeclination(list, list[0]!, "year", "1999").id).toBe(1);
  });
});
