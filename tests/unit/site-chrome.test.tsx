// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MenuPage, SiteContext, SiteInfo } from "@/lib/storefront/types";

const navigation = vi.hoisted(() => ({ pathname: "/prestations/coach-developpement-personnel", serverKnowsPath: true }));
vi.mock("next/navigation", () => ({ usePathname: () => navigation.pathname }));
// The path asked for, as the server in front gives it (lib/domain/request-path-header.ts); null under `next dev`.
vi.mock("@/lib/storefront/request-path", () => ({ getRequestPath: async () => (navigation.serverKnowsPath ? navigation.pathname : null) }));

const context = vi.hoisted(() => ({ current: null as SiteContext | null }));
vi.mock("@/lib/storefront/site-context", () => ({ getSiteContext: async () => context.current }));

import { SiteChrome } from "@/components/site/site-chrome";
import { AuthStoreContext, createAuthStore } from "@/stores/auth-store";

function menuPage(id: number, url: string, menuTitle: string, extra: Partial<MenuPage> = {}): MenuPage {
  return { id, idParent: null, order: id, url, title: menuTitle, menuTitle, showInMenu: true, type: "PAGE", link: null, children: [], ...extra };
}

const logo = (id: number, type: string, alt: string) => ({
  id,
  type,
  filename: `${type}.svg`,
  alt,
  width: 360,
  height: 90,
  onlineImage: { id, externalId: null, externalType: null, externalPath: `/images/${id}/${type}.svg`, url: `/images/${id}/${type}.svg` },
});

const PARAMETERS: Record<string, string | null> = {
  COMPANY_NAME: "Élan Coaching",
  LEGAL_COMPANY_NAME: "Élan Coaching",
  CORPORATE_FORM: "SARL",
  SIRET_NUMBER: "84712390800018",
  HEAD_OFFICE: "18 rue Sainte-Hélène, 69002 Lyon",
  COMPANY_PHONE: "04 78 42 18 65",
  COMPANY_MOBILE: "06 72 14 38 91",
  COMPANY_EMAIL: "contact@elan-coaching.fr",
  MONDAY_HOURS: "9h00 – 18h00",
  SUNDAY_HOURS: "Fermé",
  FACEBOOK_URL: "https://www.facebook.com/elancoaching.lyon",
  INSTAGRAM_URL: "https://www.instagram.com/elan.coaching.lyon/",
  TWITTER_URL: null,
  CREATED_BY_MESSAGE: "Site créé avec Evolusite",
  CREATED_BY_BACKLINK_URL: "https://www.evolusite.fr",
  MY_ACCOUNT_ICON: "fa-solid fa-user",
  CART_ICON: "fa-solid fa-basket-shopping",
  MENU_ICON: "fa-solid fa-bars",
  MOBILE_MENU_POSITION: "BOTTOM",
};

