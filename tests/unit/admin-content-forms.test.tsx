// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { AdminForm, AdminFormAnswer } from "@/lib/schemas/admin/form-answers";
import { deferred, envelope, expectNoAxeViolation, failure } from "./account-helpers";

// jsdom + axe take seconds on a busy machine; so do the tab's first reads (chunks, axios loaded on first use).
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const { default: ContentPanel } = await import("@/components/admin/content/content-panel");
// The tab's chunk, loaded once here: the first test would otherwise wait for it behind « Chargement… ».
await import("@/components/admin/content/forms/form-answers-tab");

const PDF = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");

const quoteForm: AdminForm = {
  id: 1,
  title: "Demande de devis",
  isActive: true,
  answerCount: 2,
  lastAnswerAt: "2026-11-20T10:00:00.000Z",
  fields: [
    { name: "organisation", label: "Organisation", kind: "text", required: true },
    { name: "email", label: "Adresse e-mail", kind: "email", required: true },
    { name: "phone", label: "Téléphone", kind: "phone", required: false },
    { name: "preferredDate", label: "Date souhaitée", kind: "date", required: false },
    { name: "brief", label: "Cahier des charges", kind: "file", required: false },
    { name: "consent", label: "J'accepte d'être recontacté", kind: "checkbox", required: true },
  ],
};
const oldForm: AdminForm = {
  id: 1000,
  title: "Inscription à la lettre papier",
  isActive: false,
  answerCount: 1,
  lastAnswerAt: "2026-01-05T10:00:00.000Z",
  fields: [{ name: "address", label: "Adresse postale", kind: "text", required: true }],
};

const answer = (id: number, over: Partial<AdminFormAnswer> = {}): AdminFormAnswer => ({
  id,
  formId: 1,
  createdAt: `2026-11-${String(10 + id).padStart(2, "0")}T09:30:00.000Z`,
  values: { organisation: `Mairie ${id}`, email: `mairie${id}@exemple.fr`, phone: null, preferredDate: "2027-02-15", brief: null, consent: true },
  files: [],
  ...over,
});

