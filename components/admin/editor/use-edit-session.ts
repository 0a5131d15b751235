"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  checkLayoutHash,
  deletePageDraft,
  getPageLayout,
  isDraftConflict,
  layoutConflictOf as conflictOf,
  publishPageCopy,
  publishPageLayout,
  restorePageLayout,
  savePageDraft,
} from "@/lib/api-client/admin/layouts";
import type { CurrentLayout, PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import { pageContentSchema, type PageContentInput } from "@/lib/schemas/cms";
import { createEditorStore, type BaseLayout, type DraftBlock } from "@/stores/admin/editor-store";
import { createAutosaver, type SaveStatus } from "./autosave";
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from "./local-draft";

/** Quiet time before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

const content = (blocks: DraftBlock[]): PageContentInput => ({ version: 1, blocks });

/**
 * The layout the loaded draft started from: the draft's base (with the hash the server keeps for
 * it), else the published layout. A copy kept by this browser names its base; its hash is the one it
 * kept, or the server's when the server knows that layout.
 */
export function baseLayoutOf(answer: PageLayoutAnswer, local: LocalDraft | null = null): BaseLayout {
  const published = { id: answer.layout.id, hash: answer.layout.hash };
  const known = (id: number): string | null =>
    id === published.id ? published.hash : id === answer.draft?.baseLayoutId ? answer.draft.baseLayoutHash : null;
  if (local) return local.baseLayoutId === null ? published : { id: local.baseLayoutId, hash: local.baseLayoutHash ?? known(local.baseLayoutId) };
  const base = answer.draft?.baseLayoutId ?? null;
  return base === null ? published : { id: base, hash: known(base) };
}

/**
 * Optimistic concurrency of the draft, kept outside React state (read by the autosaver's callbacks):
 * the version of the server's draft this tab last saw (undefined: none yet), sent with each save;
 * `stopped` after a 409 on save: no more autosaves until the server's draft is reloaded.
 */
function createDraftVersion() {
  let seen: number | undefined;
  let stopped = false;
  return {
    seen: () => seen,
    see: (version: number | undefined) => void (seen = version),
    stopped: () => stopped,
    stop: () => void (stopped = true),
    resume: () => void (stopped = false),
  };
}

export interface EditSession {
  store: ReturnType<typeof createEditorStore>;
  ready: boolean;
  loadError: string | null;
  status: SaveStatus;
  /** The page's url ("" for home) and title. */
  page: { url: string; title: string } | null;
  /** The published layout the draft started from: hash-checked, then published over. */
  baseLayout: BaseLayout | null;
  conflict: CurrentLayout | null;
  /**
   * Another tab or window saved this draft since this one loaded it (409 on save): autosaving
   * stopped, this tab's content is kept in this browser until « Recharger le brouillon ».
   */
  draftConflict: boolean;
  /** Loads the server's draft over this tab's content (this browser's copy dropped) and resumes autosaving. */
  reloadDraft: () => Promise<void>;
  /** Hides the draft-conflict dialog; autosave stays suspended (« Réessayer » shows it again). */
  dismissDraftConflict: () => void;
  publishing: boolean;
  retry: () => void;
  /** Publishes over the base, or over `onTopOf` (the newer version the conflict dialog named). */
  publish: (onTopOf?: CurrentLayout) => Promise<void>;
  /** « Publier une copie »: my content as a new page out of the menu, then its editor. */
  publishCopy: () => Promise<void>;
  reloadTheirs: () => Promise<void>;
  restore: (idLayout: number) => Promise<boolean>;
  dismissConflict: () => void;
  /** Saves what is pending now (before a preview). */
  flush: () => Promise<boolean>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "Erreur inconnue.");

/**
 * One edit session of a page: loads the layout and the admin's draft (or this browser's copy when
 * the last save failed), autosaves every edit (debounced PUT draft, then the page re-renders the
 * draft), keeps the layout the draft started from (id and hash) and publishes over it: first the §7
 * hash check, so a stale base opens the conflict dialog (who, when) and my content is not sent; the
 * publish's own 409 (the server's guard, for a publish landing between the check and the publish)
 * opens it too.
 */
export function useEditSession(pageId: number): EditSession {
  const router = useRouter();
  const [store] = useState(() => createEditorStore());
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [page, setPage] = useState<{ url: string; title: string } | null>(null);
  const [baseLayout, setBaseLayout] = useState<BaseLayout | null>(null);
  const [conflict, setConflict] = useState<CurrentLayout | null>(null);
  const [draftConflict, setDraftConflict] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [draftVersion] = useState(createDraftVersion);

  const setBase = useCallback(
    (base: BaseLayout | null) => {
      store.getState().setBaseLayout(base);
      setBaseLayout(base);
    },
    [store],
  );
  const baseOf = useCallback(() => store.getState().baseLayout, [store]);
  /** What this browser keeps when the server cannot take the draft. */
  const keepLocally = useCallback(
    (blocks: DraftBlock[]) => {
      const base = baseOf();
      writeLocalDraft(pageId, {
        blocks,
        baseLayoutId: base?.id ?? null,
        baseLayoutHash: base?.hash ?? null,
        draftVersion: draftVersion.seen() ?? null,
        savedAt: new Date().toISOString(),
      });
    },
    [draftVersion, baseOf, pageId],
  );

  const saver = useMemo(
    () =>
      createAutosaver<DraftBlock[]>({
        delay: AUTOSAVE_DELAY_MS,
        save: async (blocks) => {
          try {
            const saved = await savePageDraft(pageId, { cms: content(blocks), baseLayoutId: baseOf()?.id ?? null, draftVersion: draftVersion.seen() });
            draftVersion.see(saved.version);
          } catch (error) {
            keepLocally(blocks);
            if (isDraftConflict(error)) {
              draftVersion.stop();
              setDraftConflict(true);
            }
            throw error;
          }
          clearLocalDraft(pageId);
          router.refresh();
        },
        onStatus: (next) => setStatus(next),
      }),
    [draftVersion, baseOf, keepLocally, pageId, router],
  );

  /** Edits are saved when the whole page is valid; otherwise the form shows the errors. */
  const scheduleSave = useCallback(
    (blocks: DraftBlock[]) => {
      if (draftVersion.stopped()) {
        // Saving would overwrite the other tab's draft: this browser keeps the edits meanwhile.
        saver.cancel();
        keepLocally(blocks);
        return;
      }
      if (!pageContentSchema.safeParse(content(blocks)).success) {
        saver.cancel();
        keepLocally(blocks);
        setStatus("invalid");
        return;
      }
      saver.schedule(blocks);
    },
    [draftVersion, keepLocally, saver],
  );

  const apply = useCallback(
    (answer: PageLayoutAnswer, serverDraftOnly = false) => {
      setLoadError(null);
      setPage({ url: answer.page.url, title: answer.page.title });
      draftVersion.see(answer.draft?.version);
      const local = serverDraftOnly ? null : readLocalDraft(pageId);
      const serverDraftAt = answer.draft ? Date.parse(answer.draft.updatedAt) : 0;
      if (local && Date.parse(local.savedAt) > serverDraftAt) {
        // Saved with the version it was edited from: a copy older than another tab's save gets the 409.
        if (local.draftVersion !== undefined) draftVersion.see(local.draftVersion ?? undefined);
        store.getState().load(local.blocks);
        setBase(baseLayoutOf(answer, local));
        scheduleSave(local.blocks);
      } else {
        store.getState().load((answer.draft?.cms ?? answer.layout.cms).blocks as DraftBlock[]);
        setBase(baseLayoutOf(answer));
        setStatus(answer.draft ? "saved" : "idle");
      }
      setReady(true);
    },
    [draftVersion, pageId, scheduleSave, setBase, store],
  );
  const fail = useCallback((error: unknown) => setLoadError(messageOf(error)), []);
  const load = useCallback(() => getPageLayout(pageId).then(apply, fail), [apply, fail, pageId]);

  useEffect(() => {
    getPageLayout(pageId).then(apply, fail);
  }, [apply, fail, pageId]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.revision !== previous.revision) scheduleSave(state.blocks);
      }),
    [scheduleSave, store],
  );

  // Leaving the page with unsaved edits: try once more (the local copy is kept on failure).
  useEffect(() => () => void saver.flush(), [saver]);

  /** The §7 hash check of the base: rejects with the 409 naming the newer version when it is stale. */
  const checkBase = useCallback(
    async (base: BaseLayout) => {
      if (base.hash !== null) await checkLayoutHash(pageId, base.id, base.hash);
    },
    [pageId],
  );

  const publish = useCallback(
    async (onTopOf?: CurrentLayout) => {
      const base = onTopOf ? { id: onTopOf.id, hash: onTopOf.hash } : baseOf();
      if (base === null) return;
      setPublishing(true);
      saver.cancel();
      try {
        await checkBase(base);
        const { layout } = await publishPageLayout(pageId, base.id, { cms: content(store.getState().blocks) });
        setBase({ id: layout.id, hash: layout.hash });
        setConflict(null);
        // The publish dropped my draft: the next save starts a new one.
        draftVersion.see(undefined);
        clearLocalDraft(pageId);
        setStatus("idle");
        toast.success("Page publiée");
        router.refresh();
      } catch (error) {
        const current = conflictOf(error);
        if (current) setConflict(current);
        else toast.error(`Publication impossible : ${messageOf(error)}`);
      } finally {
        setPublishing(false);
      }
    },
    [draftVersion, baseOf, checkBase, pageId, router, saver, setBase, store],
  );

  const publishCopy = useCallback(async () => {
    setPublishing(true);
    saver.cancel();
    try {
      const { page: copy, editPath } = await publishPageCopy(pageId, { cms: content(store.getState().blocks) });
      // The server dropped my draft of this page: its content lives in the copy now.
      clearLocalDraft(pageId);
      setConflict(null);
      setStatus("idle");
      toast.success(`Copie publiée : « ${copy.title} » (hors menu)`);
      // Edit mode follows the url: the copy opens in the editor.
      router.push(editPath);
    } catch (error) {
      toast.error(`Copie impossible : ${messageOf(error)}`);
    } finally {
      setPublishing(false);
    }
  }, [pageId, router, saver, store]);

  const reloadTheirs = useCallback(async () => {
    saver.cancel();
    clearLocalDraft(pageId);
    setConflict(null);
    draftVersion.resume();
    setDraftConflict(false);
    try {
      await deletePageDraft(pageId);
    } catch {
      // The draft is replaced at the next save anyway.
    }
    await load();
    toast.info("Version en ligne rechargée");
    router.refresh();
  }, [draftVersion, load, pageId, router, saver]);

  const reloadDraft = useCallback(async () => {
    saver.cancel();
    try {
      const answer = await getPageLayout(pageId);
      // The server's draft wins on purpose: this tab's copy goes at once (kept, it would be newer
      // than the server's draft at the next page load, be loaded and saved again, and get the 409).
      clearLocalDraft(pageId);
      apply(answer, true);
      draftVersion.resume();
      setDraftConflict(false);
      toast.info("Brouillon rechargé");
      router.refresh();
    } catch (error) {
      toast.error(`Rechargement impossible : ${messageOf(error)}`);
    }
  }, [draftVersion, apply, pageId, router, saver]);

  const restore = useCallback(
    async (idLayout: number) => {
      const base = baseOf();
      if (base === null) return false;
      saver.cancel();
      try {
        await checkBase(base);
        const { layout } = await restorePageLayout(pageId, idLayout, base.id);
        store.getState().load(layout.cms.blocks as DraftBlock[]);
        setBase({ id: layout.id, hash: layout.hash });
        draftVersion.see(undefined);
        clearLocalDraft(pageId);
        try {
          await deletePageDraft(pageId);
        } catch {
          // A stale draft would only be offered again; the restored version is published.
        }
        setStatus("idle");
        toast.success("Version restaurée et publiée");
        router.refresh();
        return true;
      } catch (error) {
        const current = conflictOf(error);
        if (current) setConflict(current);
        else toast.error(`Restauration impossible : ${messageOf(error)}`);
        return false;
      }
    },
    [draftVersion, baseOf, checkBase, pageId, router, saver, setBase, store],
  );

  return {
    store,
    ready,
    loadError,
    status,
    page,
    baseLayout,
    conflict,
    draftConflict,
    reloadDraft,
    publishing,
    retry: () => (loadError ? void load() : draftVersion.stopped() ? setDraftConflict(true) : void saver.flush()),
    publish,
    publishCopy,
    reloadTheirs,
    restore,
    dismissConflict: () => setConflict(null),
    dismissDraftConflict: () => setDraftConflict(false),
    flush: () => saver.flush(),
  };
}
