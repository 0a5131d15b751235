import { describe, expect, it } from "vitest";
import { auditActionLabel, auditChanges, formatAuditDate } from "@/lib/domain/audit-view";

describe("audit view", () => {
  it("shows dates as dd/mm/yyyy hh:mm in Europe/Paris (winter and summer time)", () => {
    expect(formatAuditDate("2026-11-23T03:50:00.000Z")).toBe("23/11/2026 04:50");
    expect(formatAuditDate("2026-07-01T22:05:00.000Z")).toBe("02/07/2026 00:05");
    expect(formatAuditDate("pas une date")).toBe("");
  });

  it("names actions in French, unknown ones as they are", () => {
    expect(auditActionLabel("parameter.update")).toBe("Paramètre modifié");
    expect(auditActionLabel("thing.done")).toBe("thing.done");
    expect(auditActionLabel("page-draft.save")).toBe("Brouillon de page enregistré");
    expect(auditActionLabel("page-draft.delete")).toBe("Brouillon de page supprimé");
    expect(auditActionLabel("page-layout.create")).toBe("Première version de page créée");
  });

  it("lists only the fields that changed", () => {
    expect(auditChanges({ value: "#000000FF" }, { value: "#FFFFFFFF" })).toEqual([{ field: "value", before: "#000000FF", after: "#FFFFFFFF" }]);
    expect(
      auditChanges({ family: "Raleway", size: 14, weight: 300 }, { family: "Raleway", size: 16, weight: 300 }),
    ).toEqual([{ field: "size", before: "14", after: "16" }]);
    expect(auditChanges(null, { value: null })).toEqual([]);
    expect(auditChanges(null, { title: "Accueil" })).toEqual([{ field: "title", before: "(vide)", after: "Accueil" }]);
    expect(auditChanges("a", "b")).toEqual([{ field: "valeur", before: "a", after: "b" }]);
  });
});