let forms: AdminForm[] = [];
let answers: Record<number, AdminFormAnswer[]> = {};
const calls: { method: string; path: string; search: string }[] = [];
const server = setupServer(
  http.get("*/api/admin/forms", () => HttpResponse.json(envelope(forms))),
  http.get("*/api/admin/form/:id/answers", ({ params, request }) => {
    const list = [...(answers[Number(params.id)] ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
    return HttpResponse.json(envelope({ list: list.slice((page - 1) * 10, page * 10), total: list.length, pagination: { page, nbItem: 10 } }));
  }),
  http.delete("*/api/admin/form/:id/answer/:answerId", ({ params }) => {
    answers[Number(params.id)] = (answers[Number(params.id)] ?? []).filter((item) => item.id !== Number(params.answerId));
    return HttpResponse.json(envelope(null, "La réponse est supprimée."));
  }),
  http.get(
    "*/api/admin/form/:id/answer/:answerId/file/:fileId",
    () =>
      new HttpResponse(PDF, {
        headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="Cahier _ete_.pdf"; filename*=UTF-8''Cahier%20%C3%A9t%C3%A9.pdf` },
      }),
  ),
  // « Avis », the panel's first tab, reads its list when the panel opens.
  http.get("*/api/admin/reviews", () => HttpResponse.json(envelope([]))),
);
server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  calls.push({ method: request.method, path: url.pathname, search: url.search });
});

const saved: { href: string; download: string }[] = [];

/** jsdom's Blob has no arrayBuffer(): read through FileReader. */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
let blobs: Blob[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  // jsdom has no object URLs and does not follow links: the download is observed at the click.
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
  forms = [quoteForm, oldForm];
  answers = {
    1: [
      answer(1, { values: { ...answer(1).values, brief: "Cahier été.pdf" }, files: [{ id: 7, fieldName: "brief", originalName: "Cahier été.pdf", mime: "application/pdf", byteSize: 34_000 }] }),
      answer(2, { values: { ...answer(2).values, preferredDate: null, consent: false, phone: "04 72 00 00 00" } }),
    ],
    1000: [{ id: 9, formId: 1000, createdAt: "2026-01-05T10:00:00.000Z", values: { address: "3 rue de la Paix, Lyon", removedField: "ancienne valeur" }, files: [] }],
  };
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  calls.length = 0;
  saved.length = 0;
  blobs = [];
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

async function openForms() {
  render(<ContentPanel onClose={() => undefined} />);
  fireEvent.click(screen.getByRole("tab", { name: "Formulaires" }));
  return screen.findByRole("list", { name: "Réponses au formulaire « Demande de devis »" });
}

const itemOf = (list: HTMLElement, text: string) => within(list).getAllByRole("listitem").find((item) => item.textContent?.includes(text))!;

describe("Contenus → Formulaires", () => {
  it("loads, then lists the first form's answers newest first; every form can be chosen", async () => {
    const { gate, release } = deferred();
    server.use(
      http.get("*/api/admin/forms", async () => {
        await gate;
        return HttpResponse.json(envelope(forms));
      }),
    );
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Formulaires" }));
    expect((await screen.findByText("Chargement des formulaires…")).getAttribute("role")).toBe("status");
    release();
    const list = await screen.findByRole("list", { name: "Réponses au formulaire « Demande de devis »" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")!.textContent)).toEqual(["Mairie 2 — mairie2@exemple.fr", "Mairie 1 — mairie1@exemple.fr"]);
    expect(items[1]!.textContent).toContain("Reçue le 11/11/2026 10:30:00 — 1 fichier joint");
    expect(screen.getByRole("heading", { name: "Réponses au formulaire « Demande de devis » (2)" })).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>("Formulaire");
    expect([...select.options].map((option) => option.textContent)).toEqual(["Demande de devis (2 réponses)", "Inscription à la lettre papier (1 réponse, plus proposé sur le site)"]);
    expect(calls.filter((c) => c.method === "GET" && c.path.startsWith("/api/admin/form/")).map((c) => c.path + c.search)).toEqual(["/api/admin/form/1/answers?page=1&nbItem=10"]);
  });

  it("opens an answer: every field with its label, as people read it", async () => {
    const list = await openForms();
    const toggle = within(itemOf(list, "Mairie 2")).getByRole("button", { name: "Voir la réponse du 12/11/2026 10:30:00" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const details = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    const pairs = [...details.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    expect(pairs).toEqual([
      ["Organisation", "Mairie 2"],
      ["Adresse e-mail", "mairie2@exemple.fr"],
      ["Téléphone", "04 72 00 00 00"],
      ["Date souhaitée", "(non renseigné)"],
      ["Cahier des charges", "(non renseigné)"],
      ["J'accepte d'être recontacté", "Non"],
    ]);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("downloads a file sent with an answer: saved under its own name, never opened in the page", async () => {
    const list = await openForms();
    fireEvent.click(within(itemOf(list, "Mairie 1")).getByRole("button", { name: /^Voir la réponse/ }));
    const details = within(itemOf(list, "Mairie 1"));
    expect(details.getByText("15/02/2027")).toBeTruthy();
    fireEvent.click(details.getByRole("button", { name: "Télécharger Cahier été.pdf (33 Ko)" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Le fichier Cahier été.pdf est téléchargé."));
    expect(calls.filter((c) => c.path.includes("/file/")).map((c) => c.path)).toEqual(["/api/admin/form/1/answer/1/file/7"]);
    expect(saved).toEqual([{ href: "blob:test/1", download: "Cahier été.pdf" }]);
    expect(blobs[0]!.type).toBe("application/pdf");
    expect([...new Uint8Array(await readBlob(blobs[0]!))]).toEqual([...PDF]);
  });

  it("says so when a file cannot be downloaded", async () => {
    server.use(http.get("*/api/admin/form/:id/answer/:answerId/file/:fileId", () => HttpResponse.json(failure("Fichier introuvable."), { status: 404 })));
    const list = await openForms();
    fireEvent.click(within(itemOf(list, "Mairie 1")).getByRole("button", { name: /^Voir la réponse/ }));
    fireEvent.click(screen.getByRole("button", { name: /^Télécharger Cahier été\.pdf/ }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Le fichier Cahier été.pdf n'a pas pu être téléchargé. Fichier introuvable.")).toBe(true));
    expect(saved).toEqual([]);
  });

  it("deletes an answer after confirming: DELETE, gone from the list, focus on the list's title", async () => {
    const list = await openForms();
    fireEvent.click(within(itemOf(list, "Mairie 2")).getByRole("button", { name: /^Voir la réponse/ }));
    fireEvent.click(screen.getByRole("button", { name: "Supprimer la réponse du 12/11/2026 10:30:00" }));
    const dialog = screen.getByRole("dialog", { name: "Supprimer cette réponse ?" });
    expect(dialog.textContent).toContain("La réponse du 12/11/2026 10:30:00 (Mairie 2 — mairie2@exemple.fr) et ses fichiers joints seront supprimés.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer la réponse" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("La réponse est supprimée."));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/admin/form/1/answer/2"]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Réponses au formulaire « Demande de devis » (1)" })));
    expect(screen.queryByText("Mairie 2 — mairie2@exemple.fr")).toBeNull();
  });

  it("shows another form's answers, fields removed since included, and says it is no longer offered", async () => {
    await openForms();
    fireEvent.change(screen.getByLabelText("Formulaire"), { target: { value: "1000" } });
    const list = await screen.findByRole("list", { name: "Réponses au formulaire « Inscription à la lettre papier »" });
    expect(screen.getByText("Ce formulaire n'est plus proposé sur le site ; ses réponses restent consultables.")).toBeTruthy();
    fireEvent.click(within(list).getByRole("button", { name: /^Voir la réponse/ }));
    const pairs = [...list.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    expect(pairs).toEqual([
      ["Adresse postale", "3 rue de la Paix, Lyon"],
      ["removedField", "ancienne valeur"],
    ]);
  });

  it("says when the site has no form, and when the answers could not be loaded", async () => {
    forms = [];
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Formulaires" }));
    expect(await screen.findByText(/Ce site n'a pas de formulaire/)).toBeTruthy();
    cleanup();
    resetQueryClient();
    forms = [quoteForm];
    server.use(http.get("*/api/admin/form/:id/answers", () => HttpResponse.json(failure("Une erreur interne est survenue. Veuillez réessayer."), { status: 500 })));
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Formulaires" }));
    await waitFor(
      () => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Les réponses n'ont pas pu être chargées. Une erreur interne est survenue. Veuillez réessayer.")).toBe(true),
      { timeout: 10_000 },
    );
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("has no axe violation, an answer open", async () => {
    const list = await openForms();
    fireEvent.click(within(itemOf(list, "Mairie 1")).getByRole("button", { name: /^Voir la réponse/ }));
    await expectNoAxeViolation(document.body);
  });
});
