import type { DraftBlock } from "@/stores/admin/editor-store";

/** The draft kept in this browser when the server could not be reached (offline, error). */
export interface LocalDraft {
  blocks: DraftBlock[];
  baseLayoutId: number | null;
  /** The hash of that layout (absent in copies written before it was kept). */
  baseLayoutHash?: string | null;
  /**
   * The version of the server's draft this copy was edited from (null: none existed; absent in
   * copies written before it was kept): saving the copy sends it, so a stale copy gets the 409.
   */
  draftVersion?: number | null;
  savedAt: string;
}

const key = (pageId: number) => `evolusite:brouillon:${pageId}`;

export function readLocalDraft(pageId: number): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key(pageId));
    const parsed = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return parsed && Array.isArray(parsed.blocks) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(pageId: number, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(key(pageId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the on-screen error status still tells the admin.
  }
}

export function clearLocalDraft(pageId: number): void {
  try {
    window.localStorage.removeItem(key(pageId));
  } catch {
    // Nothing to clear.
  }
}
