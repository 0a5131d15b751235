import { fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement } from "react";
import { expect } from "vitest";
import type { LoggedUser } from "@/lib/storefront/types";
import { AuthStoreContext, createAuthStore, type AuthStore } from "@/stores/auth-store";

/** Helpers of the account component tests (not a test file itself). */

export const claire: LoggedUser = { id: 7, email: "claire.martin@example.fr", role: "CUSTOMER", firstname: "Claire", lastname: "Martin" };

/** The API envelope (SPEC §7). */
export const envelope = (data: unknown, message: string | null = null) => ({ success: data !== undefined, data, message });
export const failure = (message: string, data: unknown = null) => ({ success: false, data, message });

/** Renders under an auth store, as the ClientShell does; returns the store to inspect it. */
export function renderWithAuth(ui: ReactElement, user: LoggedUser | null = null): { store: AuthStore } {
  const store = createAuthStore(user);
  render(<AuthStoreContext value={store}>{ui}</AuthStoreContext>);
  return { store };
}

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The error text attached to a field through aria-describedby (aria-invalid set), null when none. */
export function fieldError(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute("aria-invalid") !== "true") return null;
  const ids = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const error = ids.find((id) => id.endsWith("-erreur"));
  return error ? (document.getElementById(error)?.textContent ?? "").replace("⚠", "").trim() : null;
}

/** A response the test releases by hand (to look at the pending state). */
export function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

export async function expectNoAxeViolation(container: Element = document.body) {
  document.documentElement.lang = "fr";
  document.title = "Mon compte";
  const result = await axe.run(container, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    // Contrast needs real CSS (checked in the browser suite); region/landmark rules need the page chrome.
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
}
