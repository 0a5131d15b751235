// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { AdminReview } from "@/lib/schemas/reviews";
import { envelope, expectNoAxeViolation, failure, fieldError } from "./account-helpers";

// jsdom + axe take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const { default: ContentPanel } = await import("@/components/admin/content/content-panel");

const review = (id: number, over: Partial<AdminReview> = {}): AdminReview => ({
  id,
  rating: 5,
  text: `Un accompagnement précieux, numéro ${id}.`,
  author: "Camille D.",
  reviewedAt: "2026-10-02T12:00:00.000Z",
  authorFirstname: "Camille",
  authorLastname: "Durand",
  source: "ADMIN",
  isPublished: true,
  createdAt: "2026-10-02T12:00:00.000Z",
  ...over,
});

let reviews: AdminReview[] = [];
const calls: { method: string; path: string; body: unknown }[] = [];
const server = setupServer(http.get("*/api/admin/reviews", () => HttpResponse.json(envelope(reviews))));
server.events.on("request:start", async ({ request }) => {
  const url = new URL(request.url);
  calls.push({ method: request.method, path: url.pathname, body: await request.clone().json().catch(() => null) });
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
  reviews = [
    review(1),
    review(2, { authorFirstname: "Nadia", authorLastname: "Roux", author: "Nadia R.", source: "LINK", isPublished: false, rating: 3, text: "Très à l'écoute, je recommande." }),
    review(3, { authorFirstname: "Paul", authorLastname: "", author: "Paul", isPublished: true, rating: 4 }),
  ];
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  calls.length = 0;
});
afterAll(() => server.close());

