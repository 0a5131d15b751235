// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { UserProfile } from "@/lib/api-client/account";
import { DEFAULT_REGISTRATION_RULES } from "@/lib/schemas/account";
import { AuthStoreContext, createAuthStore, useAuthStore, useCustomerCartSync } from "@/stores/auth-store";
import { claire, deferred, envelope, expectNoAxeViolation, failure, fieldError, renderWithAuth, type } from "./account-helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

const { ProfileForm } = await import("@/components/account/profile-form");
const { PasswordChangeForm } = await import("@/components/account/password-change-form");
const { NewsletterPreferences } = await import("@/components/account/newsletter-preferences");
const { DeleteAccount } = await import("@/components/account/delete-account");
const { LogoutButton } = await import("@/components/account/logout-button");

const calls: { method: string; path: string; body: unknown }[] = [];
const server = setupServer();
server.events.on("request:start", async ({ request }) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json().catch(() => null) });
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

const profile: UserProfile = { ...claire, phone: "06 12 34 56 78", birthdate: "1988-04-02", emailVerified: true, pendingEmail: null };

describe("ProfileForm", () => {
  it("starts from the profile and saves it (PUT /user), then updates the store and refreshes", async () => {
    server.use(http.put("*/api/user", async ({ request }) => HttpResponse.json(envelope({ ...profile, ...((await request.json()) as object) }))));
    const { store } = renderWithAuth(<ProfileForm profile={profile} rules={DEFAULT_REGISTRATION_RULES} />, claire);
    expect((screen.getByLabelText("Prénom") as HTMLInputElement).value).toBe("Claire");
    expect((screen.getByLabelText(/Date de naissance/) as HTMLInputElement).value).toBe("1988-04-02");
    expect(screen.getByLabelText(/Date de naissance/).getAttribute("autocomplete")).toBe("bday");
    type("Prénom", "Clara");
    type("Téléphone (facultatif)", "");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer mes informations" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Vos informations sont enregistrées."));
    expect(calls[0]).toMatchObject({ method: "PUT", path: "/api/user", body: { firstname: "Clara", phone: null, birthdate: "1988-04-02" } });
    expect(store.getState().user?.firstname).toBe("Clara");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("puts a 409 (e-mail taken on this site) on the e-mail field", async () => {
    const taken = "Un compte existe déjà avec cette adresse e-mail.";
    server.use(http.put("*/api/user", () => HttpResponse.json(failure(taken, { email: [taken] }), { status: 409 })));
    renderWithAuth(<ProfileForm profile={profile} rules={DEFAULT_REGISTRATION_RULES} />, claire);
    type("Adresse e-mail", "deja.pris@example.fr");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer mes informations" }));
    await waitFor(() => expect(fieldError("Adresse e-mail")).toBe(taken));
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe("PasswordChangeForm", () => {
  const fill = () => {
    type("Mot de passe actuel", "ancien mot de passe");
    type("Nouveau mot de passe", "une phrase assez longue");
    type("Confirmation du nouveau mot de passe", "une phrase assez longue");
    fireEvent.click(screen.getByRole("button", { name: "Modifier mon mot de passe" }));
  };

  it("shows a wrong current password (422) on that field", async () => {
    const wrong = "Le mot de passe actuel est incorrect.";
    server.use(http.put("*/api/user/password", () => HttpResponse.json(failure(wrong, { currentPassword: [wrong] }), { status: 422 })));
    renderWithAuth(<PasswordChangeForm />, claire);
    fill();
    await waitFor(() => expect(fieldError("Mot de passe actuel")).toBe(wrong));
    expect(fieldError("Nouveau mot de passe")).toBeNull();
  });

  it("sends the current and new password once, clears the form and refreshes (new token cookie)", async () => {
    const { gate, release } = deferred();
    server.use(
      http.put("*/api/user/password", async () => {
        await gate;
        return HttpResponse.json(envelope({ token: "nouveau" }));
      }),
    );
    renderWithAuth(<PasswordChangeForm />, claire);
    fill();
    expect((await screen.findByRole("button", { name: "Modification en cours…" })).getAttribute("aria-disabled")).toBe("true");
    await act(async () => release());
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(calls).toEqual([
      { method: "PUT", path: "/api/user/password", body: { currentPassword: "ancien mot de passe", newPassword: "une phrase assez longue" } },
    ]);
    expect((screen.getByLabelText("Mot de passe actuel") as HTMLInputElement).value).toBe("");
  });
});

describe("NewsletterPreferences", () => {
  const lists = [
    { id: 3, name: "Actualités du cabinet", description: "Une lettre par mois." },
    { id: 4, name: "Ateliers", description: null },
  ];

  it("checks the confirmed lists and sends the lists whose box changed", async () => {
    server.use(http.put("*/api/user/newsletter/subscription", () => HttpResponse.json(envelope([{ listId: 4, status: "CONFIRMED" }]))));
    renderWithAuth(<NewsletterPreferences lists={lists} subscriptions={[{ listId: 3, status: "CONFIRMED" }, { listId: 4, status: "UNSUBSCRIBED" }]} />, claire);
    const news = screen.getByRole("checkbox", { name: "Actualités du cabinet" }) as HTMLInputElement;
    const workshops = screen.getByRole("checkbox", { name: "Ateliers" }) as HTMLInputElement;
    expect([news.checked, workshops.checked]).toEqual([true, false]);
    fireEvent.click(news);
    fireEvent.click(workshops);
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer mes choix" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      method: "PUT",
      path: "/api/user/newsletter/subscription",
      body: { subscriptions: [{ listId: 3, subscribed: false }, { listId: 4, subscribed: true }] },
    });
    await expectNoAxeViolation();

    // Saved state is the new reference: only the box changed since is sent next time.
    fireEvent.click(workshops);
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer mes choix" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ subscriptions: [{ listId: 4, subscribed: false }] });
  });

  it("shows a refusal (newsletter turned off) in the alert region", async () => {
    const off = "L'inscription à la lettre d'information est désactivée.";
    server.use(http.put("*/api/user/newsletter/subscription", () => HttpResponse.json(failure(off), { status: 403 })));
    renderWithAuth(<NewsletterPreferences lists={lists} subscriptions={[]} />, claire);
    fireEvent.click(screen.getByRole("checkbox", { name: "Ateliers" }));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer mes choix" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(off));
  });
});

describe("DeleteAccount", () => {
  it("asks to type SUPPRIMER in a dialog, then deletes, logs out locally and goes home", async () => {
    server.use(http.delete("*/api/user", () => HttpResponse.json(envelope(null))));
    const { store } = renderWithAuth(<DeleteAccount />, claire);
    fireEvent.click(screen.getByRole("button", { name: "Supprimer mon compte" }));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer mon compte" });
    const input = within(dialog).getByLabelText("Pour confirmer, saisissez « SUPPRIMER »");
    expect(document.activeElement).toBe(input);
    await expectNoAxeViolation();

    fireEvent.change(input, { target: { value: "supprime" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer définitivement" }));
    await waitFor(() => expect(fieldError("Pour confirmer, saisissez « SUPPRIMER »")).toBe("Saisissez « SUPPRIMER » pour confirmer."));
    expect(calls).toEqual([]);

    fireEvent.change(input, { target: { value: "SUPPRIMER" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer définitivement" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /api/user"]);
    expect(store.getState()).toMatchObject({ isLogged: false, user: null });
    expect(router.refresh).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("Votre compte et vos données personnelles ont été supprimés.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("can be cancelled without any call", async () => {
    renderWithAuth(<DeleteAccount />, claire);
    fireEvent.click(screen.getByRole("button", { name: "Supprimer mon compte" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("LogoutButton", () => {
  it("POST /logout, clears the store, goes home and refreshes", async () => {
    server.use(http.post("*/api/logout", () => HttpResponse.json(envelope(null))));
    const { store } = renderWithAuth(<LogoutButton />, claire);
    fireEvent.click(screen.getByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/logout"]);
    expect(store.getState()).toMatchObject({ isLogged: false, user: null });
    expect(router.refresh).toHaveBeenCalled();
  });

  it("stays logged in and says why when the logout fails", async () => {
    server.use(http.post("*/api/logout", () => HttpResponse.json(failure("Service momentanément indisponible."), { status: 503 })));
    const { store } = renderWithAuth(<LogoutButton />, claire);
    fireEvent.click(screen.getByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Service momentanément indisponible."));
    expect(store.getState().isLogged).toBe(true);
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe("auth store", () => {
  it("login(user) and logout() set isLogged and the profile together", () => {
    const store = createAuthStore(null);
    store.getState().login(claire);
    expect(store.getState()).toMatchObject({ isLogged: true, user: claire });
    store.getState().logout();
    expect(store.getState()).toMatchObject({ isLogged: false, user: null });
  });

  it("useCustomerCartSync runs under the shell's store and follows login changes without errors", () => {
    const store = createAuthStore(null);
    function Probe() {
      useCustomerCartSync(false);
      return <p>{useAuthStore((s) => (s.isLogged ? "connectée" : "invitée"))}</p>;
    }
    render(
      <AuthStoreContext value={store}>
        <Probe />
      </AuthStoreContext>,
    );
    act(() => store.getState().login(claire));
    expect(screen.getByText("connectée")).toBeTruthy();
    act(() => store.getState().logout());
    expect(screen.getByText("invitée")).toBeTruthy();
  });
});
