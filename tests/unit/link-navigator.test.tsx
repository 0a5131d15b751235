// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LinkNavigator } from "@/components/app-shell/link-navigator";
import { appNavigationHref } from "@/components/app-shell/navigation-click";
import { prefetchAllowed, type ConnectionHints } from "@/components/app-shell/prefetch-policy";
import { SiteLink } from "@/components/ui/site-link";

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

afterEach(cleanup);
beforeEach(() => {
  router.push.mockReset();
  router.prefetch.mockReset();
  window.history.replaceState(null, "", "/prestations?vue=liste");
});

describe("appNavigationHref: the clicks the App Router takes", () => {
  const clickOn = (href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}, handled = false) => {
    const anchor = document.createElement("a");
    anchor.href = href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    const inner = document.createElement("span");
    anchor.append(inner);
    document.body.append(anchor);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    if (handled) event.preventDefault();
    Object.defineProperty(event, "target", { value: inner });
    const result = appNavigationHref(event, window.location);
    anchor.remove();
    return result;
  };

  it("takes a plain click on a link to a page of this site, query and hash kept, even the current page", () => {
    expect(clickOn("/nous-contacter")).toBe("/nous-contacter");
    expect(clickOn("/blog?page=2#liste")).toBe("/blog?page=2#liste");
    expect(clickOn(`${window.location.origin}/ateliers`)).toBe("/ateliers");
    // next/link did the same: the current page again is a client navigation, not a full reload.
    expect(clickOn("/prestations?vue=liste")).toBe("/prestations?vue=liste");
  });

  it("leaves to the browser: new tabs, modifiers, other buttons, downloads, rel=external, other origins, files, the API, hash moves and clicks a component handled", () => {
    expect(clickOn("/nous-contacter", {}, { target: "_blank" })).toBeNull();
    expect(clickOn("/nous-contacter", { ctrlKey: true })).toBeNull();
    expect(clickOn("/nous-contacter", { shiftKey: true })).toBeNull();
    expect(clickOn("/nous-contacter", { button: 1 })).toBeNull();
    expect(clickOn("/nous-contacter", {}, { download: "" })).toBeNull();
    expect(clickOn("/nous-contacter", {}, { rel: "noopener external" })).toBeNull();
    expect(clickOn("https://example.org/ailleurs")).toBeNull();
    expect(clickOn("mailto:contact@example.org")).toBeNull();
    expect(clickOn("tel:+33478000000")).toBeNull();
    expect(clickOn("/blog/rss.xml")).toBeNull();
    expect(clickOn("/api/shop/product/12/sheet")).toBeNull();
    expect(clickOn("#contenu")).toBeNull();
    expect(clickOn("/prestations?vue=liste#tarifs")).toBeNull();
    expect(clickOn("/nous-contacter", {}, {}, true)).toBeNull();
  });
});

describe("LinkNavigator", () => {
  it("routes a site link's click client-side and keeps the browser from loading the page", () => {
    render(
      <>
        <LinkNavigator />
        <SiteLink href="/nous-contacter">Contact</SiteLink>
      </>,
    );
    const proceeded = fireEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(router.push).toHaveBeenCalledWith("/nous-contacter");
    expect(proceeded).toBe(false);
  });

  it("lets a link's own handler decide first: a handler that prevents the default keeps the router out", () => {
    render(
      <>
        <LinkNavigator />
        <SiteLink href="/nous-contacter" onClick={(event) => event.preventDefault()}>
          Contact
        </SiteLink>
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("does not touch a link to another site", () => {
    render(
      <>
        <LinkNavigator />
        <a href="https://example.org/">Ailleurs</a>
      </>,
    );
    const proceeded = fireEvent.click(screen.getByRole("link", { name: "Ailleurs" }));
    expect(router.push).not.toHaveBeenCalled();
    expect(proceeded).toBe(true);
  });

  it("prefetches nothing during load, then a page once the visitor points at, touches or focuses its link", () => {
    render(
      <>
        <LinkNavigator />
        <SiteLink href="/nous-contacter">Contact</SiteLink>
        <SiteLink href="/blog?page=2">Blog</SiteLink>
        <SiteLink href="/prestations?vue=liste">Ici</SiteLink>
        <a href="/blog/rss.xml">Flux</a>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole("link", { name: "Contact" }));
    fireEvent.focusIn(screen.getByRole("link", { name: "Contact" }));
    fireEvent.touchStart(screen.getByRole("link", { name: "Blog" }));
    // The page shown and files are not prefetched.
    fireEvent.pointerOver(screen.getByRole("link", { name: "Ici" }));
    fireEvent.focusIn(screen.getByRole("link", { name: "Flux" }));
    expect(router.prefetch.mock.calls).toEqual([["/nous-contacter"], ["/blog?page=2"]]);
  });

  describe("on a slow connection or a data saver (SPEC §9)", () => {
    const setConnection = (connection: ConnectionHints | undefined) => Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
    afterEach(() => setConnection(undefined));

    it.each<[string, ConnectionHints]>([
      ["data saver", { saveData: true, effectiveType: "4g" }],
      ["slow-2g", { saveData: false, effectiveType: "slow-2g" }],
      ["2g", { effectiveType: "2g" }],
    ])("prefetches nothing on intent (%s), and again once the connection is fast", (_name, slow) => {
      setConnection(slow);
      render(
        <>
          <LinkNavigator />
          <SiteLink href="/nous-contacter">Contact</SiteLink>
        </>,
      );
      const link = screen.getByRole("link", { name: "Contact" });
      fireEvent.pointerOver(link);
      fireEvent.touchStart(link);
      expect(router.prefetch).not.toHaveBeenCalled();
      // The link still navigates client-side.
      fireEvent.click(link);
      expect(router.push).toHaveBeenCalledWith("/nous-contacter");
      setConnection({ saveData: false, effectiveType: "4g" });
      fireEvent.focusIn(link);
      expect(router.prefetch.mock.calls).toEqual([["/nous-contacter"]]);
    });
  });
});

describe("prefetchAllowed", () => {
  it("allows a prefetch without hints (browsers without the Network Information API) and on 3g/4g", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ saveData: false, effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
  });

  it("refuses it on a data saver, slow-2g and 2g", () => {
    expect(prefetchAllowed({ saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
  });
});
