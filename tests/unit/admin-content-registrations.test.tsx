// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { AdminRegistration, AdminWorkshop } from "@/lib/schemas/admin/workshop-registrations";
import { deferred, envelope, expectNoAxeViolation, failure } from "./account-helpers";

// jsdom + axe take seconds on a busy machine; so do the tab's first reads (chunks, axios loaded on first use).
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const { default: ContentPanel } = await import("@/components/admin/content/content-panel");
// The tab's chunk, loaded once here: the first test would otherwise wait for it behind « Chargement… ».
await import("@/components/admin/content/registrations/registrations-tab");

const CSV = "\uFEFFNom;E-mail\r\nAlice Martin;alice@exemple.fr\r\n";

const workshop = (id: number, title: string, over: Partial<AdminWorkshop> = {}): AdminWorkshop => ({
  id,
  title,
  slug: title.toLowerCase().replace(/[^a-z]+/g, "-"),
  isPublished: true,
  startsAt: "2026-12-12T08:30:00.000Z",
  seats: { capacity: 3, taken: 3, left: 0, waiting: 2, isOpen: true },
  ...over,
});
const registration = (id: number, name: string, over: Partial<AdminRegistration> = {}): AdminRegistration => ({
  id,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@exemple.fr`,
  phone: "06 12 34 56 78",
  seats: 1,
  status: "CONFIRMED",
  waitingPosition: null,
  createdAt: `2026-11-${String(10 + id).padStart(2, "0")}T09:30:00.000Z`,
  promotedAt: null,
  cancelledAt: null,
  confirmBy: null,
  offerExpiresAt: null,
  cancelReason: null,
  ...over,
});

const past = workshop(4, "Atelier passé", { startsAt: "2026-01-10T08:30:00.000Z", seats: { capacity: 5, taken: 1, left: 4, waiting: 0, isOpen: false } });
const stress = workshop(5, "Apprivoiser son stress");
let workshops: AdminWorkshop[] = [];
let lists: Record<number, AdminRegistration[]> = {};
const calls: { method: string; path: string }[] = [];
const server = setupServer(
  http.get("*/api/admin/workshops", () => HttpResponse.json(envelope(workshops))),
  http.get("*/api/admin/workshop/:id/registrations", ({ params }) => {
    const found = workshops.find((item) => item.id === Number(params.id))!;
    return HttpResponse.json(envelope({ workshop: found, registrations: lists[found.id] ?? [] }));
  }),
  http.post("*/api/admin/workshop/5/registration/:registrationId/cancel", ({ params }) => {
    if (Number(params.registrationId) !== 2) return HttpResponse.json(failure("Cette inscription est déjà annulée."), { status: 409 });
    lists[5] = [
      registration(1, "Alice Martin", { seats: 2 }),
      registration(3, "Chloé Durand", { status: "OFFERED", offerExpiresAt: "2026-11-26T10:00:00.000Z" }),
      registration(4, "Famille Dupuis", { seats: 2, status: "WAITING", waitingPosition: 1 }),
      registration(2, "Bruno Petit", { status: "CANCELLED", cancelledAt: "2026-11-25T10:00:00.000Z" }),
    ];
    return HttpResponse.json(
      envelope(
        { workshop: { ...stress, seats: { ...stress.seats!, waiting: 1 } }, registrations: lists[5], offered: [{ id: 3, name: "Chloé Durand" }] },
        "L'inscription de Bruno Petit est annulée. La place est proposée à Chloé Durand (liste d'attente), par e-mail.",
      ),
    );
  }),
  http.get(
    "*/api/admin/workshop/:id/registrations/export",
    () =>
      new HttpResponse(new TextEncoder().encode(CSV), {
        headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="inscriptions-apprivoiser-son-stress.csv"; filename*=UTF-8''inscriptions-apprivoiser-son-stress.csv` },
      }),
  ),
  // « Avis », the panel's first tab, reads its list when the panel opens.
  http.get("*/api/admin/reviews", () => HttpResponse.json(envelope([]))),
);
server.events.on("request:start", ({ request }) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname });
});

