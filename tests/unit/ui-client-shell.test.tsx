// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientShell } from "@/components/app-shell/client-shell";
import { toast } from "@/components/ui/toast";
import { useAuthStore } from "@/stores/auth-store";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: () => undefined, prefetch: () => undefined }),
}));

function WhoAmI() {
  const isLogged = useAuthStore((state) => state.isLogged);
  const email = useAuthStore((state) => state.user?.email);
  return <p>{isLogged ? `Connectée : ${email}` : "Invitée"}</p>;
}

const shell = (props: { lockTextSelection?: boolean; lockRightClick?: boolean }) => (
  <ClientShell lockTextSelection={props.lockTextSelection ?? false} lockRightClick={props.lockRightClick ?? false}>
    <WhoAmI />
    <input aria-label="Champ" />
  </ClientShell>
);

const contextMenuOn = (element: Element) => {
  const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(cleanup);

describe("ClientShell", () => {
  it("renders the same server HTML for every visitor: the session is learnt in the browser", () => {
    // No user prop any more: the page cache may replay this HTML to a logged-in customer
    // (tests/unit/session-loader.test.tsx covers the browser's side).
    expect(renderToString(shell({}))).toContain("Invitée");
  });

  it("marks <html data-hydrated> once mounted (the browser suite waits for it)", () => {
    document.documentElement.removeAttribute("data-hydrated");
    render(shell({}));
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });

  it("renders the modal root and the loading bar", () => {
    render(shell({}));
    expect(document.getElementById("modal-root")).not.toBeNull();
    expect(screen.getByTestId("loading-bar").getAttribute("aria-hidden")).toBe("true");
  });

  it("mounts the toast container after hydration (top right, French close label)", async () => {
    render(shell({}));
    act(() => {
      toast("Message enregistré.");
    });
    const message = await screen.findByText("Message enregistré.");
    expect(message.closest(".Toastify__toast-container--top-right")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Fermer la notification" })).toBeTruthy();
  });

  it("LOCK_RIGHT_CLICK blocks the context menu except in form fields", () => {
    render(shell({ lockRightClick: true }));
    expect(contextMenuOn(screen.getByText("Invitée"))).toBe(true);
    expect(contextMenuOn(screen.getByLabelText("Champ"))).toBe(false);
    cleanup();
    render(shell({ lockRightClick: false }));
    expect(contextMenuOn(screen.getByText("Invitée"))).toBe(false);
  });

  it("LOCK_TEXT_SELECTION disables selection on the body but not in inputs, from the server HTML on", () => {
    const locked = renderToString(shell({ lockTextSelection: true }));
    expect(locked).toContain("body{-webkit-user-select:none;user-select:none}");
    expect(locked).toMatch(/input,[^{]*textarea[^{]*\{-webkit-user-select:text;user-select:text\}/);
    expect(renderToString(shell({ lockTextSelection: false }))).not.toContain("user-select");
  });
});
