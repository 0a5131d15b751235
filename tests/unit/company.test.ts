import { describe, expect, it } from "vitest";
import { companyName, formatPostalAddress, formatSiret, headOfficeAddress, legalLine } from "@/lib/domain/company";
import { mailtoHref } from "@/lib/domain/links";
import { telHref } from "@/lib/domain/phone";
import type { CompanyAddress } from "@/lib/schemas/content";

const office: CompanyAddress = {
  id: 1,
  type: "HEAD_OFFICE",
  name: "Cabinet",
  address: "18 rue Sainte-Hélène",
  addressPart2: "Bâtiment B",
  postalCode: "69002",
  city: "Lyon",
  country: { id: 1, alphaTwo: "FR", name: "France" },
  phone: null,
  email: null,
  latitude: null,
  longitude: null,
};

describe("contact links", () => {
  it("turns French numbers into international tel: links", () => {
    expect(telHref("04 78 42 18 65")).toBe("tel:+33478421865");
    expect(telHref("+33 (0)6 72 14 38 91")).toBe("tel:+33672143891");
    expect(telHref("0041 22 123 45 67")).toBe("tel:+41221234567");
    expect(telHref("")).toBeNull();
    expect(telHref("n/a")).toBeNull();
  });

  it("builds mailto: for plausible addresses only", () => {
    expect(mailtoHref("contact@elan-coaching.fr")).toBe("mailto:contact@elan-coaching.fr");
    expect(mailtoHref(" contact@elan-coaching.fr ")).toBe("mailto:contact@elan-coaching.fr");
    expect(mailtoHref("pas une adresse")).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });
});

describe("formatPostalAddress", () => {
  it("joins street, second line and town, leaving blank parts out", () => {
    expect(formatPostalAddress(office)).toBe("18 rue Sainte-Hélène, Bâtiment B, 69002 Lyon");
    expect(formatPostalAddress({ ...office, addressPart2: "  " })).toBe("18 rue Sainte-Hélène, 69002 Lyon");
    expect(formatPostalAddress({ ...office, addressPart2: null })).toBe("18 rue Sainte-Hélène, 69002 Lyon");
  });
});

describe("legalLine", () => {
  it("joins the legal name, corporate form and spaced SIRET", () => {
    const line = legalLine(
      { LEGAL_COMPANY_NAME: "Élan Coaching SARL", CORPORATE_FORM: "SARL", SIRET_NUMBER: "84712390800018" },
      "Site",
      2026,
    );
    expect(line).toBe("© 2026 Élan Coaching SARL — SARL — SIRET 847 123 908 00018");
  });

  it("skips missing parts and never shows a key", () => {
    const line = legalLine({ COMPANY_NAME: "Élan Coaching", CORPORATE_FORM: "  " }, "Site", 2026);
    expect(line).toBe("© 2026 Élan Coaching");
    expect(legalLine({}, "Mon site", 2027)).toBe("© 2027 Mon site");
    expect(line).not.toMatch(/[A-Z]{3,}_[A-Z]+/);
  });

  it("names a sole trader when IS_INDEPENDENT is set without a form", () => {
    expect(legalLine({ COMPANY_NAME: "Claire Morel", IS_INDEPENDENT: "true" }, "x", 2026)).toBe("© 2026 Claire Morel — Entrepreneur individuel");
  });

  it("formats 14-digit SIRET numbers only", () => {
    expect(formatSiret("847 123 908 00018")).toBe("847 123 908 00018");
    expect(formatSiret("123")).toBe("123");
  });
});

describe("company identity", () => {
  it("uses COMPANY_NAME, else the site name", () => {
    expect(companyName({ COMPANY_NAME: "Élan Coaching" }, "Site")).toBe("Élan Coaching");
    expect(companyName({ COMPANY_NAME: "" }, "Site")).toBe("Site");
  });

  it("gives the head office from HEAD_OFFICE, else from the address list", () => {
    expect(headOfficeAddress({ HEAD_OFFICE: "18 rue Sainte-Hélène, 69002 Lyon" }, [office])).toBe("18 rue Sainte-Hélène, 69002 Lyon");
    expect(headOfficeAddress({}, [office])).toBe("18 rue Sainte-Hélène, Bâtiment B, 69002 Lyon");
    expect(headOfficeAddress({}, [{ ...office, type: "SECONDARY" }])).toBeNull();
  });
});
