// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { ContactMessageView } from "@/lib/schemas/contact";
import { deferred, envelope, expectNoAxeViolation, failure } from "./account-helpers";

// jsdom + axe take seconds on a busy machine; so do the tab's first reads (chunks, axios loaded on first use).
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const { default: ContentPanel } = await import("@/components/admin/content/content-panel");
// The tab's chunk, loaded once here: the first test would otherwise wait for it behind « Chargement… ».
await import("@/components/admin/content/messages/messages-tab");

const message = (id: number, over: Partial<ContactMessageView> = {}): ContactMessageView => ({
  id,
  name: `Visiteur ${id}`,
  email: `visiteur${id}@exemple.fr`,
  phone: "06 12 34 56 78",
  subject: `Demande numéro ${id}`,
  message: `Bonjour,\nje voudrais un rendez-vous (message ${id}).`,
  createdAt: `2026-11-${String(10 + id).padStart(2, "0")}T09:30:00.000Z`,
  readAt: null,
  ...over,
});

let messages: ContactMessageView[] = [];
let total: number | null = null;
const calls: { method: string; path: string; search: string; body: unknown }[] = [];
const listAnswer = (page: number) => {
  const sorted = [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    list: sorted.slice((page - 1) * 20, page * 20),
    total: total ?? sorted.length,
    pagination: { page, nbItem: 20 },
    unread: sorted.filter((item) => item.readAt === null).length,
  };
};
const server = setupServer(
  http.get("*/api/admin/messages", ({ request }) => HttpResponse.json(envelope(listAnswer(Number(new URL(request.url).searchParams.get("page") ?? 1))))),
  http.put("*/api/admin/message/:id/read", async ({ params, request }) => {
    const { isRead } = (await request.json()) as { isRead: boolean };
    const found = messages.find((item) => item.id === Number(params.id));
    if (!found) return HttpResponse.json(failure("Message introuvable."), { status: 404 });
    found.readAt = isRead ? (found.readAt ?? "2026-11-25T10:00:00.000Z") : null;
    return HttpResponse.json(envelope(found, isRead ? "Le message est marqué comme lu." : "Le message est marqué comme non lu."));
  }),
  http.delete("*/api/admin/message/:id", ({ params }) => {
    messages = messages.filter((item) => item.id !== Number(params.id));
    return HttpResponse.json(envelope(null, "Le message est supprimé."));
  }),
  // « Avis », the panel's first tab, reads its list when the panel opens.
  http.get("*/api/admin/reviews", () => HttpResponse.json(envelope([]))),
);
server.events.on("request:start", async ({ request }) => {
  const url = new URL(request.url);
  calls.push({ method: request.method, path: url.pathname, search: url.search, body: await request.clone().json().catch(() => null) });
});
const writes = () => calls.filter((call) => call.method !== "GET");

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
  // jsdom has no <dialog> modality.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
beforeEach(() => {
  messages = [message(1, { readAt: "2026-11-12T08:00:00.000Z" }), message(2, { phone: null }), message(3)];
  total = null;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  calls.length = 0;
});
afterAll(() => server.close());

async function openMessages() {
  render(<ContentPanel onClose={() => undefined} />);
  fireEvent.click(screen.getByRole("tab", { name: "Messages" }));
  return screen.findByRole("list", { name: "Messages reçus" });
}

const itemOf = (list: HTMLElement, subject: string) => within(list).getAllByRole("listitem").find((item) => item.textContent?.includes(subject))!;

