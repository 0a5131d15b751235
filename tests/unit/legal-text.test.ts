import { describe, expect, it } from "vitest";
import { fillLegalText, formatSiret, LEGAL_PLACEHOLDERS, legalPlaceholderValues, MISSING_VALUE_TEXT, promoteLegalHeadings } from "@/lib/domain/legal-text";
import { legalTexts } from "@/lib/platform/seed/site-69/legal-texts";
import { site69 } from "@/lib/platform/seed/site-69";

const company = {
  COMPANY_NAME: "Élan Coaching",
  LEGAL_COMPANY_NAME: "Élan Coaching SARL",
  LEGAL_AGENT: "Claire Morel",
  CORPORATE_FORM: "SARL",
  SIRET_NUMBER: "84712390800018",
  HEAD_OFFICE: "18 rue Sainte-Hélène, 69002 Lyon",
  COMPANY_PHONE: "04 78 42 18 65",
  COMPANY_EMAIL: "contact@elan-coaching.fr",
  SHARE_CAPITAL: "5 000 €",
  RCS_NUMBER: "RCS Lyon 847 123 908",
  HOSTING_PROVIDER: "Evolusite SAS, 12 quai Saint-Antoine, 69002 Lyon – 04 72 00 00 00",
};

describe("legal texts", () => {
  it("fills every placeholder of every sample legal text: no raw token left", () => {
    const values = legalPlaceholderValues(company, "Élan Coaching");
    for (const [key, text] of Object.entries(legalTexts)) {
      const filled = fillLegalText(text, values);
      expect(filled, key).not.toMatch(/\{\{|\}\}/);
      expect(filled, key).not.toContain(MISSING_VALUE_TEXT);
    }
    const notice = fillLegalText(legalTexts.LEGAL_NOTICE, values);
    expect(notice).toContain("847 123 908 00018");
    expect(notice).toContain("Claire Morel");
    expect(notice).toContain("5 000 €");
    expect(notice).toContain("hébergé par : Evolusite SAS, 12 quai Saint-Antoine");
    expect(notice).toContain('href="mailto:contact@elan-coaching.fr"');
  });

  it("never shows a raw token when a value is missing, and drops dead mailto links", () => {
    const values = legalPlaceholderValues({ COMPANY_NAME: "Atelier" }, "Atelier");
    const filled = fillLegalText('<p>{{LEGAL_AGENT}} — <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> {{ UNKNOWN_KEY }}</p>', values);
    expect(filled).not.toMatch(/\{\{|\}\}/);
    expect(filled).toContain(MISSING_VALUE_TEXT);
    expect(filled).not.toContain("mailto:");
  });

  it("falls back to the company name then the site name for the company placeholders", () => {
    expect(legalPlaceholderValues({}, "Mon site").COMPANY_NAME).toBe("Mon site");
    expect(legalPlaceholderValues({ COMPANY_NAME: "Nom" }, "Mon site").LEGAL_COMPANY_NAME).toBe("Nom");
  });

  it("escapes HTML in company values", () => {
    const filled = fillLegalText("<p>{{COMPANY_NAME}}</p>", legalPlaceholderValues({ COMPANY_NAME: "<script>x</script>" }, "s"));
    expect(filled).toBe("<p>&lt;script&gt;x&lt;/script&gt;</p>");
  });

  it("covers the spec's placeholders and the sample site fills them all", () => {
    for (const key of ["LEGAL_AGENT", "LEGAL_COMPANY_NAME", "CORPORATE_FORM", "SIRET_NUMBER", "HEAD_OFFICE", "COMPANY_PHONE", "COMPANY_EMAIL", "COMPANY_NAME"]) {
      expect(LEGAL_PLACEHOLDERS).toContain(key);
      expect(site69.parameters[key], key).toBeTruthy();
    }
    expect(formatSiret("84712390800018")).toBe("847 123 908 00018");
    expect(formatSiret("abc")).toBe("abc");
  });
});

describe("legal headings", () => {
  it("drops the text's own title and moves the sections up one level", () => {
    expect(promoteLegalHeadings("<h2>Mentions légales</h2><h3>Éditeur</h3><p>x</p><h4>Détail</h4>")).toBe("<h2>Éditeur</h2><p>x</p><h3>Détail</h3>");
  });
  it("leaves a text without a leading title, or with other h2s, as is", () => {
    expect(promoteLegalHeadings("<p>x</p><h3>a</h3>")).toBe("<p>x</p><h3>a</h3>");
    expect(promoteLegalHeadings("<h2>T</h2><h2>A</h2><h3>b</h3>")).toBe("<h2>A</h2><h3>b</h3>");
  });
});