const saved: { href: string; download: string }[] = [];
const blobs: Blob[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
beforeEach(() => {
  workshops = [past, stress, workshop(6, "Atelier sans inscription en ligne", { seats: null, isPublished: false })];
  lists = {
    4: [registration(9, "Zoé Roux")],
    5: [
      registration(1, "Alice Martin", { seats: 2 }),
      registration(2, "Bruno Petit"),
      registration(3, "Chloé Durand", { status: "WAITING", waitingPosition: 1 }),
      registration(4, "Famille Dupuis", { seats: 2, status: "WAITING", waitingPosition: 2 }),
      registration(8, "Yves Klein", { status: "CANCELLED", cancelledAt: "2026-11-20T10:00:00.000Z" }),
    ],
    6: [],
  };
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  calls.length = 0;
  saved.length = 0;
  blobs.length = 0;
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

async function openRegistrations() {
  render(<ContentPanel onClose={() => undefined} />);
  fireEvent.click(screen.getByRole("tab", { name: "Inscriptions" }));
  return screen.findByRole("list", { name: "Places confirmées" });
}

const rowsOf = (name: string) =>
  within(screen.getByRole("list", { name })).getAllByRole("listitem").map((item) => item.querySelector("p")!.textContent);

describe("Contenus → Inscriptions", () => {
  it("loads, then opens on the first workshop still open: seats, the confirmed people and the waiting list in order", async () => {
    const { gate, release } = deferred();
    server.use(
      http.get("*/api/admin/workshops", async () => {
        await gate;
        return HttpResponse.json(envelope(workshops));
      }),
    );
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Inscriptions" }));
    expect((await screen.findByText("Chargement des ateliers…")).getAttribute("role")).toBe("status");
    release();
    await screen.findByRole("list", { name: "Places confirmées" });
    const select = screen.getByLabelText<HTMLSelectElement>("Atelier");
    expect(select.value).toBe("5");
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Atelier passé (10/01/2026 09:30, passé)",
      "Apprivoiser son stress (12/12/2026 09:30)",
      "Atelier sans inscription en ligne (12/12/2026 09:30, non publié)",
    ]);
    expect(screen.getByText("3 places : 3 prises ou retenues, 0 libres, 2 inscriptions en liste d'attente.")).toBeTruthy();
    expect(rowsOf("Places confirmées")).toEqual(["Alice Martin — 2 places — Place confirmée", "Bruno Petit — 1 place — Place confirmée"]);
    expect(screen.getByRole("list", { name: "Liste d'attente" }).tagName).toBe("OL");
    expect(rowsOf("Liste d'attente")).toEqual(["Chloé Durand — 1 place — Liste d'attente (position 1)", "Famille Dupuis — 2 places — Liste d'attente (position 2)"]);
    expect(screen.queryByRole("list", { name: "Places retenues" })).toBeNull();
    expect(screen.getByText("Inscriptions annulées ou expirées (1)").tagName).toBe("SUMMARY");
    const yves = within(screen.getByRole("list", { name: "Inscriptions annulées" })).getByRole("listitem");
    expect(yves.textContent).toContain("Yves Klein — 1 place — Inscription annulée");
    expect(within(yves).queryByRole("button")).toBeNull();
    expect(within(screen.getByRole("list", { name: "Places confirmées" })).getByRole("link", { name: "alice@exemple.fr" }).getAttribute("href")).toBe("mailto:alice@exemple.fr");
  });

  it("cancels a sign-up after confirming: the list the server answers (the seat offered to the waiting list), its message, focus on the title", async () => {
    await openRegistrations();
    fireEvent.click(screen.getByRole("button", { name: "Annuler l'inscription de Bruno Petit" }));
    const dialog = screen.getByRole("dialog", { name: "Annuler cette inscription ?" });
    expect(dialog.textContent).toContain("Bruno Petit (1 place) sera prévenu par e-mail.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Garder l'inscription" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Annuler l'inscription de Bruno Petit" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Oui, annuler l'inscription" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("L'inscription de Bruno Petit est annulée. La place est proposée à Chloé Durand (liste d'attente), par e-mail."));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/admin/workshop/5/registration/2/cancel"]);
    expect(rowsOf("Places confirmées")).toEqual(["Alice Martin — 2 places — Place confirmée"]);
    // The offer, with its deadline in Paris time.
    expect(rowsOf("Places retenues")).toEqual(["Chloé Durand — 1 place — Place proposée jusqu'au 26/11/2026 à 11:00"]);
    expect(rowsOf("Liste d'attente")).toEqual(["Famille Dupuis — 2 places — Liste d'attente (position 1)"]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Places confirmées (1)" })));
  });

  it("shows the seats held for an address to confirm with their deadline; cancelling one says nothing will be sent", async () => {
    lists[5] = [registration(1, "Alice Martin", { seats: 2 }), registration(2, "Inconnu Pressé", { status: "PENDING", confirmBy: "2026-11-25T13:35:00.000Z" })];
    await openRegistrations();
    expect(rowsOf("Places retenues")).toEqual(["Inconnu Pressé — 1 place — Places retenues, adresse e-mail à confirmer avant le 25/11/2026 à 14:35"]);
    fireEvent.click(screen.getByRole("button", { name: "Annuler l'inscription de Inconnu Pressé" }));
    expect(screen.getByRole("dialog").textContent).toContain("Inconnu Pressé (1 place) n'a pas confirmé son adresse e-mail : rien ne lui sera envoyé.");
    await expectNoAxeViolation(screen.getByRole("dialog"));
  });

  it("shows a refused cancellation in the alert region", async () => {
    await openRegistrations();
    fireEvent.click(screen.getByRole("button", { name: "Annuler l'inscription de Chloé Durand" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Oui, annuler l'inscription" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Cette inscription est déjà annulée.")).toBe(true));
  });

  it("exports the list as a CSV file, saved under the server's name", async () => {
    await openRegistrations();
    fireEvent.click(screen.getByRole("button", { name: "Exporter la liste (CSV)" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("La liste des inscriptions est téléchargée (inscriptions-apprivoiser-son-stress.csv)."));
    expect(calls.filter((c) => c.path.endsWith("/export")).map((c) => c.path)).toEqual(["/api/admin/workshop/5/registrations/export"]);
    expect(saved).toEqual([{ href: "blob:test/1", download: "inscriptions-apprivoiser-son-stress.csv" }]);
    expect(blobs[0]!.type).toBe("text/csv; charset=utf-8");
  });

  it("switches workshop; one without online sign-up says so", async () => {
    await openRegistrations();
    fireEvent.change(screen.getByLabelText("Atelier"), { target: { value: "4" } });
    await waitFor(() => expect(rowsOf("Places confirmées")).toEqual(["Zoé Roux — 1 place — Place confirmée"]));
    fireEvent.change(screen.getByLabelText("Atelier"), { target: { value: "6" } });
    expect(await screen.findByText("Pas d'inscription en ligne pour cet atelier (aucune capacité indiquée).")).toBeTruthy();
    expect(screen.getByText("Aucune inscription confirmée.")).toBeTruthy();
    expect(screen.getByText("Personne en liste d'attente.")).toBeTruthy();
  });

  it("says when the site has no workshop, and when the workshops could not be loaded", async () => {
    workshops = [];
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Inscriptions" }));
    expect(await screen.findByText(/Ce site n'a pas d'atelier/)).toBeTruthy();
    cleanup();
    resetQueryClient();
    server.use(http.get("*/api/admin/workshops", () => HttpResponse.json(failure("Vous devez être connecté."), { status: 401 })));
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Inscriptions" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Les ateliers n'ont pas pu être chargés. Vous devez être connecté.")).toBe(true));
  });

  it("has no axe violation, the confirmation open", async () => {
    await openRegistrations();
    await expectNoAxeViolation(document.body);
    fireEvent.click(screen.getByRole("button", { name: "Annuler l'inscription de Bruno Petit" }));
    await expectNoAxeViolation(document.body);
  });
});
