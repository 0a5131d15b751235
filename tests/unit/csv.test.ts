import { describe, expect, it } from "vitest";
import { csvCell, toCsv, UTF8_BOM } from "@/lib/domain/csv";

describe("CSV for French Excel", () => {
  it("starts with the BOM, separates cells with « ; » and ends every line with CRLF", () => {
    expect(toCsv([["Nom", "Places"], ["Élodie", 2]])).toBe(`${UTF8_BOM}Nom;Places\r\nÉlodie;2\r\n`);
    expect(toCsv([])).toBe(UTF8_BOM);
  });

  it("quotes a cell holding the separator, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Dupuis; Claire")).toBe('"Dupuis; Claire"');
    expect(csvCell('Le « grand » "atelier"')).toBe('"Le « grand » ""atelier"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell("a,b")).toBe("a,b");
  });

  it("keeps what a visitor typed as text: a cell that would start a formula gets an apostrophe", () => {
    expect(csvCell("=SOMME(A1:A9)")).toBe("'=SOMME(A1:A9)");
    expect(csvCell("+33 6 12 34 56 78")).toBe("'+33 6 12 34 56 78");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@commande")).toBe("'@commande");
    expect(csvCell('=HYPERLINK("x";"y")')).toBe('"\'=HYPERLINK(""x"";""y"")"');
    expect(csvCell("Marie-Anne")).toBe("Marie-Anne");
  });

  it("writes numbers as they are and nothing for a missing value", () => {
    expect(csvCell(-2)).toBe("-2");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});
