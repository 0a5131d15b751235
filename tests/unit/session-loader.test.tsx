// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hasSessionCookie, SESSION_MARK_SCRIPT } from "@/components/app-shell/session-mark";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { UserProfile } from "@/lib/schemas/account";
import { AuthStoreContext, createAuthStore, useAuthStore } from "@/stores/auth-store";
import { claire, envelope, failure } from "./account-helpers";

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
const tracked = vi.hoisted(() => ({ ids: [] as (number | null)[] }));
vi.mock("@/components/consent/page-views", () => ({ setTrackedUser: (id: number | null) => tracked.ids.push(id) }));

const { SessionLoader } = await import("@/components/app-shell/session-loader");

const profile: UserProfile = { ...claire, phone: null, birthdate: null, emailVerified: true, pendingEmail: null };
const userCalls: string[] = [];
const server = setupServer();
server.events.on("request:start", ({ request }) => {
  userCalls.push(new URL(request.url).pathname);
});

function clearCookies() {
  for (const name of document.cookie.split("; ").map((part) => part.split("=")[0]).filter(Boolean)) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

function Who() {
  const state = useAuthStore((s) => (!s.known ? "inconnu" : s.user ? `connectée : ${s.user.email}` : "invitée"));
  return <p>{state}</p>;
}

function renderLoader() {
  const store = createAuthStore();
  render(
    <AuthStoreContext value={store}>
      <SessionLoader />
      <Who />
    </AuthStoreContext>,
  );
  return store;
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
beforeEach(() => {
  clearCookies();
  document.documentElement.removeAttribute("data-session");
  resetQueryClient();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  userCalls.length = 0;
  tracked.ids.length = 0;
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe("session mark (the layout's inline script)", () => {
  it("sets <html data-session> only when the readable idSite cookie has a value", () => {
    // The script is what the layout inlines in the head: run it as the browser would.
    const run = () => new Function(SESSION_MARK_SCRIPT)();
    run();
    expect(document.documentElement.hasAttribute("data-session")).toBe(false);
    document.cookie = "idSiteX=1; path=/";
    document.cookie = "idSite=; path=/";
    run();
    expect(document.documentElement.hasAttribute("data-session")).toBe(false);
    document.cookie = "idSite=69; path=/";
    run();
    expect(document.documentElement.hasAttribute("data-session")).toBe(true);
    expect(hasSessionCookie(document.cookie)).toBe(true);
    expect(hasSessionCookie("idSiteX=1; idSite=")).toBe(false);
  });

  it("holds no <, > or & (it crosses the RSC payload, where one slows Next's escaping of all of it)", () => {
    expect(SESSION_MARK_SCRIPT).not.toMatch(/[<>&]/);
  });
});

describe("SessionLoader", () => {
  it("without the session cookie: anonymous at once, nothing fetched", async () => {
    const store = renderLoader();
    await waitFor(() => expect(screen.getByText("invitée")).toBeTruthy());
    expect(store.getState()).toMatchObject({ known: true, isLogged: false });
    expect(userCalls).toEqual([]);
    expect(document.documentElement.hasAttribute("data-session")).toBe(false);
    expect(tracked.ids).toEqual([null]);
  });

  it("with it: GET /user fills the store, keeps the mark and gives the trackers the user id", async () => {
    document.cookie = "idSite=69; path=/";
    document.documentElement.setAttribute("data-session", "");
    server.use(http.get("*/api/user", () => HttpResponse.json(envelope(profile))));
    const store = renderLoader();
    expect(screen.getByText("inconnu")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("connectée : claire.martin@example.fr")).toBeTruthy());
    expect(userCalls).toEqual(["/api/user"]);
    expect(store.getState().user?.id).toBe(7);
    expect(document.documentElement.hasAttribute("data-session")).toBe(true);
    expect(tracked.ids).toEqual([7]);
    expect(router.refresh).not.toHaveBeenCalled();

    // A logout in the page: the mark goes, the trackers forget the user.
    store.getState().logout();
    expect(document.documentElement.hasAttribute("data-session")).toBe(false);
    expect(tracked.ids).toEqual([7, null]);
  });

  it("a 401 (session expired or revoked): anonymous, and the readable cookies are dropped", async () => {
    document.cookie = "idSite=69; path=/";
    document.cookie = "staff=1; path=/";
    document.documentElement.setAttribute("data-session", "");
    server.use(http.get("*/api/user", () => HttpResponse.json(failure("Vous devez être connecté."), { status: 401 })));
    renderLoader();
    await waitFor(() => expect(screen.getByText("invitée")).toBeTruthy());
    expect(document.cookie).not.toContain("idSite=");
    expect(document.cookie).not.toContain("staff=");
    expect(document.documentElement.hasAttribute("data-session")).toBe(false);
  });

  it("an admin without the staff cookie (served the visitors' page): the cookie comes back and the page refreshes", async () => {
    document.cookie = "idSite=69; path=/";
    server.use(http.get("*/api/user", () => HttpResponse.json(envelope({ ...profile, role: "ADMIN" }))));
    renderLoader();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(document.cookie).toContain("staff=1");
  });

  it("a customer holding a staff cookie loses it, without a refresh", async () => {
    document.cookie = "idSite=69; path=/";
    document.cookie = "staff=1; path=/";
    server.use(http.get("*/api/user", () => HttpResponse.json(envelope(profile))));
    renderLoader();
    await waitFor(() => expect(screen.getByText("connectée : claire.martin@example.fr")).toBeTruthy());
    expect(document.cookie).not.toContain("staff=");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
