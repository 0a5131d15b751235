import { describe, expect, it } from "vitest";
import { currentState, normalizePathname } from "@/components/site/active-link";

describe("normalizePathname", () => {
  it("drops trailing slashes, query and hash, decodes and lowercases", () => {
    expect(normalizePathname("/Prestations/Coach/?a=1#x")).toBe("/prestations/coach");
    expect(normalizePathname("")).toBe("/");
    expect(normalizePathname("/caf%C3%A9")).toBe("/café");
    expect(normalizePathname("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});

describe("currentState", () => {
  it("marks the current page", () => {
    expect(currentState("/coach-de-vie", "/coach-de-vie")).toBe("page");
    expect(currentState("/coach-de-vie", "/coach-de-vie/")).toBe("page");
    expect(currentState("/", "/")).toBe("page");
  });

  it("marks a parent when a descendant is current, or when the path lies under it", () => {
    const children = ["/prestations/coach-developpement-personnel", "/ateliers"];
    expect(currentState("/prestations", "/prestations/coach-developpement-personnel", children)).toBe("true");
    expect(currentState("/prestations", "/ateliers", children)).toBe("true");
    expect(currentState("/prestations", "/prestations/autre")).toBe("true");
  });

  it("leaves other links, the home link on inner pages and external links unmarked", () => {
    expect(currentState("/coach-de-vie", "/nous-contacter")).toBeUndefined();
    expect(currentState("/", "/coach-de-vie")).toBeUndefined();
    expect(currentState("/prestations", "/prestations-bis")).toBeUndefined();
    expect(currentState("https://blog.example.fr", "/")).toBeUndefined();
    expect(currentState("/coach-de-vie", null)).toBeUndefined();
  });
});
