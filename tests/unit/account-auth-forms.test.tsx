// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_REGISTRATION_RULES } from "@/lib/schemas/account";
import { claire, deferred, envelope, expectNoAxeViolation, failure, fieldError, renderWithAuth, type } from "./account-helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

const { LoginForm } = await import("@/components/account/login-form");
const { RegisterForm } = await import("@/components/account/register-form");

const calls: { method: string; path: string; body: unknown }[] = [];
const server = setupServer();
server.events.on("request:start", async ({ request }) => {
  const body = request.method === "GET" ? null : await request.clone().json().catch(() => null);
  calls.push({ method: request.method, path: new URL(request.url).pathname, body });
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
  vi.clearAllMocks();
});
afterAll(() => server.close());

const STRONG = "une phrase assez longue";

function fillRegister() {
  type("Prénom", "Claire");
  type("Nom", "Martin");
  type("Adresse e-mail", "Claire.Martin@example.fr");
  type("Mot de passe", STRONG);
  fireEvent.click(screen.getByRole("checkbox", { name: /conditions générales d'utilisation/ }));
}

const submitRegister = () => fireEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));

describe("RegisterForm", () => {
  it("shows the site's rules: birthdate only when asked, « portable uniquement » hint for ALLOW_ONLY_MOBILE_PHONE", () => {
    renderWithAuth(<RegisterForm rules={DEFAULT_REGISTRATION_RULES} returnPath={null} />);
    expect(screen.queryByLabelText("Date de naissance")).toBeNull();
    expect(screen.queryByText(/Portable uniquement/)).toBeNull();
    cleanup();
    renderWithAuth(<RegisterForm rules={{ birthdateRequired: true, blockMinors: false, mobileOnly: true }} returnPath={null} />);
    const birthdate = screen.getByLabelText("Date de naissance");
    expect(birthdate.getAttribute("type")).toBe("date");
    expect(birthdate.getAttribute("autocomplete")).toBe("bday");
    expect(birthdate.hasAttribute("required")).toBe(true);
    const phone = screen.getByLabelText(/Téléphone/);
    expect(document.getElementById(phone.getAttribute("aria-describedby")!)!.textContent).toMatch(/Portable uniquement/);
  });

  it("uses the autocomplete tokens of each field and links the terms of use", () => {
    renderWithAuth(<RegisterForm rules={DEFAULT_REGISTRATION_RULES} returnPath={null} />);
    const auto = (label: string | RegExp) => screen.getByLabelText(label).getAttribute("autocomplete");
    expect([auto("Prénom"), auto("Nom"), auto("Adresse e-mail"), auto(/Téléphone/), auto("Mot de passe")]).toEqual([
      "given-name",
      "family-name",
      "email",
      "tel",
      "new-password",
    ]);
    expect(screen.getByRole("link", { name: /conditions générales d'utilisation/ }).getAttribute("href")).toBe("/use-terms");
  });

  it("refuses in the browser what the shared schema refuses, without calling the API", async () => {
    renderWithAuth(<RegisterForm rules={{ birthdateRequired: true, blockMinors: false, mobileOnly: true }} returnPath={null} />);
    type("Téléphone (facultatif)", "04 78 00 00 00");
    type("Mot de passe", "azerty");
    submitRegister();
    await waitFor(() => expect(fieldError("Prénom")).toBe("Le prénom est obligatoire."));
    expect(fieldError(/Téléphone/)).toBe("Indiquez un numéro de portable français (06 ou 07).");
    expect(fieldError("Date de naissance")).toBe("La date de naissance est obligatoire.");
    expect(fieldError("Mot de passe")).toContain("au moins 12 caractères");
    expect(fieldError(/J'ai lu et j'accepte/)).toBe("Vous devez accepter les conditions d'utilisation.");
    expect(calls).toEqual([]);
  });

  it("puts the API's 422 messages on their fields and focuses the first one", async () => {
    server.use(
      http.post("*/api/register", () =>
        HttpResponse.json(failure("Certaines données sont invalides.", { lastname: ["Ce nom est refusé par le serveur."] }), { status: 422 }),
      ),
    );
    renderWithAuth(<RegisterForm rules={DEFAULT_REGISTRATION_RULES} returnPath={null} />);
    fillRegister();
    submitRegister();
    await waitFor(() => expect(fieldError("Nom")).toBe("Ce nom est refusé par le serveur."));
    expect(fieldError("Prénom")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Nom"));
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("shows the pending state, ignores a second submit, then says to check the mailbox without logging in", async () => {
    const { gate, release } = deferred();
    const sent = "Merci ! Un e-mail vient d'être envoyé à cette adresse : suivez le lien qu'il contient pour confirmer votre adresse, puis connectez-vous.";
    server.use(
      http.post("*/api/register", async () => {
        await gate;
        return HttpResponse.json({ success: true, data: null, message: sent }, { status: 202 });
      }),
    );
    const { store } = renderWithAuth(<RegisterForm rules={DEFAULT_REGISTRATION_RULES} returnPath={null} />);
    fillRegister();
    submitRegister();
    const button = await screen.findByRole("button", { name: "Création du compte en cours…" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    await act(async () => release());
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain(sent));
    // No automatic login: a failed one would tell that the address already had an account.
    expect(calls.map((c) => c.path)).toEqual(["/api/register"]);
    expect(calls[0]!.body).toMatchObject({ email: "claire.martin@example.fr", firstname: "Claire", lastname: "Martin", acceptTerms: true, phone: null });
    expect(store.getState()).toMatchObject({ isLogged: false });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("has no axe violation, errors shown", async () => {
    renderWithAuth(<RegisterForm rules={{ birthdateRequired: true, blockMinors: true, mobileOnly: true }} returnPath={null} />);
    submitRegister();
    await waitFor(() => expect(fieldError("Prénom")).not.toBeNull());
    await expectNoAxeViolation();
  });
});

describe("LoginForm", () => {
  it("shows the 401 message in the alert region and stays logged out", async () => {
    server.use(http.post("*/api/login", () => HttpResponse.json(failure("Adresse e-mail ou mot de passe incorrect."), { status: 401 })));
    const { store } = renderWithAuth(<LoginForm returnPath={null} />);
    type("Adresse e-mail", "claire.martin@example.fr");
    type("Mot de passe", "mauvais");
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Adresse e-mail ou mot de passe incorrect."));
    expect(store.getState().isLogged).toBe(false);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("says when the server cannot be reached (no English axios message)", async () => {
    server.use(http.post("*/api/login", () => HttpResponse.error()));
    renderWithAuth(<LoginForm returnPath={null} />);
    type("Adresse e-mail", "claire.martin@example.fr");
    type("Mot de passe", "peu importe");
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/serveur est injoignable/));
  });

  it("shows the pending state, then updates the store, refreshes and goes to the safe return path", async () => {
    const { gate, release } = deferred();
    server.use(
      http.post("*/api/login", async () => {
        await gate;
        return HttpResponse.json(envelope({ token: "t", idSite: 69, user: claire }));
      }),
    );
    const { store } = renderWithAuth(<LoginForm returnPath="/prendre-un-rendez?creneau=3" />);
    type("Adresse e-mail", "claire.martin@example.fr");
    type("Mot de passe", STRONG);
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect((await screen.findByRole("button", { name: "Connexion en cours…" })).getAttribute("aria-disabled")).toBe("true");
    await act(async () => release());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/prendre-un-rendez?creneau=3"));
    expect(store.getState().user).toEqual(claire);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("toggles the password visibility with a button", () => {
    renderWithAuth(<LoginForm returnPath={null} />);
    const input = screen.getByLabelText("Mot de passe");
    expect(input.getAttribute("type")).toBe("password");
    expect(input.getAttribute("autocomplete")).toBe("current-password");
    fireEvent.click(screen.getByRole("button", { name: "Afficher le mot de passe" }));
    expect(input.getAttribute("type")).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Masquer le mot de passe" }));
    expect(input.getAttribute("type")).toBe("password");
  });

  it("has no axe violation", async () => {
    renderWithAuth(<LoginForm returnPath={null} />);
    await expectNoAxeViolation();
  });
});
