// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import Link from "next/link";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const navigation = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => navigation.pathname }));

import { MobileMenuPanel, MobileMenuProvider } from "@/components/site/mobile-menu";
import { MobileMenuToggle } from "@/components/site/mobile-bars";

/** The bars' button is plain markup (as in a static region): the provider handles its clicks. */
function Harness() {
  return (
    <MobileMenuProvider panelId="menu-mobile">
      <MobileMenuToggle>Menu</MobileMenuToggle>
      <MobileMenuPanel title="Élan Coaching" closeIcon={<svg aria-hidden="true" />}>
        <nav aria-label="Menu mobile">
          <Link href="/coach-de-vie">Coach de vie</Link>
          <Link href="/nous-contacter">Nous contacter</Link>
        </nav>
      </MobileMenuPanel>
    </MobileMenuProvider>
  );
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const panel = () => document.getElementById("menu-mobile")!;

describe("mobile menu", () => {
  beforeEach(() => {
    navigation.pathname = "/";
    document.body.style.overflow = "";
  });
  afterEach(cleanup);

  it("starts closed, with the button pointing at the hidden panel, whose links are not rendered yet", () => {
    render(<Harness />);
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(menuButton().getAttribute("aria-controls")).toBe("menu-mobile");
    expect(panel().hidden).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(panel().querySelector("nav")).toBeNull();
  });

  it("opens, moves focus into the panel and locks page scroll", () => {
    render(<Harness />);
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    const dialog = screen.getByRole("dialog", { name: "Élan Coaching" });
    expect(dialog.hidden).toBe(false);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fermer le menu" }));
    expect(document.body.style.overflow).toBe("hidden");
    expect(screen.getByRole("navigation", { name: "Menu mobile" })).toBeTruthy();
  });

  it("closes on Escape, gives focus back to the menu button and unlocks scroll", () => {
    render(<Harness />);
    fireEvent.click(menuButton());
    fireEvent.keyDown(screen.getByRole("link", { name: "Coach de vie" }), { key: "Escape" });
    expect(panel().hidden).toBe(true);
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton());
    expect(document.body.style.overflow).toBe("");
  });

  it("closes with the close button", () => {
    render(<Harness />);
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole("button", { name: "Fermer le menu" }));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });

  it("keeps Tab inside the open panel", () => {
    render(<Harness />);
    fireEvent.click(menuButton());
    const close = screen.getByRole("button", { name: "Fermer le menu" });
    const last = screen.getByRole("link", { name: "Nous contacter" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("ignores a button controlling another panel", () => {
    render(
      <MobileMenuProvider panelId="menu-mobile">
        <button type="button" data-mobile-menu-toggle="" aria-controls="autre-panneau">
          Autre
        </button>
        <MobileMenuPanel title="Élan Coaching" closeIcon={null}>
          <p>contenu</p>
        </MobileMenuPanel>
      </MobileMenuProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Autre" }));
    expect(panel().hidden).toBe(true);
  });

  it("closes when a link is followed and when the page changes", () => {
    // jsdom cannot navigate: keep the click, drop the page load.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stay);
    const { rerender } = render(<Harness />);
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole("link", { name: "Coach de vie" }));
    expect(panel().hidden).toBe(true);

    fireEvent.click(menuButton());
    expect(panel().hidden).toBe(false);
    navigation.pathname = "/nous-contacter";
    rerender(<Harness />);
    expect(panel().hidden).toBe(true);
    expect(document.body.style.overflow).toBe("");
    document.removeEventListener("click", stay);
  });
});
