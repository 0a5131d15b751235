import { describe, expect, it } from "vitest";
import {
  blogCrumbs,
  blogPaths,
  breadcrumbJsonLd,
  effectiveSlug,
  folderTrail,
  pageCount,
  pageHref,
  parsePageParam,
} from "@/lib/domain/blog";

describe("effectiveSlug (SPEC §2: the slug falls back to the title in url form)", () => {
  it("keeps an article's own slug", () => {
    expect(effectiveSlug({ slug: "mon-article", title: "Autre chose" })).toBe("mon-article");
  });

  it("falls back to the title by the §5 rule when the slug is empty or missing", () => {
    expect(effectiveSlug({ slug: "", title: "5 techniques pour apprivoiser son stress au travail" })).toBe(
      "5-techniques-pour-apprivoiser-son-stress-au-travail",
    );
    expect(effectiveSlug({ slug: null, title: "L'été, ça s'œuvre !" })).toBe("l-ete-ca-s-oeuvre");
    expect(effectiveSlug({ slug: undefined, title: "Élan & Cœur" })).toBe("elan-coeur");
  });

  it("puts a hand-written slug in url form too, and never answers an empty slug", () => {
    expect(effectiveSlug({ slug: "Mon Article Été", title: "x" })).toBe("mon-article-ete");
    expect(effectiveSlug({ slug: "---", title: "!!!" })).toBe("article");
  });
});

describe("folderTrail and blogCrumbs (breadcrumb building)", () => {
  const folders = [
    { id: 1, idParent: null, title: "Vie professionnelle", slug: "vie-professionnelle" },
    { id: 2, idParent: 1, title: "Reconversion", slug: "reconversion" },
    { id: 3, idParent: 2, title: "Témoignages", slug: "temoignages" },
    { id: 4, idParent: 5, title: "Boucle A", slug: "a" },
    { id: 5, idParent: 4, title: "Boucle B", slug: "b" },
  ];

  it("walks from the root down to the folder", () => {
    expect(folderTrail(folders, 3).map((f) => f.id)).toEqual([1, 2, 3]);
    expect(folderTrail(folders, 1).map((f) => f.id)).toEqual([1]);
  });

  it("is empty for no folder or an unknown one, and stops on a cycle", () => {
    expect(folderTrail(folders, null)).toEqual([]);
    expect(folderTrail(folders, 99)).toEqual([]);
    expect(folderTrail(folders, 4).map((f) => f.id)).toEqual([5, 4]);
  });

  it("builds Accueil › Blog › folders › article with the public paths", () => {
    const crumbs = blogCrumbs([
      { type: "FOLDER", id: 1, title: "Vie professionnelle", slug: "vie-professionnelle" },
      { type: "BLOG", id: 7, title: "Par où commencer ?", slug: "par-ou-commencer" },
    ]);
    expect(crumbs).toEqual([
      { name: "Accueil", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "Vie professionnelle", path: "/blog/dossier/1/vie-professionnelle" },
      { name: "Par où commencer ?", path: "/blog/7/par-ou-commencer" },
    ]);
  });

  it("gives a schema.org BreadcrumbList with absolute urls and positions from 1", () => {
    const data = breadcrumbJsonLd(blogCrumbs([]), "https://www.elan-coaching.fr");
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.elan-coaching.fr/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.elan-coaching.fr/blog" },
      ],
    });
  });
});

describe("pages of a list", () => {
  it("reads ?page=: absent is 1, anything but a page number is null (a 404)", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "", "01", "9999999"]) expect(parsePageParam(bad), bad).toBeNull();
    expect(parsePageParam(["1", "2"])).toBeNull();
  });

  it("counts pages (one at least) and links page 1 without ?page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog", 2)).toBe("/blog?page=2");
    expect(blogPaths.newsItem({ id: 4, slug: "portes-ouvertes" })).toBe("/actualites/4/portes-ouvertes");
  });
});
