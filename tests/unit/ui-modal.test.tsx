// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Modal } from "@/components/ui/modal";
import { modalStorageKey, popupStorageKey, shouldShowRememberedModal } from "@/components/ui/modal-memory";
import { usePopupOnce } from "@/components/ui/use-popup-once";
import { useUiStore } from "@/stores/ui-store";

function Harness({ title = "Infolettre", rememberKey, showOnEveryReload }: { title?: string; rememberKey?: string; showOnEveryReload?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir {title}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} rememberKey={rememberKey} showOnEveryReload={showOnEveryReload}>
        <p>Recevez nos actualités.</p>
        <button type="button">S&apos;inscrire</button>
      </Modal>
    </>
  );
}

function NestedHarness() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Modal open={outer} onClose={() => setOuter(false)} title="Extérieure">
      <button type="button" onClick={() => setInner(true)}>
        Détails
      </button>
      <Modal open={inner} onClose={() => setInner(false)} title="Intérieure">
        <p>Dedans</p>
      </Modal>
    </Modal>
  );
}

function Popup({ id, showOnEveryReload }: { id: string; showOnEveryReload?: boolean }) {
  const { open, close } = usePopupOnce(id, { showOnEveryReload });
  return (
    <Modal open={open} onClose={close} title="Offre du moment">
      <p>Une séance découverte offerte.</p>
    </Modal>
  );
}

const openModal = (title = "Infolettre") => {
  const opener = screen.getByRole("button", { name: `Ouvrir ${title}` });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ modalStack: [], openedPopups: [] });
  document.body.style.overflow = "scroll";
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Modal", () => {
  it("is an aria-modal dialog named by its title, with focus moved inside", () => {
    render(<Harness />);
    openModal();
    const dialog = screen.getByRole("dialog", { name: "Infolettre" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the opener", () => {
    render(<Harness />);
    const opener = openModal();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a backdrop click but not on a click inside", () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByText("Recevez nos actualités."));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    fireEvent.click(screen.getByTestId("modal-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks page scroll while open and restores the previous value", () => {
    render(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.documentElement.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: "Fermer la fenêtre" }));
    expect(document.body.style.overflow).toBe("scroll");
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("keeps Tab inside the dialog", () => {
    render(<Harness />);
    openModal();
    const link = screen.getByRole("button", { name: "S'inscrire" });
    const close = screen.getByRole("button", { name: "Fermer la fenêtre" });
    close.focus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it("nested dialogs: Escape closes only the innermost, scroll stays locked until the last closes", () => {
    render(<NestedHarness />);
    fireEvent.click(screen.getByRole("button", { name: "Détails" }));
    expect(screen.getAllByRole("dialog")).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Intérieure" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Extérieure" })).toBeTruthy();
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Détails" }));
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("scroll");
  });

  it("remembers the close time in localStorage under a namespaced key", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
    render(<Harness rememberKey="newsletter" />);
    expect(shouldShowRememberedModal("newsletter", false)).toBe(true);
    openModal();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(localStorage.getItem(modalStorageKey("newsletter"))).toBe(String(Date.parse("2025-03-01T10:00:00Z")));
    expect(modalStorageKey("newsletter")).toBe("evolusite:modal:newsletter");
    expect(shouldShowRememberedModal("newsletter", false)).toBe(false);
  });

  it("does not store the close time when the modal shows on every reload", () => {
    render(<Harness rememberKey="promo" showOnEveryReload />);
    openModal();
    fireEvent.click(screen.getByTestId("modal-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(modalStorageKey("promo"))).toBeNull();
    expect(shouldShowRememberedModal("promo", true)).toBe(true);
  });
});

describe("usePopupOnce", () => {
  it("opens a popup once, then never again, even after a reload", () => {
    const first = render(<Popup id="42" />);
    expect(screen.getByRole("dialog", { name: "Offre du moment" })).toBeTruthy();
    expect(localStorage.getItem(popupStorageKey("42"))).not.toBeNull();
    fireEvent.keyDown(document.body, { key: "Escape" });
    first.unmount();

    // Client navigation back to the page: same page life.
    const second = render(<Popup id="42" />);
    expect(screen.queryByRole("dialog")).toBeNull();
    second.unmount();

    // Full reload: in-memory state is gone, localStorage remains.
    act(() => useUiStore.setState({ openedPopups: [] }));
    render(<Popup id="42" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows again after a reload when the popup shows on every reload, but once per page life", () => {
    const first = render(<Popup id="7" showOnEveryReload />);
    expect(screen.getByRole("dialog")).toBeTruthy();
    first.unmount();
    const second = render(<Popup id="7" showOnEveryReload />);
    expect(screen.queryByRole("dialog")).toBeNull();
    second.unmount();
    expect(localStorage.getItem(popupStorageKey("7"))).toBeNull();

    act(() => useUiStore.setState({ openedPopups: [] }));
    render(<Popup id="7" showOnEveryReload />);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
