import { describe, expect, it } from "vitest";
import { wouldCreateCycle, descendantIds, treeOrderError } from "@/lib/domain/page-tree";
import { generatePageUrl, isSitePath, normalizePageUrl, pageUrlError, RESERVED_URL_ROOTS, uniqueUrl } from "@/lib/domain/page-url";
import { APP_ROUTE_ROOTS } from "@/lib/storefront/missing-page";

describe("page url rules", () => {
  it("accepts lowercase slug segments separated by /", () => {
    expect(pageUrlError("prestations/coach-developpement-personnel")).toBeNull();
    expect(pageUrlError("a1/b-2/c")).toBeNull();
  });

  it.each([
    ["", "obligatoire"],
    ["Prestations", "minuscules"],
    ["a//b", "minuscules"],
    ["a-/b", "minuscules"],
    ["été", "minuscules"],
    ["a b", "minuscules"],
    ["a.html", "minuscules"],
    ["api", "réservé"],
    ["images/logo", "réservé"],
    ["legal-notice", "réservé"],
    ["x".repeat(201), "trop longue"],
  ])("refuses %j (%s)", (url, fragment) => {
    expect(pageUrlError(url)).toContain(fragment);
  });

  it("reserves every top-level route of the app", () => {
    for (const root of APP_ROUTE_ROOTS) expect(RESERVED_URL_ROOTS.has(root), root).toBe(true);
  });

  it("normalises typed urls and generates them from the title under the parent", () => {
    expect(normalizePageUrl("  /prestations/coaching/ ")).toBe("prestations/coaching");
    expect(generatePageUrl("Séances d'été", "prestations")).toBe("prestations/seances-d-ete");
    expect(generatePageUrl("!!!", null)).toBe("page");
    expect(generatePageUrl("Auth", null)).toBe("auth-page");
    expect(generatePageUrl("x".repeat(300), null).length).toBeLessThanOrEqual(196);
    expect(uniqueUrl("tarifs", new Set(["tarifs", "tarifs-2"]))).toBe("tarifs-3");
    expect(uniqueUrl("tarifs", new Set())).toBe("tarifs");
  });

  it("tells site paths from other links", () => {
    expect(isSitePath("/nous-contacter")).toBe(true);
    expect(isSitePath("/a?b=1#c")).toBe(true);
    for (const bad of ["//evil.example", "https://x.fr", "javascript:alert(1)", "/javascript:alert(1)", "relative", "/a b", "/\\evil"]) {
      expect(isSitePath(bad), bad).toBe(false);
    }
  });
});

describe("page tree rules", () => {
  const links = [
    { id: 1, idParent: null },
    { id: 2, idParent: null },
    { id: 3, idParent: 2 },
    { id: 4, idParent: 3 },
  ];
  it("detects cycles", () => {
    expect(wouldCreateCycle(links, 2, 4)).toBe(true);
    expect(wouldCreateCycle(links, 2, 2)).toBe(true);
    expect(wouldCreateCycle(links, 4, 1)).toBe(false);
    expect(wouldCreateCycle(links, 3, null)).toBe(false);
  });
  it("lists descendants", () => {
    expect(descendantIds(links, 2)).toEqual([3, 4]);
  });
  it("checks a whole tree", () => {
    const pages = [{ id: 1, type: "HOME" }, { id: 2, type: "PAGE" }, { id: 3, type: "PAGE" }, { id: 4, type: "PAGE" }];
    expect(treeOrderError(links, pages)).toBeNull();
    expect(treeOrderError(links.slice(1), pages)).toContain("toutes les pages");
    expect(treeOrderError([...links.slice(1), { id: 1, idParent: 2 }], pages)).toContain("accueil");
    expect(treeOrderError([links[0]!, { id: 2, idParent: 4 }, links[2]!, links[3]!], pages)).toContain("elle-même");
  });
});
