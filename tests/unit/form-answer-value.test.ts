import { describe, expect, it } from "vitest";
import { BLANK_ANSWER, formatAnswerValue } from "@/lib/domain/form-answer-value";

describe("a value of a form answer as people read it", () => {
  it("checkboxes read Oui / Non, dates dd/mm/yyyy, blanks « (non renseigné) »", () => {
    expect(formatAnswerValue("checkbox", true)).toBe("Oui");
    expect(formatAnswerValue("checkbox", false)).toBe("Non");
    expect(formatAnswerValue("checkbox", null)).toBe("Non");
    expect(formatAnswerValue("date", "2027-02-15")).toBe("15/02/2027");
    expect(formatAnswerValue("text", "")).toBe(BLANK_ANSWER);
    expect(formatAnswerValue("phone", null)).toBe(BLANK_ANSWER);
    expect(formatAnswerValue(null, undefined)).toBe(BLANK_ANSWER);
  });

  it("other values as typed (a file field holds the file's name)", () => {
    expect(formatAnswerValue("text", "Mairie de Villeurbanne")).toBe("Mairie de Villeurbanne");
    expect(formatAnswerValue("file", "cahier-des-charges.pdf")).toBe("cahier-des-charges.pdf");
    expect(formatAnswerValue(null, true)).toBe("Oui");
  });
});
