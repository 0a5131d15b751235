// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BlockForm } from "@/components/admin/editor/schema-form/block-form";
import { blockSchemaOf } from "@/components/admin/editor/schema-form/block-schemas";
import { describeSchema, emptyValue, propsSchemaOf } from "@/components/admin/editor/schema-form/introspect";
import { blockEditors, blockPalette, createBlock } from "@/components/blocks/editors";
import { blockSchema, type BlockType } from "@/lib/schemas/cms";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { DraftBlock } from "@/stores/admin/editor-store";
import { envelope } from "./account-helpers";

// The pickers of the album, form and booking blocks read the site's items (empty here;
// tests/unit/admin-entity-field.test.tsx tests them).
const server = setupServer(
  http.get("*/api/album", () => HttpResponse.json(envelope({ list: [], total: 0, pagination: { page: 1, nbItem: 100 } }))),
  http.get("*/api/admin/forms", () => HttpResponse.json(envelope([]))),
  http.get("*/api/calendar", () => HttpResponse.json(envelope([]))),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
afterEach(() => {
  cleanup();
  resetQueryClient();
});
afterAll(() => server.close());

let latest: DraftBlock | null = null;

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

const TYPES = Object.keys(blockEditors) as BlockType[];

describe("block editors and palette", () => {
  it("every block type has an editor with a French label and a default content valid for its schema", () => {
    expect(blockPalette.map((entry) => entry.type).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) {
      const block = createBlock(type, `b-${type}`);
      const parsed = blockSchema.safeParse(block);
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(blockEditors[type].label).toMatch(/^[A-ZÀ-Ý]/);
    }
  });

  it("describes every field of every schema (nothing unsupported)", () => {
    const unsupported = (node: ReturnType<typeof describeSchema>): string[] =>
      node.kind === "unsupported"
        ? [node.type]
        : node.kind === "object"
          ? node.fields.flatMap((field) => unsupported(field.node))
          : node.kind === "array"
            ? unsupported(node.item)
            : [];
    for (const type of TYPES) expect(unsupported(describeSchema(propsSchemaOf(blockSchemaOf(type)))), type).toEqual([]);
  });

  it("the empty value of a list item is well-shaped (its required keys present)", () => {
    const node = describeSchema(propsSchemaOf(blockSchemaOf("testimonials")));
    if (node.kind !== "object") throw new Error("object expected");
    const items = node.fields.find((field) => field.key === "items")!.node;
    expect(emptyValue(items)).toEqual([{ quote: "", author: "" }]);
  });
});

// Role queries over a whole form are slow in jsdom on a loaded machine.
describe("generated block form", { timeout: 30_000 }, () => {
  it.each(TYPES)("%s: the default content renders without errors and round-trips through an edit", async (type) => {
    latest = null;
    const block = createBlock(type, `b-${type}`) as DraftBlock;
    const { container } = render(<Harness initial={block} />);
    await act(async () => {});
    expect(container.querySelectorAll(".ea-error")).toHaveLength(0);
    const input = container.querySelector<HTMLInputElement>("input[type='text'][required]");
    if (input) {
      fireEvent.change(input, { target: { value: "Nouveau titre" } });
      expect(latest).not.toBeNull();
      const parsed = blockSchema.safeParse(latest);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(JSON.stringify(latest)).toContain("Nouveau titre");
    } else {
      expect(blockSchema.safeParse(block).success).toBe(true);
    }
  });

  it("shows the schema's rules in French: required, max length, link", () => {
    render(<Harness initial={{ id: "h", type: "hero", props: { title: "Bonjour", cta: { label: "Go", href: "/x" } } }} />);
    const title = screen.getByLabelText("Titre");
    expect(title).toHaveProperty("maxLength", 160);
    fireEvent.change(title, { target: { value: "" } });
    expect(screen.getByText("Ce champ est obligatoire.")).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toContain(screen.getByText("Ce champ est obligatoire.").id);
    fireEvent.change(screen.getByLabelText("Lien du bouton"), { target: { value: "pas un lien" } });
    expect(screen.getByText("Lien invalide")).toBeTruthy();
  });

  it("numbers get the schema's bounds and a French message out of them", () => {
    render(<Harness initial={{ id: "n", type: "newsList", props: { nbItem: 3 } }} />);
    const field = screen.getByLabelText("Nombre d’actualités");
    expect(field.getAttribute("min")).toBe("1");
    expect(field.getAttribute("max")).toBe("24");
    fireEvent.change(field, { target: { value: "40" } });
    expect(screen.getByText("La valeur maximale est 24.")).toBeTruthy();
  });

  it("enums are a select with French options; booleans a checkbox", () => {
    render(<Harness initial={createBlock("imageText", "it") as DraftBlock} />);
    const select = screen.getByLabelText("Position de l’image") as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(["À gauche", "À droite"]);
    fireEvent.change(select, { target: { value: "right" } });
    expect((latest?.props as { imagePosition: string }).imagePosition).toBe("right");
    cleanup();
    render(<Harness initial={createBlock("contactInfo", "c") as DraftBlock} />);
    const box = screen.getByLabelText("Afficher les horaires d’ouverture") as HTMLInputElement;
    fireEvent.click(box);
    expect((latest?.props as { showOpeningHours: boolean }).showOpeningHours).toBe(false);
  });

  it("lists: add, reorder and remove items; the minimum is enforced", () => {
    render(<Harness initial={{ id: "t", type: "testimonials", props: { items: [{ quote: "A", author: "Anne" }] } }} />);
    expect((screen.getByRole("button", { name: /Supprimer témoignage 1/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Ajouter : témoignage" }));
    const items = () => (latest?.props as { items: Array<{ quote: string; author: string }> }).items;
    expect(items()).toHaveLength(2);
    expect(screen.getAllByText("Ce champ est obligatoire.").length).toBeGreaterThan(0);
    fireEvent.change(screen.getAllByLabelText("Auteur")[1]!, { target: { value: "Bruno" } });
    fireEvent.click(screen.getByRole("button", { name: /Monter témoignage 2/ }));
    expect(items().map((item) => item.author)).toEqual(["Bruno", "Anne"]);
    fireEvent.click(screen.getByRole("button", { name: /Supprimer témoignage 1/ }));
    expect(items().map((item) => item.author)).toEqual(["Anne"]);
  }, 30_000);

  it("an optional nested object can be added and removed (fieldset)", () => {
    render(<Harness initial={{ id: "h", type: "hero", props: { title: "Bonjour" } }} />);
    fireEvent.click(screen.getByRole("button", { name: "Ajouter : Bouton" }));
    const group = screen.getByRole("group", { name: "Bouton" });
    expect(within(group).getByLabelText("Texte du bouton")).toBeTruthy();
    fireEvent.click(within(group).getByRole("button", { name: "Retirer : Bouton" }));
    expect((latest?.props as { cta?: unknown }).cta).toBeUndefined();
  });

  it("images use the image picker", () => {
    render(<Harness initial={createBlock("image", "i") as DraftBlock} />);
    expect(screen.getByRole("group", { name: "Image" })).toBeTruthy();
  });
});
