import { describe, expect, it } from "vitest";
import { AA_RATIO, CONTRAST_PAIRS, contrastWarnings, formatRatio, pairContrast } from "@/lib/domain/contrast-pairs";
import { missingLegalParameters, placeholdersIn } from "@/lib/domain/legal-text";
import { findParameterDefinition, PARAMETER_CATALOG } from "@/lib/domain/parameter-catalog";
import { groupParameters, PARAMETER_GROUPS, parameterUnit } from "@/lib/domain/parameter-groups";

describe("contrast warnings", () => {
  it("every pair names two colour parameters of the catalogue", () => {
    for (const pair of CONTRAST_PAIRS) {
      expect(findParameterDefinition(pair.text)?.isColor, pair.text).toBe(true);
      expect(findParameterDefinition(pair.background)?.isColor, pair.background).toBe(true);
    }
  });

  it("the default palette passes AA except the orange accent on white (links, active menu entry)", () => {
    const failing = CONTRAST_PAIRS.filter((pair) => pairContrast(pair, {})! < AA_RATIO).map((pair) => pair.text);
    expect(failing).toEqual(["ACTIVE_FONT_COLOR", "ACTIVE_MENU_COLOR"]);
  });

  it("warns on the pairs a failing colour belongs to, naming the pair and the ratio", () => {
    const warnings = contrastWarnings("FONT_COLOR", { FONT_COLOR: "#AAAAAAFF", BACKGROUND_COLOR: "#FFFFFFFF" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.pair.label).toBe("Texte principal sur le fond des pages");
    expect(warnings[0]!.ratio).toBeCloseTo(2.32, 2);
    expect(formatRatio(warnings[0]!.ratio)).toBe("2,32:1");
  });

  it("a background warns for every text laid on it that fails", () => {
    const warnings = contrastWarnings("BACKGROUND_COLOR", { BACKGROUND_COLOR: "#00566FFF" });
    const labels = warnings.map((w) => w.pair.text);
    expect(labels).toContain("HEADING_COLOR");
    expect(labels).toContain("FONT_COLOR");
  });

  it("counts alpha: a translucent text fails where the opaque one passes", () => {
    expect(contrastWarnings("FONT_COLOR", { FONT_COLOR: "#1F2933FF" })).toHaveLength(0);
    expect(contrastWarnings("FONT_COLOR", { FONT_COLOR: "#1F293340" })).toHaveLength(1);
  });

  it("rounds down so a failing ratio never shows as 4,50", () => {
    const [warning] = contrastWarnings("FONT_COLOR", { FONT_COLOR: "#777777FF" });
    expect(warning!.ratio).toBeLessThan(4.5);
    expect(formatRatio(warning!.ratio)).toBe("4,47:1");
  });

  it("no warning for a parameter outside every pair or an unreadable value", () => {
    expect(contrastWarnings("LOGO_HEIGHT", {})).toEqual([]);
    expect(contrastWarnings("FONT_COLOR", { FONT_COLOR: "pas une couleur" })).toEqual([]);
  });
});

describe("grouping", () => {
  it("every catalogue entry falls in exactly one group, groups in panel order", () => {
    const grouped = groupParameters(PARAMETER_CATALOG);
    expect(grouped.flatMap((g) => g.parameters)).toHaveLength(PARAMETER_CATALOG.length);
    expect(grouped.map((g) => g.group.id)).toEqual(PARAMETER_GROUPS.map((g) => g.id));
    expect(grouped.find((g) => g.group.id === "LEGAL")!.parameters.map((p) => p.type)).toEqual([
      "LEGAL_NOTICE",
      "PRIVACY_POLICY",
      "COOKIE_POLICY",
      "USE_TERMS",
      "SALE_TERMS",
    ]);
    for (const group of PARAMETER_GROUPS) expect(group.label).toMatch(/^[A-ZÉ]/);
  });

  it("leaves empty groups out", () => {
    const grouped = groupParameters([{ theme: "SEO" as const }]);
    expect(grouped.map((g) => g.group.id)).toEqual(["SEO"]);
  });

  it("gives numbers their unit", () => {
    const unit = (type: string) => parameterUnit(findParameterDefinition(type)!);
    expect(unit("LOGO_HEIGHT")).toBe("px");
    expect(unit("MENU_ICON_SIZE")).toBe("pt");
    expect(unit("ORDER_REVIEW_DELAY")).toBe("jours");
    expect(unit("FREE_SHIPPING_PRICE")).toBe("€");
    expect(unit("COMPANY_NAME")).toBeNull();
  });
});

describe("legal checklist", () => {
  const html = "<p>{{LEGAL_COMPANY_NAME}}, SIRET {{SIRET_NUMBER}}, RCS {{RCS_NUMBER}}, {{ SIRET_NUMBER }} {{UNKNOWN}}</p>";

  it("finds each known placeholder once", () => {
    expect(placeholdersIn(html)).toEqual(["LEGAL_COMPANY_NAME", "SIRET_NUMBER", "RCS_NUMBER"]);
    expect(placeholdersIn(null)).toEqual([]);
  });

  it("names the empty parameters the placeholders need (names fall back to the site's name)", () => {
    expect(missingLegalParameters(html, { SIRET_NUMBER: "  ", RCS_NUMBER: "Lyon B 847 123 908" }, "Élan")).toEqual(["SIRET_NUMBER"]);
    expect(missingLegalParameters(html, { SIRET_NUMBER: "84712390800018", RCS_NUMBER: "x" }, "Élan")).toEqual([]);
  });

  it("names the host (LCEN: name, address, telephone) when the legal notice needs it and it is empty", () => {
    const notice = "<p>Hébergé par : {{HOSTING_PROVIDER}}. Siège : {{HEAD_OFFICE}}</p>";
    expect(missingLegalParameters(notice, { HEAD_OFFICE: "Lyon" }, "Élan")).toEqual(["HOSTING_PROVIDER"]);
    expect(missingLegalParameters(notice, { HEAD_OFFICE: "Lyon", HOSTING_PROVIDER: "OVH SAS, 2 rue Kellermann, 59100 Roubaix – 1007" }, "Élan")).toEqual([]);
  });
});
