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

  // Paths that only become another origin (or /auth, or an encoded separator) once normalised.
  it.each([
    "/.//evil.example/x",
    "/./\\evil.example",
    "/..//evil.example/x",
    "/a/..//evil.example",
    "/%2e//evil.example/x",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/./%2fevil.example",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "/%5cevil.example",
    "/%5Cevil.example",
    "/%00x",
    "/%0d%0aSet-Cookie:x=1",
    "/%E0%A4%A",
    "/\t/evil.example",
    "/\u0009/evil.example",
    "/.\u000a//evil.example",
    "/ //evil.example".replace(" ", "\u0000"),
    "/./auth",
    "/x/../auth?retour=//evil.example",
    "/%61uth",
    "/./api/user",
  ])("refuses %j once normalised", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("returns paths that normalise to themselves and stay on this origin", () => {
    expect(safeReturnPath("/a/./b/../c?x=1")).toBe("/a/c?x=1");
    expect(safeReturnPath("/caf%C3%A9")).toBe("/caf%C3%A9");
    for (const value of ["/.//evil.example/x", "/a/b/./c", "/x?retour=//evil.example", "/%2e/mon-compte"]) {
      const result = safeReturnPath(value);
      if (result === null) continue;
      expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
      expect(safeReturnPath(result)).toBe(result);
    }
  });
});
