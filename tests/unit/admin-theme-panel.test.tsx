// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PARAMETER_CATALOG } from "@/lib/domain/parameter-catalog";
import { PARAMETER_GROUPS, parameterUnit } from "@/lib/domain/parameter-groups";
import { envelope, expectNoAxeViolation, failure } from "./account-helpers";

// Role queries over a whole group of fields are slow in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const { default: ThemePanel } = await import("@/components/admin/theme/theme-panel");
const { default: AuditPanel } = await import("@/components/admin/audit/audit-panel");

const values: Record<string, string | null> = { LEGAL_NOTICE: "<p>SIRET {{SIRET_NUMBER}}</p>", SIRET_NUMBER: null };
const parameters = () => ({
  groups: PARAMETER_GROUPS,
  parameters: PARAMETER_CATALOG.map((d) => ({
    type: d.type,
    kind: d.kind,
    group: d.theme,
    label: d.label,
    allowedValues: d.allowedValues ? [...d.allowedValues] : null,
    isColor: d.isColor === true,
    unit: parameterUnit(d),
    defaultValue: d.defaultValue,
    value: d.type in values ? values[d.type]! : d.defaultValue,
  })),
});
const fonts = {
  catalogue: [
    { family: "Raleway", minWeight: 100, maxWeight: 900 },
    { family: "Josefin Sans", minWeight: 100, maxWeight: 700 },
  ],
  fonts: [
    { type: "TITLE", family: "Josefin Sans", color: null, size: 17, weight: 400, style: "normal" },
    { type: "CONTENT", family: "Raleway", color: null, size: 14, weight: 300, style: "normal" },
    { type: "MENU", family: "Raleway", color: null, size: 12, weight: 400, style: "normal" },
  ],
};

const calls: { method: string; path: string; body: unknown }[] = [];
const server = setupServer(
  http.get("*/api/admin/parameters", () => HttpResponse.json(envelope(parameters()))),
  http.get("*/api/admin/fonts", () => HttpResponse.json(envelope(fonts))),
);
server.events.on("request:start", async ({ request }) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search, body: await request.clone().json().catch(() => null) });
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const echo = (type: string) =>
  http.put(`*/api/admin/parameter/${type}`, async ({ request }) => {
    const { value } = (await request.json()) as { value: string | null };
    return HttpResponse.json(envelope({ ...parameters().parameters.find((p) => p.type === type)!, value }));
  });

async function openPanel() {
  const onClose = vi.fn();
  render(<ThemePanel onClose={onClose} />);
  await screen.findByRole("tablist", { name: "Groupes de paramètres" });
  return onClose;
}