async function openReviews() {
  render(<ContentPanel onClose={() => undefined} />);
  expect(screen.getByRole("tab", { name: "Avis" }).getAttribute("aria-selected")).toBe("true");
  return screen.findByRole("list", { name: "Avis à modérer" });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("Contenus → Avis", () => {
  it("shows a loading state, then the reviews waiting for moderation before the published ones", async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("*/api/admin/reviews", async () => {
        await answered; // held until the loading state was seen
        return HttpResponse.json(envelope(reviews));
      }),
    );
    render(<ContentPanel onClose={() => undefined} />);
    expect((await screen.findByText("Chargement des avis…")).getAttribute("role")).toBe("status");
    release();
    const pending = await screen.findByRole("list", { name: "Avis à modérer" });
    const published = screen.getByRole("list", { name: "Avis publiés" });
    expect(within(pending).getAllByRole("listitem")).toHaveLength(1);
    expect(pending.textContent).toContain("Nadia Roux");
    expect(pending.textContent).toContain("laissé par le client avec un lien d'avis");
    expect(within(published).getAllByRole("listitem")).toHaveLength(2);
    expect(pending.compareDocumentPosition(published) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("heading", { name: "À modérer (1)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Publiés (2)" })).toBeTruthy();
  });

  it("says when the list cannot be read, and reads it again on « Réessayer »", async () => {
    let fail = true;
    server.use(
      http.get("*/api/admin/reviews", () =>
        fail ? HttpResponse.json(failure("Vous n'avez pas les droits nécessaires."), { status: 403 }) : HttpResponse.json(envelope(reviews)),
      ),
    );
    render(<ContentPanel onClose={() => undefined} />);
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Vous n'avez pas les droits nécessaires."))).toBe(true));
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("list", { name: "Avis à modérer" })).toBeTruthy();
  });

  it("approves a pending review: it moves to the published list, the status says so, focus follows it", async () => {
    server.use(
      http.put("*/api/admin/review/2/moderation", async ({ request }) => {
        const { isPublished } = (await request.json()) as { isPublished: boolean };
        reviews[1] = { ...reviews[1]!, isPublished };
        return HttpResponse.json(envelope(reviews[1], "L'avis est publié."));
      }),
    );
    const pending = await openReviews();
    fireEvent.click(within(pending).getByRole("button", { name: "Approuver l'avis de Nadia Roux" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("L'avis est publié."));
    expect(writes()).toEqual([{ method: "PUT", path: "/api/admin/review/2/moderation", body: { isPublished: true } }]);
    const published = screen.getByRole("list", { name: "Avis publiés" });
    const hide = within(published).getByRole("button", { name: "Masquer l'avis de Nadia Roux" });
    await waitFor(() => expect(document.activeElement).toBe(hide));
    expect(screen.getByText("Aucun avis en attente.")).toBeTruthy();
  });

  it("refuses a review only after confirming, then deletes it", async () => {
    server.use(
      http.delete("*/api/admin/review/2", () => {
        reviews = reviews.filter((r) => r.id !== 2);
        return HttpResponse.json(envelope(null, "L'avis est supprimé."));
      }),
    );
    const pending = await openReviews();
    fireEvent.click(within(pending).getByRole("button", { name: "Refuser l'avis de Nadia Roux" }));
    let dialog = await screen.findByRole("dialog", { name: "Refuser cet avis ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(within(pending).getByRole("button", { name: "Refuser l'avis de Nadia Roux" }));
    dialog = await screen.findByRole("dialog", { name: "Refuser cet avis ?" });
    expect(dialog.textContent).toContain("Nadia Roux");
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuser et supprimer" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("L'avis est supprimé."));
    expect(writes()).toEqual([{ method: "DELETE", path: "/api/admin/review/2", body: null }]);
    expect(screen.queryByText("Nadia Roux")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "À modérer (0)" })));
  });

  it("shows a failed moderation in the alert line and keeps the review where it was", async () => {
    server.use(http.put("*/api/admin/review/2/moderation", () => HttpResponse.json(failure("Avis introuvable."), { status: 404 })));
    const pending = await openReviews();
    fireEvent.click(within(pending).getByRole("button", { name: "Approuver l'avis de Nadia Roux" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Avis introuvable.")).toBe(true));
    expect(within(screen.getByRole("list", { name: "Avis à modérer" })).getByRole("button", { name: "Approuver l'avis de Nadia Roux" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Publiés (2)" })).toBeTruthy();
  });

  it("adds a review by hand: errors on their fields first, then the review with its star and day", async () => {
    server.use(
      http.post("*/api/admin/review", async ({ request }) => {
        const body = (await request.json()) as { rating: number; text: string; authorFirstname: string; authorLastname: string; reviewedAt: string; isPublished: boolean };
        const created = review(9, { ...body, author: "Léa M." });
        reviews = [created, ...reviews];
        return HttpResponse.json(envelope(created, "L'avis est enregistré."), { status: 201 });
      }),
    );
    await openReviews();
    const form = screen.getByRole("form", { name: "Ajouter un avis" });
    fireEvent.click(within(form).getByRole("button", { name: "Ajouter l'avis" }));
    await waitFor(() => expect(fieldError("Prénom de l'auteur")).toBe("Le prénom est obligatoire."));
    expect(fieldError("Texte de l'avis")).toBe("Votre avis doit compter au moins 10 caractères.");
    const rating = within(form).getByRole("group", { name: "Note" });
    expect(rating.textContent).toContain("Choisissez une note de 1 à 5 étoiles.");
    expect(writes()).toEqual([]);

    type("Prénom de l'auteur", "Léa");
    type("Nom de l'auteur (facultatif)", "Martin");
    expect(within(rating).getAllByRole("radio")).toHaveLength(5);
    fireEvent.click(within(rating).getByRole("radio", { name: "4 étoiles sur 5" }));
    type("Texte de l'avis", "Des séances claires et bienveillantes.");
    type("Date de l'avis", "2026-11-20");
    fireEvent.click(within(form).getByRole("button", { name: "Ajouter l'avis" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("L'avis est enregistré."));
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/admin/review",
        body: { authorFirstname: "Léa", authorLastname: "Martin", rating: 4, text: "Des séances claires et bienveillantes.", reviewedAt: "2026-11-20T12:00:00.000Z", isPublished: true },
      },
    ]);
    expect(within(screen.getByRole("list", { name: "Avis publiés" })).getByText("Léa Martin")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Prénom de l'auteur").value).toBe("");
  });

  it("puts the server's per-field error on its field", async () => {
    server.use(
      http.post("*/api/admin/review", () =>
        HttpResponse.json(failure("Certaines données sont invalides.", { authorFirstname: ["Le prénom contient des caractères non autorisés."] }), { status: 422 }),
      ),
    );
    await openReviews();
    type("Prénom de l'auteur", "Léa");
    fireEvent.click(screen.getByRole("radio", { name: "2 étoiles sur 5" }));
    type("Texte de l'avis", "Un texte assez long pour passer.");
    fireEvent.click(screen.getByRole("checkbox", { name: "Publier l'avis tout de suite" }));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter l'avis" }));
    await waitFor(() => expect(fieldError("Prénom de l'auteur")).toBe("Le prénom contient des caractères non autorisés."));
    expect(writes()[0]!.body).toMatchObject({ isPublished: false, rating: 2 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Prénom de l'auteur")));
  });

  it("e-mails a review link to a customer (bad e-mail refused before any call)", async () => {
    server.use(
      http.post("*/api/admin/review-link", () =>
        HttpResponse.json(envelope({ id: 4, email: "camille@exemple.fr", expiresAt: "2026-12-25T10:00:00.000Z" }, "Le lien d'avis est envoyé."), { status: 201 }),
      ),
    );
    await openReviews();
    const form = screen.getByRole("form", { name: "Demander un avis à un client" });
    type("E-mail du client", "pas-une-adresse");
    type("Prénom du client", "Camille");
    fireEvent.click(within(form).getByRole("button", { name: "Envoyer le lien" }));
    await waitFor(() => expect(fieldError("E-mail du client")).toBe("Adresse e-mail invalide."));
    expect(writes()).toEqual([]);
    type("E-mail du client", "camille@exemple.fr");
    fireEvent.click(within(form).getByRole("button", { name: "Envoyer le lien" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Le lien d'avis est envoyé à camille@exemple.fr : il est valable jusqu'au 25/12/2026."));
    expect(writes()).toEqual([{ method: "POST", path: "/api/admin/review-link", body: { email: "camille@exemple.fr", firstname: "Camille", lastname: "" } }]);
  });

  it("has no axe violation, with errors shown and the confirmation open", async () => {
    await openReviews();
    fireEvent.click(screen.getByRole("button", { name: "Ajouter l'avis" }));
    await waitFor(() => expect(fieldError("Prénom de l'auteur")).not.toBeNull());
    await expectNoAxeViolation(document.body);
    fireEvent.click(screen.getByRole("button", { name: "Refuser l'avis de Nadia Roux" }));
    await screen.findByRole("dialog", { name: "Refuser cet avis ?" });
    await expectNoAxeViolation(document.body);
  });
});
