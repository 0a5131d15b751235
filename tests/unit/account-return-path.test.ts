import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/components/account/return-path";

describe("safeReturnPath (?retour= of /auth)", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(safeReturnPath("/mon-compte")).toBe("/mon-compte");
    expect(safeReturnPath("/prendre-un-rendez?creneau=3#choix")).toBe("/prendre-un-rendez?creneau=3#choix");
    expect(safeReturnPath(["/coach-de-vie", "/autre"])).toBe("/coach-de-vie");
  });

  it.each([
    undefined,
    null,
    "",
    "mon-compte",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\u0000x",
    "/a\nb",
    "/auth",
    "/auth?retour=/auth",
    "/api/user",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value as string | null | undefined)).toBeNull();
  });
});
