import { describe, expect, it } from "vitest";
import { isContactPageUrl, withoutContactPage } from "@/lib/domain/contact-page";

interface Node {
  url: string;
  children: Node[];
}

describe("HIDE_CONTACT_PAGE helpers", () => {
  it("recognises the contact page's url however it is written", () => {
    expect(isContactPageUrl("/nous-contacter")).toBe(true);
    expect(isContactPageUrl("nous-contacter/")).toBe(true);
    expect(isContactPageUrl("/Nous-Contacter?x=1")).toBe(true);
    expect(isContactPageUrl("/nous-contacter-vite")).toBe(false);
    expect(isContactPageUrl(null)).toBe(false);
  });

  it("drops the contact page from the tree at any depth, keeping the rest", () => {
    const tree: Node[] = [
      { url: "/", children: [] },
      { url: "/prestations", children: [{ url: "/nous-contacter", children: [] }, { url: "/prestations/coaching", children: [] }] },
      { url: "/nous-contacter", children: [{ url: "/nous-contacter/plan", children: [] }] },
    ];
    expect(withoutContactPage(tree)).toEqual([
      { url: "/", children: [] },
      { url: "/prestations", children: [{ url: "/prestations/coaching", children: [] }] },
    ]);
  });
});
