import { describe, expect, it } from "vitest";
import { COALESCE_MS, createEditorStore, HISTORY_LIMIT, moveItem, type DraftBlock } from "@/stores/admin/editor-store";

const text = (id: string, html = `<p>${id}</p>`): DraftBlock => ({ id, type: "richText", props: { html } });
const ids = (blocks: readonly DraftBlock[]) => blocks.map((block) => block.id);

function storeWith(...names: string[]) {
  const store = createEditorStore();
  store.getState().load(names.map((name) => text(name)));
  return store;
}

describe("editor store", () => {
  it("load replaces the blocks and clears the history without counting as an edit", () => {
    const store = storeWith("a", "b");
    store.getState().deleteBlock("a");
    store.getState().load([text("x")]);
    const state = store.getState();
    expect(ids(state.blocks)).toEqual(["x"]);
    expect(state.past).toEqual([]);
    expect(state.future).toEqual([]);
    expect(state.revision).toBe(1);
  });

  it("moves a block and undoes / redoes the move", () => {
    const store = storeWith("a", "b", "c");
    store.getState().moveBlock("a", 2);
    expect(ids(store.getState().blocks)).toEqual(["b", "c", "a"]);
    store.getState().undo();
    expect(ids(store.getState().blocks)).toEqual(["a", "b", "c"]);
    store.getState().redo();
    expect(ids(store.getState().blocks)).toEqual(["b", "c", "a"]);
  });

  it("clamps moves to the list and ignores a move to the same place", () => {
    const store = storeWith("a", "b");
    store.getState().moveBlock("a", 99);
    expect(ids(store.getState().blocks)).toEqual(["b", "a"]);
    store.getState().moveBlock("b", -5);
    expect(ids(store.getState().blocks)).toEqual(["b", "a"]);
    expect(store.getState().past).toHaveLength(1);
  });

  it("duplicates a block right after it, with a new id and a deep copy, and selects the copy", () => {
    const store = storeWith("a", "b");
    store.getState().duplicateBlock("a", "a2");
    const { blocks, selectedId } = store.getState();
    expect(ids(blocks)).toEqual(["a", "a2", "b"]);
    expect(blocks[1]!.props).toEqual(blocks[0]!.props);
    expect(blocks[1]!.props).not.toBe(blocks[0]!.props);
    expect(selectedId).toBe("a2");
  });

  it("deletes a block (selection cleared) and undo brings it back in place", () => {
    const store = storeWith("a", "b", "c");
    store.getState().select("b");
    store.getState().deleteBlock("b");
    expect(ids(store.getState().blocks)).toEqual(["a", "c"]);
    expect(store.getState().selectedId).toBeNull();
    store.getState().undo();
    expect(ids(store.getState().blocks)).toEqual(["a", "b", "c"]);
  });

  it("inserts at an index (or at the end) and selects the new block", () => {
    const store = storeWith("a", "b");
    store.getState().insertBlock(text("n"), 1);
    store.getState().insertBlock(text("z"));
    expect(ids(store.getState().blocks)).toEqual(["a", "n", "b", "z"]);
    expect(store.getState().selectedId).toBe("z");
  });

  it("a new edit clears the redo stack", () => {
    const store = storeWith("a", "b");
    store.getState().moveBlock("a", 1);
    store.getState().undo();
    store.getState().deleteBlock("b");
    expect(store.getState().future).toEqual([]);
    store.getState().redo();
    expect(ids(store.getState().blocks)).toEqual(["a"]);
  });

  it("typing in one block within COALESCE_MS is one undo step; another block or a pause starts a new one", () => {
    const store = storeWith("a", "b");
    const { updateBlock } = store.getState();
    updateBlock("a", text("a", "<p>1</p>"), 1000);
    updateBlock("a", text("a", "<p>12</p>"), 1000 + COALESCE_MS - 1);
    expect(store.getState().past).toHaveLength(1);
    updateBlock("a", text("a", "<p>123</p>"), 1000 + 3 * COALESCE_MS);
    expect(store.getState().past).toHaveLength(2);
    updateBlock("b", text("b", "<p>x</p>"), 1000 + 3 * COALESCE_MS + 1);
    expect(store.getState().past).toHaveLength(3);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().blocks[0]!.props).toEqual({ html: "<p>12</p>" });
  });

  it("every edit bumps the revision (autosave), undo and redo too", () => {
    const store = storeWith("a", "b");
    const start = store.getState().revision;
    store.getState().moveBlock("a", 1);
    store.getState().undo();
    store.getState().redo();
    expect(store.getState().revision).toBe(start + 3);
  });

  it("keeps at most HISTORY_LIMIT steps", () => {
    const store = storeWith("a", "b");
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) store.getState().moveBlock("a", i % 2 === 0 ? 1 : 0);
    expect(store.getState().past).toHaveLength(HISTORY_LIMIT);
  });

  it("undo and redo with an empty history do nothing", () => {
    const store = storeWith("a");
    store.getState().undo();
    store.getState().redo();
    expect(ids(store.getState().blocks)).toEqual(["a"]);
  });

  it("moveItem moves within a copy", () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 0, 2)).toEqual([2, 3, 1]);
    expect(list).toEqual([1, 2, 3]);
  });
});
