import { describe, expect, it } from "vitest";
import { buildMenuLinks, descendantHrefs, listScriptLinks, scriptLinkCode } from "@/components/site/menu-links";
import { usableScriptLinks } from "@/components/site/script-link-definitions";
import { SCRIPT_LINKS_GLOBAL, scriptLinkDefinition } from "@/components/site/script-links";
import type { MenuPage } from "@/lib/storefront/types";

/** Script links (LINK pages of type JS): a button in the menu, code defined in the page, run on click. */

function page(partial: Partial<MenuPage> & { id: number }): MenuPage {
  return { idParent: null, order: partial.id, url: `p${partial.id}`, title: `Page ${partial.id}`, menuTitle: "", showInMenu: true, type: "PAGE", link: null, children: [], ...partial };
}
const js = (id: number, jsCode: string | null, extra: Partial<MenuPage> = {}) =>
  page({ id, type: "LINK", menuTitle: `Script ${id}`, link: { type: "JS", url: null, jsCode }, ...extra });

const tree: MenuPage[] = [
  page({ id: 1, url: "", type: "HOME", menuTitle: "Accueil" }),
  js(2, "openChat()"),
  page({ id: 3, url: "prestations", menuTitle: "Prestations", children: [page({ id: 31, url: "prestations/a" }), js(32, "  print()  ")] }),
  js(4, "hidden()", { showInMenu: false }),
  page({ id: 5, url: "cachee", showInMenu: false, children: [js(51, "underHidden()")] }),
  js(6, "   "),
  js(7, null),
];

describe("menu script links", () => {
  it("lists the shown script links with their trimmed code, children included, hidden ones left out", () => {
    expect(listScriptLinks(tree, { hideHome: false })).toEqual([
      { id: "page-2", code: "openChat()" },
      { id: "page-32", code: "print()" },
    ]);
    expect(scriptLinkCode(js(9, "x()"))).toBe("x()");
    expect(scriptLinkCode(page({ id: 10, type: "LINK", link: { type: "EXTERNAL", url: "https://a.fr", jsCode: "x()" } }))).toBeNull();
  });

  it("renders a defined script link as an entry without href, and drops the others", () => {
    const links = buildMenuLinks(tree, { hideHome: false, scriptLinks: new Set(["page-2", "page-32"]) });
    expect(links.map((l) => [l.label, l.href, l.script])).toEqual([
      ["Accueil", "/", undefined],
      ["Script 2", "", "page-2"],
      ["Prestations", "/prestations", undefined],
    ]);
    expect(links[2]!.children.map((c) => c.script ?? c.href)).toEqual(["/prestations/a", "page-32"]);
    // A script entry is not a page: never "current", never in a parent's hrefs.
    expect(descendantHrefs(links[2]!)).toEqual(["/prestations/a"]);
    // Without the page's definitions (or for one it could not define) the entry is left out.
    expect(buildMenuLinks(tree, { hideHome: false }).some((l) => l.script)).toBe(false);
    expect(buildMenuLinks(tree, { hideHome: false, scriptLinks: new Set(["page-32"]) }).map((l) => l.label)).toEqual(["Accueil", "Prestations"]);
  });

  it("defines only code that is a function body: code closing the wrapper early would run at load", () => {
    const links = [
      { id: "page-1", code: "window.open('https://chat.example.fr')" },
      { id: "page-2", code: "}; alert('au chargement'); function x() {" },
      { id: "page-3", code: "if (" },
      { id: "page-4", code: "const a = 1; return a;" },
    ];
    expect(usableScriptLinks(links).map((l) => l.id)).toEqual(["page-1", "page-4"]);
  });
});

/** A page in miniature: `window`, and a document that keeps its click listeners. */
function fakePage() {
  const listeners: ((event: { target: unknown }) => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = { addEventListener: (type: string, listener: (event: { target: unknown }) => void) => type === "click" && listeners.push(listener) };
  /** A click on an element inside `<button data-script-link="<id>">` (or outside any, id null). */
  const click = (id: string | null) => {
    const button = id === null ? null : { getAttribute: (name: string) => (name === "data-script-link" ? id : null) };
    listeners.forEach((listener) => listener({ target: { closest: (selector: string) => (selector === "button[data-script-link]" ? button : null) } }));
  };
  const define = (id: string, code: string) => new Function("window", "document", scriptLinkDefinition(id, code))(window, document);
  return { window, listeners, click, define };
}

describe("scriptLinkDefinition", () => {
  it("defines a function under the link's id that runs only on a click on its button", () => {
    const page = fakePage();
    page.window.runs = 0;
    page.define("page-2", "window.runs = window.runs + 1;");
    page.define("page-3", "window.other = true;");
    expect(page.window.runs).toBe(0);
    expect(typeof (page.window[SCRIPT_LINKS_GLOBAL] as Record<string, unknown>)["page-2"]).toBe("function");
    // One listener for the page, however many links.
    expect(page.listeners).toHaveLength(1);
    page.click(null);
    page.click("page-9");
    expect(page.window.runs).toBe(0);
    page.click("page-2");
    page.click("page-2");
    expect(page.window.runs).toBe(2);
    expect(page.window.other).toBeUndefined();
  });

  it("keeps the code inside its <script>: « </script » and « <!-- » are escaped, still the same JavaScript", () => {
    const code = `window.out = "</script><script>alert(1)</script>" + "<!--"; // </SCRIPT>`;
    const definition = scriptLinkDefinition("page-3", code);
    expect(definition).not.toMatch(/<\/script/i);
    expect(definition).not.toContain("<!--");
    const page = fakePage();
    page.define("page-3", code);
    page.click("page-3");
    expect(page.window.out).toBe("</script><script>alert(1)</script><!--");
  });

  it("ends the function on its own line, so a trailing comment cannot swallow it", () => {
    const page = fakePage();
    page.define("page-4", "window.ok = true // fin");
    page.click("page-4");
    expect(page.window.ok).toBe(true);
  });
});
