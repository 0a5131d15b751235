// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BlockForm } from "@/components/admin/editor/schema-form/block-form";
import { blockSchemaOf } from "@/components/admin/editor/schema-form/block-schemas";
import { describeSchema, propsSchemaOf } from "@/components/admin/editor/schema-form/introspect";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { AlbumSummary } from "@/lib/schemas/albums";
import type { CalendarInfo } from "@/lib/schemas/appointments";
import { blockSchema } from "@/lib/schemas/cms";
import type { AdminForm as AdminFormSummary } from "@/lib/schemas/admin/form-answers";
import type { DraftBlock } from "@/stores/admin/editor-store";
import { deferred, envelope, expectNoAxeViolation, failure } from "./account-helpers";

// jsdom + axe take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const album = (id: number, title: string): AlbumSummary => ({ id, title, slug: `album-${id}`, description: "", cover: null, imageCount: 3 });
const calendar = (id: number, name: string): CalendarInfo => ({ id, name, minNoticeHours: 24, horizonDays: 60, services: [] });

let albums: AlbumSummary[] = [];
let forms: AdminFormSummary[] = [];
let calendars: CalendarInfo[] = [];
const server = setupServer(
  http.get("*/api/album", ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(envelope({ list: albums, total: albums.length, pagination: { page: Number(url.searchParams.get("page")), nbItem: Number(url.searchParams.get("nbItem")) } }));
  }),
  http.get("*/api/admin/forms", () => HttpResponse.json(envelope(forms))),
  http.get("*/api/calendar", () => HttpResponse.json(envelope(calendars))),
);
const requested: string[] = [];
server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  requested.push(`${url.pathname}${url.search}`);
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
beforeEach(() => {
  albums = [album(1, "Le cabinet de Lyon"), album(2, "Ateliers et interventions")];
  forms = [
    { id: 1000, title: "Bulletin d'adhésion", isActive: false, fields: [], answerCount: 0, lastAnswerAt: null },
    { id: 1, title: "Demande de devis pour une intervention en entreprise", isActive: true, fields: [], answerCount: 2, lastAnswerAt: "2026-11-20T10:00:00.000Z" },
  ];
  calendars = [calendar(4, "Séances individuelles"), calendar(5, "Ateliers collectifs")];
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  requested.length = 0;
});
afterAll(() => server.close());

let latest: DraftBlock | null = null;
/** The last block the form sent (a function: TypeScript would narrow `latest` to null after a reset). */
const sent = (): DraftBlock | null => latest;

function Harness({ initial }: { initial: DraftBlock }) {
  const [block, setBlock] = useState(initial);
  return (
    <BlockForm
      block={block}
      onChange={(next) => {
        latest = next;
        setBlock(next);
      }}
    />
  );
}

const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((option) => option.text);
const describedText = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("entity fields are described from the schema", () => {
  it.each([
    ["album", "albumId", "album", false],
    ["form", "formId", "form", false],
    ["appointmentBooking", "calendarId", "calendar", true],
  ] as const)("%s.%s is a picker of %s items", (type, key, entity, optional) => {
    const node = describeSchema(propsSchemaOf(blockSchemaOf(type)));
    if (node.kind !== "object") throw new Error("object expected");
    expect(node.fields.find((field) => field.key === key)!.node).toEqual({ kind: "entity", entity, optional });
  });

  it("other numbers stay number fields", () => {
    const node = describeSchema(propsSchemaOf(blockSchemaOf("newsList")));
    if (node.kind !== "object") throw new Error("object expected");
    expect(node.fields.find((field) => field.key === "nbItem")!.node.kind).toBe("number");
  });
});

