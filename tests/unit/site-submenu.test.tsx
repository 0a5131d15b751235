// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SubmenuEntry } from "@/components/site/desktop-bar";
import type { MenuLink } from "@/components/site/menu-links";
import { SubmenuBehavior } from "@/components/site/submenu-behavior";
import { SiteLink } from "@/components/ui/site-link";

const link = (key: string, label: string, href: string, children: MenuLink[] = []): MenuLink => ({ key, label, href, external: false, children });

const services = link("page-2", "Prestations", "/prestations", [
  link("page-3", "Développement personnel", "/prestations/coach-developpement-personnel"),
  link("page-4", "Développement professionnel", "/prestations/developpement-professionnel"),
]);

/** The entry's markup as the server writes it (no client component), and the one behaviour for all entries. */
function Harness() {
  return (
    <>
      <SubmenuBehavior />
      <ul>
        <SubmenuEntry link={services} />
        <li>
          <SiteLink href="/coach-de-vie">Coach de vie</SiteLink>
        </li>
      </ul>
    </>
  );
}

const toggle = () => screen.getByRole("button", { name: "Sous-menu « Prestations »" });
const item = () => toggle().closest("li")!;

describe("desktop submenu", () => {
  afterEach(cleanup);

  it("keeps the parent a real link and gives a disclosure button controlling the submenu", () => {
    render(<Harness />);
    expect(screen.getByRole("link", { name: "Prestations" }).getAttribute("href")).toBe("/prestations");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().getAttribute("aria-controls")).toBe("sous-menu-page-2");
    expect(document.getElementById("sous-menu-page-2")?.querySelectorAll("a[href]")).toHaveLength(2);
    expect(item().dataset.open).toBeUndefined();
  });

  it("opens and closes with the button (Enter / Space activate buttons), also from its icon", () => {
    render(<Harness />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(item().dataset.open).toBe("true");
    fireEvent.click(toggle().querySelector(".icon")!);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(item().dataset.open).toBeUndefined();
    // A click on the entry's link is the link's, not the button's.
    fireEvent.click(screen.getByRole("link", { name: "Prestations" }));
    expect(item().dataset.open).toBeUndefined();
  });

  it("closes on Escape from inside the submenu and gives focus back to the button", () => {
    render(<Harness />);
    fireEvent.click(toggle());
    const child = screen.getByRole("link", { name: "Développement personnel" });
    child.focus();
    fireEvent.keyDown(child, { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(item().dataset.open).toBeUndefined();
    expect(document.activeElement).toBe(toggle());
  });

  it("closes when focus leaves the entry", () => {
    render(<Harness />);
    fireEvent.click(toggle());
    const outside = screen.getByRole("link", { name: "Coach de vie" });
    fireEvent.focusOut(toggle(), { relatedTarget: outside });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("stays open while focus moves inside it", () => {
    render(<Harness />);
    fireEvent.click(toggle());
    fireEvent.focusOut(toggle(), { relatedTarget: screen.getByRole("link", { name: "Développement professionnel" }) });
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });

  it("lets Escape dismiss a submenu shown by hover until the pointer leaves", () => {
    render(<Harness />);
    fireEvent.mouseOver(screen.getByRole("link", { name: "Prestations" }), { relatedTarget: document.body });
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(item().dataset.dismissed).toBe("true");
    // Moving within the entry keeps it dismissed; leaving it ends that.
    fireEvent.mouseOut(screen.getByRole("link", { name: "Prestations" }), { relatedTarget: toggle() });
    expect(item().dataset.dismissed).toBe("true");
    fireEvent.mouseOut(toggle(), { relatedTarget: document.body });
    expect(item().dataset.dismissed).toBeUndefined();
  });
});