describe("Contenus → Messages", () => {
  it("shows a loading state, then the messages newest first with who, what, when and whether they are read", async () => {
    const { gate, release } = deferred();
    server.use(
      http.get("*/api/admin/messages", async () => {
        await gate;
        return HttpResponse.json(envelope(listAnswer(1)));
      }),
    );
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Messages" }));
    expect((await screen.findByText("Chargement des messages…")).getAttribute("role")).toBe("status");
    release();
    const list = await screen.findByRole("list", { name: "Messages reçus" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")!.textContent)).toEqual(["Non luDemande numéro 3", "Non luDemande numéro 2", "Lu : Demande numéro 1"]);
    expect(screen.getByRole("heading", { name: "Messages reçus (3)" })).toBeTruthy();
    expect(screen.getByText(/^2 messages non lus\./)).toBeTruthy();
    expect(within(items[0]!).getByRole("link", { name: "visiteur3@exemple.fr" }).getAttribute("href")).toBe("mailto:visiteur3@exemple.fr");
    expect(within(items[0]!).getByRole("link", { name: "06 12 34 56 78" }).getAttribute("href")).toBe("tel:+33612345678");
    expect(items[0]!.querySelector("time")!.getAttribute("dateTime")).toBe("2026-11-13T09:30:00.000Z");
    expect(items[0]!.textContent).toContain("Reçu le 13/11/2026 10:30:00");
    // The text is read on opening only.
    expect(screen.queryByText(/je voudrais un rendez-vous/)).toBeNull();
    expect(calls.filter((c) => c.path === "/api/admin/messages").map((c) => c.search)).toEqual(["?page=1&nbItem=20"]);
  });

  it("opens an unread message: its whole text, and it becomes read (PUT once); a read one is opened without a write", async () => {
    const list = await openMessages();
    const toggle = within(itemOf(list, "Demande numéro 3")).getByRole("button", { name: "Lire le message de Visiteur 3 (Demande numéro 3)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const text = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(text.textContent).toContain("Bonjour,\nje voudrais un rendez-vous (message 3).");
    await waitFor(() => expect(writes()).toEqual([{ method: "PUT", path: "/api/admin/message/3/read", search: "", body: { isRead: true } }]));
    await waitFor(() => expect(screen.getByText(/^1 message non lu\./)).toBeTruthy());
    expect(itemOf(list, "Demande numéro 3").textContent).not.toContain("Non lu");
    const reply = within(text).getByRole("link", { name: "Répondre par e-mail le message de Visiteur 3 (Demande numéro 3)" });
    expect(reply.getAttribute("href")).toBe(`mailto:visiteur3@exemple.fr?subject=${encodeURIComponent("Re: Demande numéro 3")}`);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(within(itemOf(list, "Demande numéro 1")).getByRole("button", { name: /^Lire le message de Visiteur 1/ }));
    expect(screen.getByText(/message 1\)/)).toBeTruthy();
    expect(writes()).toHaveLength(1);
  });

  it("marks an opened message unread again: PUT false, closed, said in the status line, focus back on its button", async () => {
    const list = await openMessages();
    fireEvent.click(within(itemOf(list, "Demande numéro 1")).getByRole("button", { name: /^Lire le message de Visiteur 1/ }));
    fireEvent.click(screen.getByRole("button", { name: "Marquer comme non lu le message de Visiteur 1 (Demande numéro 1)" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Le message est marqué comme non lu."));
    expect(writes()).toEqual([{ method: "PUT", path: "/api/admin/message/1/read", search: "", body: { isRead: false } }]);
    const toggle = within(itemOf(list, "Demande numéro 1")).getByRole("button", { name: /^Lire le message de Visiteur 1/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    await waitFor(() => expect(screen.getByText(/^3 messages non lus\./)).toBeTruthy());
  });

  it("deletes a message after confirming; cancelling the dialog changes nothing", async () => {
    const list = await openMessages();
    fireEvent.click(within(itemOf(list, "Demande numéro 2")).getByRole("button", { name: /^Lire le message de Visiteur 2/ }));
    const remove = screen.getByRole("button", { name: "Supprimer le message de Visiteur 2 (Demande numéro 2)" });
    // Opening it marked it read: its buttons wait for that answer.
    expect(remove.getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(remove.getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(remove);
    let dialog = screen.getByRole("dialog", { name: "Supprimer ce message ?" });
    expect(dialog.textContent).toContain("Le message de Visiteur 2 (« Demande numéro 2 ») sera supprimé");
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes().filter((c) => c.method === "DELETE")).toEqual([]);

    fireEvent.click(remove);
    dialog = screen.getByRole("dialog", { name: "Supprimer ce message ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer le message" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Le message est supprimé."));
    expect(writes().filter((c) => c.method === "DELETE")).toEqual([{ method: "DELETE", path: "/api/admin/message/2", search: "", body: null }]);
    await waitFor(() => expect(screen.queryByText("Demande numéro 2")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Messages reçus (2)" })));
  });

  it("pages through the messages, 20 a page", async () => {
    messages = Array.from({ length: 25 }, (_, index) => message(index + 1, { createdAt: new Date(Date.UTC(2026, 10, 1, index)).toISOString() }));
    await openMessages();
    const pages = screen.getByRole("navigation", { name: "Pages des messages" });
    expect(within(pages).getByText("Page 1 sur 2")).toBeTruthy();
    expect(within(pages).getByRole("button", { name: "Page précédente" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(within(pages).getByRole("button", { name: "Page suivante" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Messages reçus" })).getAllByRole("listitem")).toHaveLength(5));
    expect(screen.getByText("Page 2 sur 2")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/admin/messages").map((c) => c.search)).toContain("?page=2&nbItem=20");
    expect(screen.getByText("Demande numéro 1")).toBeTruthy();
  });

  it("says when there is no message, and when the list could not be loaded (then « Réessayer »)", async () => {
    let fail = true;
    server.use(
      http.get("*/api/admin/messages", () =>
        fail ? HttpResponse.json(failure("Vous n'avez pas les droits nécessaires."), { status: 403 }) : HttpResponse.json(envelope({ list: [], total: 0, pagination: { page: 1, nbItem: 20 }, unread: 0 })),
      ),
    );
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Messages" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").some((a) => a.textContent === "Les messages n'ont pas pu être chargés. Vous n'avez pas les droits nécessaires.")).toBe(true),
    );
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText(/Aucun message pour l'instant/)).toBeTruthy();
  });

  it("shows a failed write in the alert region and keeps the message", async () => {
    server.use(http.delete("*/api/admin/message/:id", () => HttpResponse.json(failure("Message introuvable."), { status: 404 })));
    const list = await openMessages();
    fireEvent.click(within(itemOf(list, "Demande numéro 1")).getByRole("button", { name: /^Lire le message de Visiteur 1/ }));
    fireEvent.click(screen.getByRole("button", { name: /^Supprimer le message de Visiteur 1/ }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Supprimer le message" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Message introuvable.")).toBe(true));
    expect(screen.getByText("Demande numéro 1")).toBeTruthy();
  });

  it("has no axe violation, a message open", async () => {
    const list = await openMessages();
    fireEvent.click(within(itemOf(list, "Demande numéro 3")).getByRole("button", { name: /^Lire le message de Visiteur 3/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    await expectNoAxeViolation(document.body);
  });
});