function makeContext(parameters: Record<string, string | null> = {}, info: Partial<SiteInfo> = {}): SiteContext {
  return {
    info: {
      id: 69,
      name: "Élan Coaching",
      isECommerce: false,
      logos: [logo(1, "LOGO", "Logo Élan Coaching"), logo(2, "LOGO_FOOTER", "Logo Élan Coaching, version claire"), logo(3, "LOGO_DARK_THEME", "Logo clair")],
      fonts: [],
      ...info,
    } as unknown as SiteInfo,
    parameters: { ...PARAMETERS, ...parameters },
    menu: [
      menuPage(1, "", "Accueil", { type: "HOME" }),
      menuPage(2, "prestations", "Prestations", {
        type: "FOLDER",
        children: [
          menuPage(20, "prestations/coach-developpement-personnel", "Développement personnel"),
          menuPage(21, "prestations/developpement-professionnel", "Développement professionnel"),
        ],
      }),
      menuPage(3, "coach-de-vie", "Coach de vie"),
      menuPage(4, "prendre-un-rendez", "Rendez-vous", { showInMenu: false }),
    ],
    footerLogos: [
      {
        id: 10,
        route: "logo-footer",
        title: "Qualiopi",
        slug: "qualiopi",
        order: 1,
        url: "https://travail-emploi.gouv.fr/qualiopi",
        data: { alt: "Badge : organisme certifié Qualiopi" },
        image: { id: 5, alt: "", url: "/images/5/qualiopi.svg" },
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    ],
    footerLinks: [
      { id: 11, route: "link-footer", title: "Mentions légales", slug: "m", order: 1, url: "/legal-notice", data: {}, image: null, createdAt: "2026-01-01T00:00:00.000Z" },
    ],
    addresses: [],
    consentServices: [{ key: "gtag", name: "Google Analytics (GA4)" }],
  };
}

async function renderChrome(variant?: "default" | "overlay") {
  const tree = (await SiteChrome({ variant, children: <h1>Contenu de la page</h1> })) as ReactElement;
  // Under the shell's auth store, as every page (the cart button reads the login state).
  return render(<AuthStoreContext value={createAuthStore(null)}>{tree}</AuthStoreContext>);
}

describe("SiteChrome", () => {
  beforeEach(() => {
    navigation.pathname = "/prestations/coach-developpement-personnel";
    navigation.serverKnowsPath = true;
    context.current = makeContext();
  });
  afterEach(cleanup);

  it("renders skip link, banner, main and footer in order", async () => {
    const { container } = await renderChrome();
    const skip = screen.getByRole("link", { name: "Aller au contenu" });
    expect(skip.getAttribute("href")).toBe("#contenu");
    const main = screen.getByRole("main");
    expect(main.id).toBe("contenu");
    expect(main.getAttribute("tabindex")).toBe("-1");
    expect(within(main).getByRole("heading", { name: "Contenu de la page" })).toBeTruthy();
    const order = [skip, container.querySelector("header"), main, container.querySelector("footer")];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("has unique ids and uniquely named navigation landmarks", async () => {
    const { container } = await renderChrome();
    // The phone menu's content is rendered once the menu is open.
    fireEvent.click(screen.getAllByRole("button", { name: "Menu" })[0]!);
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    const navs = [...container.querySelectorAll("nav")].map((nav) => nav.getAttribute("aria-label") ?? nav.getAttribute("aria-labelledby"));
    expect(navs).toEqual(expect.arrayContaining(["Menu principal", "Menu mobile", "Accès rapide"]));
    expect(new Set(navs).size).toBe(navs.length);
    for (const el of container.querySelectorAll("[aria-controls]")) {
      expect(document.getElementById(el.getAttribute("aria-controls")!)).not.toBeNull();
    }
  });

  it("builds the desktop menu from the page tree with submenus and the current page marked", async () => {
    await renderChrome();
    const nav = screen.getByRole("navigation", { name: "Menu principal" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/",
      "/prestations",
      "/prestations/coach-developpement-personnel",
      "/prestations/developpement-professionnel",
      "/coach-de-vie",
    ]);
    expect(within(nav).getByRole("link", { name: "Développement personnel" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Prestations" }).getAttribute("aria-current")).toBe("true");
    expect(within(nav).getByRole("link", { name: "Coach de vie" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("button", { name: "Sous-menu « Prestations »" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("marks the current page in every menu on the server, as plain markup (no client component per link)", async () => {
    navigation.pathname = "/auth";
    const { renderToStaticMarkup } = await import("react-dom/server");
    const html = async () => renderToStaticMarkup(<AuthStoreContext value={createAuthStore(null)}>{(await SiteChrome({ children: <h1>Contenu</h1> })) as ReactElement}</AuthStoreContext>);
    // The desktop bar's and the bottom bar's account links are written with their marks.
    expect((await html()).match(/<a href="\/auth"[^>]*aria-current="page"/g)).toHaveLength(2);
    expect(await html()).not.toMatch(/<a href="\/coach-de-vie"[^>]*aria-current/);
    navigation.pathname = "/coach-de-vie";
    expect(await html()).toMatch(/<a href="\/coach-de-vie" class="site-menu-link" aria-current="page" data-nav="">/);
    expect(await html()).not.toMatch(/<a href="\/auth"[^>]*aria-current/);
  });

  it("without the path asked for (no server in front: next dev), the browser marks the links", async () => {
    navigation.serverKnowsPath = false;
    await renderChrome();
    const nav = screen.getByRole("navigation", { name: "Menu principal" });
    expect(within(nav).getByRole("link", { name: "Développement personnel" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Prestations" }).getAttribute("aria-current")).toBe("true");
    expect(within(nav).getByRole("link", { name: "Coach de vie" }).getAttribute("aria-current")).toBeNull();
  });

  it("hides the home entry when HIDE_HOMEPAGE_IN_MENU is set", async () => {
    context.current = makeContext({ HIDE_HOMEPAGE_IN_MENU: "true" });
    await renderChrome();
    const nav = screen.getByRole("navigation", { name: "Menu principal" });
    expect(within(nav).queryByRole("link", { name: "Accueil" })).toBeNull();
  });

  it("links the logo home and shows the account entry; the cart only on shop sites", async () => {
    await renderChrome();
    const home = screen.getAllByRole("link", { name: "Logo Élan Coaching, retour à l'accueil" });
    expect(home.length).toBeGreaterThan(0);
    home.forEach((a) => expect(a.getAttribute("href")).toBe("/"));
    // The logo's own size on the <img>: the browser keeps its room before the file arrives.
    home.forEach((a) => {
      const img = a.querySelector("img")!;
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["360", "90"]);
    });
    // Both account links are in the page, the same for every visitor: the browser shows its
    // session's one (app/globals.css on <html data-session>; tests/e2e/accounts.spec.ts).
    const login = screen.getByRole("link", { name: "Se connecter" });
    expect([login.getAttribute("href"), login.classList.contains("when-anonymous")]).toEqual(["/auth", true]);
    const account = screen.getByRole("link", { name: "Mon compte" });
    expect([account.getAttribute("href"), account.classList.contains("when-logged")]).toEqual(["/mon-compte", true]);
    expect(screen.queryByRole("button", { name: /^Panier/ })).toBeNull();

    cleanup();
    context.current = makeContext({}, { isECommerce: true });
    await renderChrome();
    // The cart icon opens the cart preview (desktop and phone bars), « Panier » until a cart is loaded.
    const carts = await screen.findAllByRole("button", { name: "Panier" });
    expect(carts.length).toBe(2);
    carts.forEach((button) => expect(button.getAttribute("aria-expanded")).toBe("false"));
  });

  it("puts the menu button in the bottom bar or the mobile top bar by MOBILE_MENU_POSITION", async () => {
    await renderChrome();
    const bottom = screen.getByRole("navigation", { name: "Accès rapide" });
    expect(within(bottom).getByRole("button", { name: "Menu" }).getAttribute("aria-controls")).toBe("menu-mobile");
    expect(within(bottom).getByRole("link", { name: "Appeler" }).getAttribute("href")).toBe("tel:+33478421865");
    expect(within(bottom).getByRole("link", { name: "Accueil" }).getAttribute("href")).toBe("/");
    expect(within(bottom).getAllByRole("link", { name: "Compte" }).map((a) => [a.getAttribute("href"), a.className.includes("when-logged")])).toEqual([
      ["/auth", false],
      ["/mon-compte", true],
    ]);

    cleanup();
    context.current = makeContext({ MOBILE_MENU_POSITION: "TOP", COMPANY_PHONE: null });
    await renderChrome();
    const bar = screen.getByRole("navigation", { name: "Accès rapide" });
    expect(within(bar).queryByRole("button", { name: "Menu" })).toBeNull();
    expect(within(bar).getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("/nous-contacter");
    expect(screen.getAllByRole("button", { name: "Menu" })).toHaveLength(1);
  });

  it("shows the info bar with the head-office address only when set", async () => {
    await renderChrome();
    expect(screen.queryByText("Ateliers de rentrée : inscriptions ouvertes")).toBeNull();
    cleanup();
    context.current = makeContext({ TOP_MENU_INFO_BAR: "Ateliers de rentrée : inscriptions ouvertes", DISPLAY_ADDRESS_IN_TOPBAR: "true" });
    const { container } = await renderChrome();
    const header = container.querySelector("header")!;
    expect(within(header).getByText("Ateliers de rentrée : inscriptions ouvertes")).toBeTruthy();
    expect(within(header).getByText("18 rue Sainte-Hélène, 69002 Lyon")).toBeTruthy();
  });

  it("fills the footer: contact, hours, links, badges, social, created-by and legal line", async () => {
    const footer = (await renderChrome()).container.querySelector("footer")!;
    const f = within(footer);
    expect(f.getByRole("img", { name: "Logo Élan Coaching, version claire" })).toBeTruthy();
    expect(f.getByRole("link", { name: "04 78 42 18 65" }).getAttribute("href")).toBe("tel:+33478421865");
    expect(f.getByRole("link", { name: "06 72 14 38 91" }).getAttribute("href")).toBe("tel:+33672143891");
    expect(f.getByRole("link", { name: "contact@elan-coaching.fr" }).getAttribute("href")).toBe("mailto:contact@elan-coaching.fr");
    expect(f.getByText("18 rue Sainte-Hélène, 69002 Lyon")).toBeTruthy();
    const terms = [...footer.querySelectorAll("dl dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Lundi", "9h00 – 18h00"],
      ["Dimanche", "Fermé"],
    ]);
    expect(f.getByRole("navigation", { name: "Liens utiles" })).toBeTruthy();
    expect(f.getByRole("link", { name: "Mentions légales" }).getAttribute("href")).toBe("/legal-notice");
    const badge = f.getByRole("link", { name: "Badge : organisme certifié Qualiopi (nouvel onglet)" });
    expect(badge.getAttribute("href")).toBe("https://travail-emploi.gouv.fr/qualiopi");
    const facebook = f.getByRole("link", { name: "Élan Coaching sur Facebook (nouvel onglet)" });
    expect(facebook.getAttribute("target")).toBe("_blank");
    expect(facebook.getAttribute("rel")).toBe("noopener noreferrer");
    expect(f.queryByRole("link", { name: /X \(Twitter\)/ })).toBeNull();
    expect(f.getByRole("link", { name: "Site créé avec Evolusite (nouvel onglet)" }).getAttribute("href")).toBe("https://www.evolusite.fr");
    expect(f.getByText(`© ${new Date().getFullYear()} Élan Coaching — SARL — SIRET 847 123 908 00018`)).toBeTruthy();
    expect(footer.textContent).not.toMatch(/[A-Z]+_[A-Z_]+/);
  });

  it("offers « Gestion des cookies » in the footer only when the site uses a tracker", async () => {
    const footer = (await renderChrome()).container.querySelector("footer")!;
    expect(within(footer).getByRole("button", { name: "Gestion des cookies" })).toBeTruthy();
    cleanup();
    context.current = { ...makeContext(), consentServices: [] };
    const bare = (await renderChrome()).container.querySelector("footer")!;
    expect(within(bare).queryByRole("button", { name: "Gestion des cookies" })).toBeNull();
  });

  it("shows social icons in the desktop menu only when DISPLAY_SOCIAL_ICON_IN_MENU asks", async () => {
    const { container } = await renderChrome();
    const header = container.querySelector("header")!;
    expect(within(header).queryByRole("link", { name: /sur Facebook/ })).toBeNull();
    cleanup();
    context.current = makeContext({ DISPLAY_SOCIAL_ICON_IN_MENU: "RIGHT" });
    const again = await renderChrome();
    expect(within(again.container.querySelector("header")!).getAllByRole("link", { name: /sur Facebook/ }).length).toBeGreaterThan(0);
  });

  it("tells the layouts apart and overlays the desktop bar with readable inverse colours", async () => {
    const plain = await renderChrome();
    expect(plain.container.querySelector("header")!.getAttribute("data-layout")).toBe("default");
    expect(plain.container.querySelector("header")!.getAttribute("data-placement")).toBe("static");
    cleanup();

    context.current = makeContext({ INVERSE_ABSOLUTE_MENU_COLOR: "true" });
    const overlay = await renderChrome("overlay");
    const header = overlay.container.querySelector("header")!;
    expect(header.getAttribute("data-layout")).toBe("overlay");
    expect(header.getAttribute("data-placement")).toBe("overlay");
    const bar = header.querySelector<HTMLElement>("[data-overlay]")!;
    expect(bar.getAttribute("data-overlay")).toBe("inverse");
    expect(bar.style.getPropertyValue("--overlay-menu-text")).toBe("#ffffff");
    // Light artwork over the dark scrim.
    expect(within(bar).getByRole("img").getAttribute("src")).toBe("/images/3/LOGO_DARK_THEME.svg");
  });

  it("shows the search bar in the desktop bar and the phone menu only when SHOW_SEARCHBAR is on", async () => {
    context.current = makeContext({ SHOW_SEARCHBAR: "false" });
    const off = await renderChrome();
    expect(within(off.container.querySelector("header")!).queryAllByRole("search", { hidden: true })).toEqual([]);
    expect(off.container.querySelector('input[name="q"]')).toBeNull();
    cleanup();

    context.current = makeContext({ SHOW_SEARCHBAR: "true" });
    const on = await renderChrome();
    const header = on.container.querySelector("header")!;
    // The desktop one shows; the phone one is in the menu panel, rendered once the menu opens.
    expect(within(header).getAllByRole("search", { hidden: true }).map((form) => form.getAttribute("aria-label"))).toEqual(["Recherche sur le site"]);
    fireEvent.click(screen.getAllByRole("button", { name: "Menu" })[0]!);
    const forms = within(header).getAllByRole("search", { hidden: true });
    expect(forms.map((form) => form.getAttribute("aria-label"))).toEqual(["Recherche sur le site", "Recherche sur le site (menu)"]);
    expect(forms[1]!.closest('[role="dialog"]')).not.toBeNull();
    for (const form of forms) {
      // A plain GET form to the results page: it works before (and without) JavaScript.
      expect(form.getAttribute("action")).toBe("/recherche");
      expect(form.getAttribute("method")).toBe("get");
      expect(within(form).getByLabelText("Rechercher sur le site").getAttribute("name")).toBe("q");
      expect(within(form).getByRole("button", { name: "Lancer la recherche", hidden: true }).getAttribute("type")).toBe("submit");
    }
  });

  it("keeps the header sticky when IS_MENU_FIXED is set", async () => {
    context.current = makeContext({ IS_MENU_FIXED: "true" });
    const { container } = await renderChrome();
    expect(container.querySelector("header")!.getAttribute("data-placement")).toBe("sticky");
  });

  it.each(["default", "overlay"] as const)("has no axe violation in the %s layout (structure rules; contrast is checked in the browser)", async (variant) => {
    context.current = makeContext({ TOP_MENU_INFO_BAR: "Ateliers de rentrée", DISPLAY_ADDRESS_IN_TOPBAR: "true", DISPLAY_SOCIAL_ICON_IN_MENU: "LEFT" }, { isECommerce: true });
    await renderChrome(variant);
    document.documentElement.lang = "fr";
    document.title = "Élan Coaching";
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  });
});