describe("album picker", () => {
  it("says it is loading, then lists the site's published albums by title; choosing one stores its id", async () => {
    latest = null;
    const gate = deferred();
    server.use(
      http.get("*/api/album", async () => {
        await gate.gate;
        return HttpResponse.json(envelope({ list: albums, total: 2, pagination: { page: 1, nbItem: 100 } }));
      }),
    );
    render(<Harness initial={{ id: "a", type: "album", props: { albumId: 1, showDescription: true } }} />);
    const select = screen.getByLabelText("Album") as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Chargement des albums…");
    expect(describedText(select)).toContain("Chargement des albums…");
    await act(async () => gate.release());
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(requested).toContain("/api/album?page=1&nbItem=100");
    expect(optionTexts(select)).toEqual(["Le cabinet de Lyon", "Ateliers et interventions"]);
    expect(select.value).toBe("1");
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.change(select, { target: { value: "2" } });
    expect(latest).toEqual({ id: "a", type: "album", props: { albumId: 2, showDescription: true } });
    expect(blockSchema.safeParse(latest).success).toBe(true);
    await expectNoAxeViolation();
  });

  it("a stored album the list no longer holds stays selected, named as missing, with a hint", async () => {
    render(<Harness initial={{ id: "a", type: "album", props: { albumId: 9, showDescription: true } }} />);
    const select = screen.getByLabelText("Album") as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(optionTexts(select)).toEqual(["Album n° 9 (introuvable)", "Le cabinet de Lyon", "Ateliers et interventions"]);
    expect(select.value).toBe("9");
    expect(describedText(select)).toContain("Cet album n'existe plus ou n'est pas publié");
    await expectNoAxeViolation();
  });

  it("a failed read is said in French with « Réessayer », which loads the list again", async () => {
    server.use(http.get("*/api/album", () => HttpResponse.json(failure("Service indisponible."), { status: 503 })));
    render(<Harness initial={{ id: "a", type: "album", props: { albumId: 1, showDescription: true } }} />);
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("La liste des albums n'a pas pu être chargée.");
    const select = screen.getByLabelText("Album") as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(describedText(select)).toContain("La liste des albums n'a pas pu être chargée.");
    await expectNoAxeViolation();
    server.resetHandlers();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(optionTexts(select)).toEqual(["Le cabinet de Lyon", "Ateliers et interventions"]);
  });
});

describe("form picker", () => {
  it("lists every form of the site by title (GET /admin/forms), a switched-off one flagged; the id is stored", async () => {
    latest = null;
    render(<Harness initial={{ id: "f", type: "form", props: { formId: 1, title: "" } }} />);
    const select = screen.getByLabelText("Formulaire") as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(requested).toContain("/api/admin/forms");
    expect(optionTexts(select)).toEqual(["Bulletin d'adhésion (désactivé)", "Demande de devis pour une intervention en entreprise"]);
    expect(select.value).toBe("1");
    fireEvent.change(select, { target: { value: "1000" } });
    expect((sent()?.props as { formId: number }).formId).toBe(1000);
    await expectNoAxeViolation();
  });

  it("without a form yet, asks to choose one and shows the schema's error", async () => {
    forms = [];
    render(<Harness initial={{ id: "f", type: "form", props: { title: "" } } as unknown as DraftBlock} />);
    const select = screen.getByLabelText("Formulaire") as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(optionTexts(select)).toEqual(["Choisissez un formulaire"]);
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(select)).toContain("Choisissez un formulaire.");
    expect(describedText(select)).toContain("Ce site n'a pas encore de formulaire.");
  });
});

describe("calendar picker (optional)", () => {
  it("offers « Le premier agenda du site » (no id stored) and the calendars by name", async () => {
    latest = null;
    render(<Harness initial={{ id: "c", type: "appointmentBooking", props: { title: "Réservez" } }} />);
    const select = screen.getByLabelText(/^Agenda/) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(optionTexts(select)).toEqual(["Le premier agenda du site", "Séances individuelles", "Ateliers collectifs"]);
    expect(select.value).toBe("");
    fireEvent.change(select, { target: { value: "5" } });
    expect((sent()?.props as { calendarId?: number }).calendarId).toBe(5);
    fireEvent.change(select, { target: { value: "" } });
    expect(sent()?.props).not.toHaveProperty("calendarId");
    expect(within(select.parentElement!).getByText("(facultatif)")).toBeTruthy();
    await expectNoAxeViolation();
  });
});