const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe("ThemePanel", () => {
  it("previews a colour live on the page before saving, and « Annuler » restores the served theme", async () => {
    await openPanel();
    const heading = screen.getByLabelText("Couleur des titres");
    fireEvent.change(heading, { target: { value: "#8A1538FF" } });
    expect(rootVariable("--color-primary")).toBe("#8a1538");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    fireEvent.click(within(screen.getByRole("tabpanel", { name: "Couleurs" })).getByRole("button", { name: /^Annuler/ }));
    expect(screen.getByLabelText<HTMLInputElement>("Couleur des titres").value).toBe("#00566FFF");
    expect(rootVariable("--color-primary")).toBe("");
  });

  it("warns when a text colour fails WCAG AA on its background, naming the pair and the ratio", async () => {
    await openPanel();
    fireEvent.change(screen.getByLabelText("Couleur du texte principal"), { target: { value: "#AAAAAAFF" } });
    const field = screen.getByLabelText("Couleur du texte principal");
    const notes = document.getElementById(`${field.id}-notes`);
    expect(field.getAttribute("aria-describedby")).toContain(`${field.id}-notes`);
    expect(notes?.textContent).toContain("« Texte principal sur le fond des pages » : 2,32:1");
  });

  it("saves only the changed fields of the group and shows a server field error under its field", async () => {
    server.use(
      echo("BACKGROUND_COLOR"),
      http.put("*/api/admin/parameter/FONT_COLOR", () =>
        HttpResponse.json(failure("Certaines données sont invalides.", { value: ["La couleur doit être au format #RRGGBBAA."] }), { status: 422 }),
      ),
    );
    await openPanel();
    fireEvent.change(screen.getByLabelText("Couleur de fond des pages"), { target: { value: "#FAFAFAFF" } });
    fireEvent.change(screen.getByLabelText("Couleur du texte principal"), { target: { value: "#12345" } });
    fireEvent.click(within(screen.getByRole("tabpanel", { name: "Couleurs" })).getByRole("button", { name: /^Enregistrer/ }));
    await screen.findByText("La couleur doit être au format #RRGGBBAA.");
    expect(calls.filter((c) => c.method === "PUT").map((c) => [c.path, c.body])).toEqual([
      ["/api/admin/parameter/BACKGROUND_COLOR", { value: "#FAFAFAFF" }],
      ["/api/admin/parameter/FONT_COLOR", { value: "#12345" }],
    ]);
    const field = screen.getByLabelText("Couleur du texte principal");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it("resets one parameter to its default (DELETE)", async () => {
    server.use(
      http.delete("*/api/admin/parameter/LOGO_HEIGHT", () =>
        HttpResponse.json(envelope({ ...parameters().parameters.find((p) => p.type === "LOGO_HEIGHT")!, value: "80" })),
      ),
    );
    values.LOGO_HEIGHT = "64";
    await openPanel();
    fireEvent.click(screen.getByRole("tab", { name: "Logo" }));
    expect(screen.getByLabelText<HTMLInputElement>("Hauteur du logo (en pixels)").value).toBe("64");
    fireEvent.click(screen.getByRole("button", { name: /Rétablir la valeur par défaut\s*:\s*Hauteur du logo \(en pixels\)/ }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Hauteur du logo (en pixels)").value).toBe("80"));
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/admin/parameter/LOGO_HEIGHT")).toBe(true);
    delete values.LOGO_HEIGHT;
  });

  it("legal text: placeholders are inserted; the checklist names the empty SIRET, links to the field, then saves once confirmed", async () => {
    server.use(echo("LEGAL_NOTICE"));
    await openPanel();
    fireEvent.click(screen.getByRole("tab", { name: "Textes légaux" }));
    const notice = screen.getByLabelText<HTMLTextAreaElement>("Mentions légales");
    notice.setSelectionRange(notice.value.length, notice.value.length);
    fireEvent.click(within(screen.getByRole("tabpanel", { name: "Textes légaux" })).getAllByRole("button", { name: /Insérer\s*:\s*Numéro d'immatriculation au RCS/ })[0]!);
    expect(notice.value).toBe("<p>SIRET {{SIRET_NUMBER}}</p>{{RCS_NUMBER}}");
    const save = () => within(screen.getByRole("tabpanel", { name: "Textes légaux" })).getByRole("button", { name: /^Enregistrer/ });
    fireEvent.click(save());
    const dialog = await screen.findByRole("dialog", { name: "Informations de l'entreprise manquantes" });
    expect(within(dialog).getByText("Numéro SIRET")).toBeTruthy();
    expect(within(dialog).getByText("Numéro d'immatriculation au RCS")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    await expectNoAxeViolation(document.body);

    fireEvent.click(within(dialog).getByRole("button", { name: /Compléter\s*:\s*Numéro SIRET/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Numéro SIRET")));
    expect(screen.getByRole("tab", { name: "Entreprise et mentions légales" }).getAttribute("aria-selected")).toBe("true");

    fireEvent.click(screen.getByRole("tab", { name: "Textes légaux" }));
    fireEvent.click(save());
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Enregistrer quand même" }));
    await screen.findByText("Modifications enregistrées.");
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.path)).toEqual(["/api/admin/parameter/LEGAL_NOTICE"]);
  });

  it("fonts: changing the title font previews it and saves it with PUT /admin/font/TITLE", async () => {
    server.use(
      http.put("*/api/admin/font/TITLE", async ({ request }) => HttpResponse.json(envelope({ type: "TITLE", ...((await request.json()) as object) }))),
    );
    await openPanel();
    fireEvent.click(screen.getByRole("tab", { name: "Typographie" }));
    const title = within(screen.getByRole("group", { name: "Titres" }));
    fireEvent.change(title.getByLabelText("Police"), { target: { value: "Raleway" } });
    fireEvent.change(title.getByLabelText("Taille (px)"), { target: { value: "24" } });
    expect(rootVariable("--font-title")).toContain("Raleway");
    expect(rootVariable("--font-title-size")).toBe("24px");
    fireEvent.click(within(screen.getByRole("tabpanel", { name: "Typographie" })).getByRole("button", { name: /^Enregistrer/ }));
    await screen.findByText("Typographie enregistrée.");
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { family: "Raleway", size: 24, weight: 400, color: null, style: "normal" },
    ]);
  });

  it("is keyboard-operable tabs and has no axe violation", async () => {
    await openPanel();
    const first = screen.getByRole("tab", { name: "Couleurs" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Typographie" }));
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(screen.getByRole("tab", { name: "Pied de page et options avancées" }).getAttribute("aria-selected")).toBe("true");
    await expectNoAxeViolation(document.body);
  });
});

describe("AuditPanel", () => {
  const entry = (id: number, action: string, createdAt: string) => ({
    id,
    userId: 1,
    userEmail: "admin@elan-coaching.fr",
    action,
    entity: "parameter",
    entityId: "HEADING_COLOR",
    before: { value: "#00566FFF" },
    after: { value: "#8A1538FF" },
    createdAt,
  });

  it("lists entries with the Paris date, shows before / after, filters by action and pages", async () => {
    server.use(
      http.get("*/api/admin/audit", ({ request }) => {
        const url = new URL(request.url);
        const list = url.searchParams.get("action") === "parameter.reset" ? [] : [entry(2, "parameter.update", "2026-11-23T03:50:00.000Z")];
        return HttpResponse.json(envelope({ list, total: list.length === 0 ? 0 : 12, pagination: { page: Number(url.searchParams.get("page")), nbItem: 10 } }));
      }),
    );
    render(<AuditPanel onClose={() => {}} />);
    const row = (await screen.findByText("23/11/2026 04:50")).closest("tr")!;
    expect(within(row).getByText("Paramètre modifié")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: /Afficher/ }));
    expect(screen.getByText("#00566FFF").tagName).toBe("DEL");
    expect(screen.getByText("#8A1538FF").tagName).toBe("INS");
    await expectNoAxeViolation(document.body);
    fireEvent.click(screen.getByRole("button", { name: "Page suivante" }));
    await waitFor(() => expect(calls.some((c) => c.path.includes("page=2"))).toBe(true));
    fireEvent.change(screen.getByLabelText("Type de modification"), { target: { value: "parameter.reset" } });
    await screen.findByText("Aucune modification enregistrée.");
    expect(calls.at(-1)!.path).toContain("action=parameter.reset");
    expect(calls.at(-1)!.path).toContain("page=1");
  });
});
