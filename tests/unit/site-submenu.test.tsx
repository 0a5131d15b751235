// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import Link from "next/link";
import { afterEach, describe, expect, it } from "vitest";
import { SubmenuItem } from "@/components/site/submenu-item";

function Harness() {
  return (
    <ul>
      <SubmenuItem label="Prestations" submenuId="sous-menu-page-2" link={<Link href="/prestations">Prestations</Link>}>
        <li>
          <Link href="/prestations/coach-developpement-personnel">Développement personnel</Link>
        </li>
        <li>
          <Link href="/prestations/developpement-professionnel">Développement professionnel</Link>
        </li>
      </SubmenuItem>
      <li>
        <Link href="/coach-de-vie">Coach de vie</Link>
      </li>
    </ul>
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

  it("opens and closes with the button (Enter / Space activate buttons)", () => {
    render(<Harness />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(item().dataset.open).toBe("true");
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
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
    fireEvent.blur(toggle(), { relatedTarget: outside });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("stays open while focus moves inside it", () => {
    render(<Harness />);
    fireEvent.click(toggle());
    fireEvent.blur(toggle(), { relatedTarget: screen.getByRole("link", { name: "Développement professionnel" }) });
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });

  it("lets Escape dismiss a submenu shown by hover until the pointer leaves", () => {
    render(<Harness />);
    fireEvent.mouseEnter(item());
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(item().dataset.dismissed).toBe("true");
    fireEvent.mouseLeave(item());
    expect(item().dataset.dismissed).toBeUndefined();
  });
});
