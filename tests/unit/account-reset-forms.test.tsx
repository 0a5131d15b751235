// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deferred, envelope, expectNoAxeViolation, failure, fieldError, renderWithAuth, type } from "./account-helpers";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }) }));

const { ResetAskForm, RESET_ASK_CONFIRMATION } = await import("@/components/account/reset-ask-form");
const { ResetPasswordForm } = await import("@/components/account/reset-password-form");

const bodies: unknown[] = [];
const server = setupServer();
server.events.on("request:start", async ({ request }) => {
  bodies.push(await request.clone().json().catch(() => null));
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

const INVALID_LINK = "Ce lien n'est plus valide : demandez-en un nouveau.";

describe("ResetAskForm", () => {
  it("always ends on the neutral message (known or unknown address), in place of the form, focused", async () => {
    const { gate, release } = deferred();
    server.use(
      http.put("*/api/password/reset/ask", async () => {
        await gate;
        return HttpResponse.json(envelope(null, RESET_ASK_CONFIRMATION));
      }),
    );
    renderWithAuth(<ResetAskForm />);
    type("Adresse e-mail", "Inconnue@Example.fr");
    fireEvent.click(screen.getByRole("button", { name: "Recevoir le lien" }));
    expect((await screen.findByRole("button", { name: "Envoi en cours…" })).getAttribute("aria-disabled")).toBe("true");
    await act(async () => release());
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(RESET_ASK_CONFIRMATION);
    // Focus moves once the message has painted (an effect after the render that shows it).
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByLabelText("Adresse e-mail")).toBeNull();
    expect(bodies).toEqual([{ email: "inconnue@example.fr" }]);
    await expectNoAxeViolation();
  });

  it("checks the address before sending, and shows a 429 in the alert region", async () => {
    server.use(http.put("*/api/password/reset/ask", () => HttpResponse.json(failure("Trop de tentatives : réessayez dans quelques minutes."), { status: 429 })));
    renderWithAuth(<ResetAskForm />);
    type("Adresse e-mail", "pas-une-adresse");
    fireEvent.click(screen.getByRole("button", { name: "Recevoir le lien" }));
    await waitFor(() => expect(fieldError("Adresse e-mail")).toBe("L'adresse e-mail n'est pas valide."));
    expect(bodies).toEqual([]);
    type("Adresse e-mail", "claire@example.fr");
    fireEvent.click(screen.getByRole("button", { name: "Recevoir le lien" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Trop de tentatives : réessayez dans quelques minutes."));
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("ResetPasswordForm", () => {
  const fill = (password: string, confirmation = password) => {
    type("Nouveau mot de passe", password);
    type("Confirmation du nouveau mot de passe", confirmation);
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));
  };

  it("asks for the same password twice and applies the password policy, before any call", async () => {
    renderWithAuth(<ResetPasswordForm token="jeton" />);
    fill("une phrase assez longue", "une autre phrase longue");
    await waitFor(() => expect(fieldError("Confirmation du nouveau mot de passe")).toBe("Les deux mots de passe ne sont pas identiques."));
    fill("motdepasse2026");
    await waitFor(() => expect(fieldError("Nouveau mot de passe")).toMatch(/trop courant/));
    expect(bodies).toEqual([]);
    expect(screen.getByLabelText("Nouveau mot de passe").getAttribute("autocomplete")).toBe("new-password");
  });

  it("says an expired or used link is no longer valid and offers a new request", async () => {
    server.use(http.put("*/api/password/reset", () => HttpResponse.json(failure(INVALID_LINK, { token: [INVALID_LINK] }), { status: 422 })));
    renderWithAuth(<ResetPasswordForm token="jeton-perime" />);
    fill("une phrase assez longue");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(INVALID_LINK));
    expect(screen.getByRole("link", { name: "Demander un nouveau lien" }).getAttribute("href")).toBe("/password/reset/ask");
    expect(bodies).toEqual([{ token: "jeton-perime", password: "une phrase assez longue" }]);
  });

  it("confirms the change and links to the login page", async () => {
    server.use(http.put("*/api/password/reset", () => HttpResponse.json(envelope(null))));
    renderWithAuth(<ResetPasswordForm token="jeton" />);
    fill("une phrase assez longue");
    const status = await screen.findByRole("status");
    expect(status.textContent).toMatch(/mot de passe a été modifié/);
    expect(screen.getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/auth");
  });
});
