import { describe, expect, it } from "vitest";
import { buildMenuLinks, descendantHrefs, isExternalHref, linkTarget, pageHref } from "@/components/site/menu-links";
import type { MenuPage } from "@/lib/storefront/types";

let nextId = 1;
function page(partial: Partial<MenuPage> & { url: string }): MenuPage {
  const id = partial.id ?? nextId++;
  return {
    id,
    idParent: null,
    order: id,
    title: `Titre ${partial.url}`,
    menuTitle: "",
    showInMenu: true,
    type: "PAGE",
    link: null,
    children: [],
    ...partial,
  };
}

const tree: MenuPage[] = [
  page({ id: 1, order: 1, url: "", type: "HOME", menuTitle: "Accueil" }),
  page({
    id: 2,
    order: 2,
    url: "prestations",
    type: "FOLDER",
    menuTitle: "Prestations",
    children: [
      page({ id: 21, order: 2, url: "prestations/developpement-professionnel", menuTitle: "Développement professionnel" }),
      page({ id: 20, order: 1, url: "prestations/coach-developpement-personnel", menuTitle: "Développement personnel" }),
      page({ id: 22, order: 3, url: "prestations/cachee", menuTitle: "Cachée", showInMenu: false }),
    ],
  }),
  page({ id: 4, order: 4, url: "nous-contacter", menuTitle: "Nous contacter" }),
  page({ id: 3, order: 3, url: "coach-de-vie", menuTitle: "", title: "Coach de vie" }),
  page({ id: 5, order: 5, url: "prendre-un-rendez", menuTitle: "Rendez-vous", showInMenu: false }),
  page({ id: 6, order: 6, url: "blog", type: "LINK", menuTitle: "Blog", link: { type: "EXTERNAL", url: "https://blog.example.fr", jsCode: null } }),
  page({ id: 7, order: 7, url: "js", type: "LINK", menuTitle: "Script", link: { type: "JS", url: null, jsCode: "alert(1)" } }),
  page({ id: 8, order: 8, url: "evil", type: "LINK", menuTitle: "Piège", link: { type: "EXTERNAL", url: "javascript:alert(1)", jsCode: null } }),
  page({ id: 9, order: 9, url: "ateliers", type: "LINK", menuTitle: "Ateliers", link: { type: "INTERNAL", url: "ateliers/prochains", jsCode: null } }),
];

describe("pageHref", () => {
  it("gives / for the home page and a leading slash otherwise", () => {
    expect(pageHref("")).toBe("/");
    expect(pageHref("prestations/coach-developpement-personnel")).toBe("/prestations/coach-developpement-personnel");
    expect(pageHref("/coach-de-vie/")).toBe("/coach-de-vie");
  });
});

describe("linkTarget", () => {
  it("keeps http(s), mailto and tel, prefixes internal paths and drops JS or unsafe links", () => {
    expect(linkTarget({ type: "EXTERNAL", url: "https://x.fr/a", jsCode: null })).toEqual({ href: "https://x.fr/a", external: true });
    expect(linkTarget({ type: "EXTERNAL", url: "mailto:a@b.fr", jsCode: null })).toEqual({ href: "mailto:a@b.fr", external: false });
    expect(linkTarget({ type: "INTERNAL", url: "contact", jsCode: null })).toEqual({ href: "/contact", external: false });
    expect(linkTarget({ type: "INTERNAL", url: "/contact", jsCode: null })).toEqual({ href: "/contact", external: false });
    expect(linkTarget({ type: "EXTERNAL", url: "//cdn.example.fr", jsCode: null })).toEqual({ href: "https://cdn.example.fr", external: true });
    expect(linkTarget({ type: "EXTERNAL", url: "javascript:alert(1)", jsCode: null })).toBeNull();
    expect(linkTarget({ type: "EXTERNAL", url: "data:text/html,x", jsCode: null })).toBeNull();
    expect(linkTarget({ type: "JS", url: "/x", jsCode: "x()" })).toBeNull();
    expect(linkTarget(null)).toBeNull();
    expect(linkTarget({ type: "INTERNAL", url: "  ", jsCode: null })).toBeNull();
  });

  it("tells external hrefs from site paths", () => {
    expect(isExternalHref("https://a.fr")).toBe(true);
    expect(isExternalHref("//a.fr")).toBe(true);
    expect(isExternalHref("/legal-notice")).toBe(false);
  });
});

describe("buildMenuLinks", () => {
  it("keeps menu pages in order with their hrefs, labels and submenus", () => {
    const links = buildMenuLinks(tree, { hideHome: false });
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ["Accueil", "/"],
      ["Prestations", "/prestations"],
      ["Coach de vie", "/coach-de-vie"],
      ["Nous contacter", "/nous-contacter"],
      ["Blog", "https://blog.example.fr"],
      ["Ateliers", "/ateliers/prochains"],
    ]);
    expect(links[1]!.children.map((c) => c.href)).toEqual([
      "/prestations/coach-developpement-personnel",
      "/prestations/developpement-professionnel",
    ]);
    expect(links[4]!.external).toBe(true);
    expect(links[0]!.key).toBe("page-1");
  });

  it("hides the home page when HIDE_HOMEPAGE_IN_MENU is set", () => {
    const links = buildMenuLinks(tree, { hideHome: true });
    expect(links.map((l) => l.href)).not.toContain("/");
    expect(links).toHaveLength(5);
  });

  it("gives unique keys across the tree", () => {
    const keys: string[] = [];
    const walk = (ls: ReturnType<typeof buildMenuLinks>) => ls.forEach((l) => (keys.push(l.key), walk(l.children)));
    walk(buildMenuLinks(tree, { hideHome: false }));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lists the internal hrefs of every descendant", () => {
    const [, prestations] = buildMenuLinks(tree, { hideHome: false });
    expect(descendantHrefs(prestations!)).toEqual([
      "/prestations/coach-developpement-personnel",
      "/prestations/developpement-professionnel",
    ]);
  });
});
