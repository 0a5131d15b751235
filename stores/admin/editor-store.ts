import { createStore, type StoreApi } from "zustand";
import type { PageContentInput } from "@/lib/schemas/cms";

/** A block as the editor holds it: the schema's input (defaults not applied yet) and its id. */
export type DraftBlock = PageContentInput["blocks"][number];

/** How many steps « Annuler » can go back. */
export const HISTORY_LIMIT = 100;
/** Edits of one block closer than this are merged into one undo step. */
export const COALESCE_MS = 800;

/**
 * The layout an edit session started from: its id (publish goes over it) and its hash (the §7 hash
 * check before publishing). `hash` is null only when the server no longer knows it (a revision pruned,
 * a copy kept by this browser before hashes were kept): the publish's own 409 then guards.
 */
export interface BaseLayout {
  id: number;
  hash: string | null;
}

export interface EditorState {
  blocks: DraftBlock[];
  /** Id of the selected block (its form is open), null when none. */
  selectedId: string | null;
  /** Earlier states of `blocks`, most recent last. */
  past: DraftBlock[][];
  /** States undone, most recent last (cleared by any new edit). */
  future: DraftBlock[][];
  /** The published layout the draft started from (hash-checked, then published over; null until loaded). */
  baseLayout: BaseLayout | null;
  setBaseLayout: (base: BaseLayout | null) => void;
  /** Bumped by every edit of `blocks`, not by `load` (autosave watches it). */
  revision: number;
  /** Replaces everything (page loaded, their version reloaded, revision restored): history cleared. */
  load: (blocks: DraftBlock[]) => void;
  select: (id: string | null) => void;
  /**
   * Replaces one block (its form changed). Edits of the same block less than COALESCE_MS apart
   * are one undo step (typing a title is not one step per letter).
   */
  updateBlock: (id: string, block: DraftBlock, now?: number) => void;
  insertBlock: (block: DraftBlock, index?: number) => void;
  moveBlock: (id: string, toIndex: number) => void;
  duplicateBlock: (id: string, newId: string) => void;
  deleteBlock: (id: string) => void;
  undo: () => void;
  redo: () => void;
}

export type EditorStore = StoreApi<EditorState>;

/** Index of the block `id`, -1 when absent. */
export function indexOfBlock(blocks: readonly DraftBlock[], id: string): number {
  return blocks.findIndex((block) => block.id === id);
}

/** A copy of `list` with the item at `from` moved to `to` (clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(target, 0, item);
  return next;
}

/**
 * The editor's draft of one page (one store per edit session, created by the edit mode): the
 * blocks, the selection and the undo / redo history. UI state only: the server keeps the draft
 * (autosave) and validates it.
 */
export function createEditorStore(initial: DraftBlock[] = []): EditorStore {
  return createStore<EditorState>()((set, get) => {
    let lastEdit: { id: string; at: number } | null = null;
    /** Records the current blocks in the history and sets the new ones. */
    const commit = (blocks: DraftBlock[], extra: Partial<EditorState> = {}) => {
      const { blocks: current, past, revision } = get();
      lastEdit = null;
      set({ blocks, past: [...past, current].slice(-HISTORY_LIMIT), future: [], revision: revision + 1, ...extra });
    };
    return {
      blocks: initial,
      selectedId: null,
      baseLayout: null,
      setBaseLayout: (baseLayout) => set({ baseLayout }),
      past: [],
      future: [],
      revision: 0,
      load: (blocks) => {
        lastEdit = null;
        set({ blocks, past: [], future: [], selectedId: null });
      },
      select: (selectedId) => set({ selectedId }),
      updateBlock: (id, block, now = Date.now()) => {
        const { blocks, revision } = get();
        const index = indexOfBlock(blocks, id);
        if (index < 0) return;
        const next = blocks.map((current, i) => (i === index ? block : current));
        if (lastEdit && lastEdit.id === id && now - lastEdit.at < COALESCE_MS) {
          set({ blocks: next, future: [], revision: revision + 1 });
        } else {
          commit(next);
        }
        lastEdit = { id, at: now };
      },
      insertBlock: (block, index) => {
        const { blocks } = get();
        const at = index === undefined ? blocks.length : Math.max(0, Math.min(blocks.length, index));
        commit([...blocks.slice(0, at), block, ...blocks.slice(at)], { selectedId: block.id });
      },
      moveBlock: (id, toIndex) => {
        const { blocks } = get();
        const from = indexOfBlock(blocks, id);
        if (from < 0) return;
        const to = Math.max(0, Math.min(blocks.length - 1, toIndex));
        if (from === to) return;
        commit(moveItem(blocks, from, to));
      },
      duplicateBlock: (id, newId) => {
        const { blocks } = get();
        const index = indexOfBlock(blocks, id);
        const source = blocks[index];
        if (!source) return;
        const copy = { ...structuredClone(source), id: newId };
        commit([...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)], { selectedId: newId });
      },
      deleteBlock: (id) => {
        const { blocks, selectedId } = get();
        if (indexOfBlock(blocks, id) < 0) return;
        commit(
          blocks.filter((block) => block.id !== id),
          selectedId === id ? { selectedId: null } : {},
        );
      },
      undo: () => {
        lastEdit = null;
        const { past, future, blocks, revision } = get();
        const previous = past.at(-1);
        if (!previous) return;
        set({ blocks: previous, past: past.slice(0, -1), future: [...future, blocks], revision: revision + 1 });
      },
      redo: () => {
        lastEdit = null;
        const { past, future, blocks, revision } = get();
        const next = future.at(-1);
        if (!next) return;
        set({ blocks: next, past: [...past, blocks], future: future.slice(0, -1), revision: revision + 1 });
      },
    };
  });
}
