import { describe, expect, it } from "vitest";
import { formatFrenchPhone, normalizePhone, telHref } from "@/lib/domain/phone";

describe("normalizePhone / telHref: one link per number however it is typed", () => {
  it.each(["01", "02", "03", "04", "05", "06", "07", "08", "09"])("French numbers starting %s get +33", (prefix) => {
    expect(telHref(`${prefix} 12 34 56 78`)).toBe(`tel:+33${prefix.slice(1)}12345678`);
  });

  it.each([
    "04 78 42 18 65",
    "04.78.42.18.65",
    "04-78-42-18-65",
    "0478421865",
    "+33 4 78 42 18 65",
    "+33 (0)4 78 42 18 65",
    "+33 04 78 42 18 65",
    "0033 4 78 42 18 65",
    " 04 78 42 18 65 ",
  ])("%s → tel:+33478421865", (typed) => {
    expect(telHref(typed)).toBe("tel:+33478421865");
  });

  it("keeps foreign numbers in international form", () => {
    expect(normalizePhone("+41 22 123 45 67")).toBe("+41221234567");
    expect(normalizePhone("0041 22 123 45 67")).toBe("+41221234567");
    expect(normalizePhone("+1 (415) 555-0100")).toBe("+14155550100");
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("keeps short service numbers and numbers without a country as digits", () => {
    expect(telHref("36 31")).toBe("tel:3631");
    expect(telHref("112")).toBe("tel:112");
  });

  it("gives null when there is nothing to dial", () => {
    for (const value of [null, undefined, "", "  ", "n/a", "12", "+"]) expect(telHref(value)).toBeNull();
  });

  it("does not turn 00 (a French national number cannot start with it) into +33", () => {
    expect(normalizePhone("0012345678")).toBe("+12345678");
  });
});

describe("formatFrenchPhone", () => {
  it("shows French numbers in pairs, whatever the input form", () => {
    expect(formatFrenchPhone("+33478421865")).toBe("04 78 42 18 65");
    expect(formatFrenchPhone("04.78.42.18.65")).toBe("04 78 42 18 65");
  });

  it("keeps other numbers as typed", () => {
    expect(formatFrenchPhone("+41 22 123 45 67")).toBe("+41 22 123 45 67");
    expect(formatFrenchPhone("36 31")).toBe("36 31");
  });
});
