// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Palette } from "@/components/admin/editor/palette";
import { BlockForm } from "@/components/admin/editor/schema-form/block-form";
import { blockSchema } from "@/lib/schemas/cms";
import { createEditorStore, type DraftBlock } from "@/stores/admin/editor-store";
import { expectNoAxeViolation } from "./account-helpers";

// jsdom + axe take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

afterEach(cleanup);

let latest: DraftBlock | null = null;
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

describe("palette: the search and album list blocks", () => {
  it.each([
    ["Recherche", "search", { title: "Vous cherchez une information ?", placeholder: "Rechercher…" }, /résultats s’affichent sur la page « Recherche »/],
    ["Liste des albums", "albumList", { title: "Nos albums photo", nbItem: 6, showDescription: true }, /albums photo publiés du site/],
  ] as const)("« %s » is offered, described, and added after the selected block with its defaults", (label, type, defaults, description) => {
    const store = createEditorStore([{ id: "intro", type: "richText", props: { html: "<p>Bonjour</p>" } }, { id: "fin", type: "richText", props: { html: "<p>Fin</p>" } }]);
    store.getState().select("intro");
    const announce = vi.fn();
    render(<Palette store={store} announce={announce} />);
    const select = screen.getByLabelText("Ajouter un bloc") as HTMLSelectElement;
    fireEvent.change(select, { target: { value: type } });
    expect(select.selectedOptions[0]!.text).toBe(label);
    expect(screen.getByText(description).id).toBe(select.getAttribute("aria-describedby"));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    const blocks = store.getState().blocks;
    expect(blocks.map((block) => block.type)).toEqual(["richText", type, "richText"]);
    expect(blocks[1]!.props).toEqual(defaults);
    expect(blockSchema.safeParse(blocks[1]).success).toBe(true);
    expect(announce).toHaveBeenCalledWith(`Bloc ajouté : ${label}.`);
  });
});

describe("search block form", () => {
  it("edits the title and the placeholder; an empty placeholder is left out (the form's own then)", async () => {
    latest = null;
    render(<Harness initial={{ id: "s", type: "search", props: { title: "Vous cherchez une information ?", placeholder: "Rechercher…" } }} />);
    fireEvent.change(screen.getByLabelText(/^Titre/), { target: { value: "Un sujet précis ?" } });
    fireEvent.change(screen.getByLabelText(/^Texte d’exemple dans le champ/), { target: { value: "Stress, confiance en soi…" } });
    expect(sent()?.props).toEqual({ title: "Un sujet précis ?", placeholder: "Stress, confiance en soi…" });
    expect(screen.getByText(/laissez vide pour « Rechercher… »/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Texte d’exemple dans le champ/), { target: { value: "" } });
    expect(sent()?.props).toEqual({ title: "Un sujet précis ?" });
    expect(blockSchema.safeParse(sent()).success).toBe(true);
    const tooLong = "x".repeat(81);
    fireEvent.change(screen.getByLabelText(/^Texte d’exemple dans le champ/), { target: { value: tooLong } });
    expect(screen.getByText("80 caractères au maximum.")).toBeTruthy();
    await expectNoAxeViolation();
  });
});

describe("album list block form", () => {
  it("the number of albums has the schema's bounds, its help, and a French message beyond them; the description can be hidden", async () => {
    latest = null;
    render(<Harness initial={{ id: "l", type: "albumList", props: { title: "Nos albums photo", nbItem: 6, showDescription: true } }} />);
    const count = screen.getByLabelText("Nombre d’albums");
    expect(count.getAttribute("min")).toBe("1");
    expect(count.getAttribute("max")).toBe("100");
    expect(document.getElementById(count.getAttribute("aria-describedby")!)?.textContent).toMatch(/^Entre 1 et 100/);
    fireEvent.change(count, { target: { value: "101" } });
    expect(screen.getByText("La valeur maximale est 100.")).toBeTruthy();
    fireEvent.change(count, { target: { value: "4" } });
    fireEvent.click(screen.getByLabelText("Afficher la description des albums"));
    expect(sent()?.props).toEqual({ title: "Nos albums photo", nbItem: 4, showDescription: false });
    await expectNoAxeViolation();
  });
});
