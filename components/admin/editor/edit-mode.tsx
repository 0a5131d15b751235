"use client";
import { useEffect, useId, useRef, useState } from "react";
import { useStore } from "zustand";
import { pagePreviewPath } from "@/lib/domain/page-preview";
import type { PageMarker } from "../page-marker";
import { BlockList, blockName } from "./block-list";
import { ConflictDialog } from "./conflict-dialog";
import { DraftConflictDialog } from "./draft-conflict-dialog";
import { Palette } from "./palette";
import { PreviewDialog } from "./preview-dialog";
import { RevisionsDialog } from "./revisions-dialog";
import { BlockForm } from "./schema-form/block-form";
import { focusPageBlock, useInPageBlocks } from "./use-in-page-blocks";
import { useEditSession, type EditSession } from "./use-edit-session";

const STATUS_TEXT: Record<EditSession["status"], string> = {
  idle: "Aucune modification",
  pending: "Modifications en attente…",
  saving: "Enregistrement…",
  saved: "Enregistré",
  error: "Échec de l’enregistrement (copie gardée dans ce navigateur)",
  invalid: "Brouillon non enregistré : corrigez les champs signalés",
};

/** Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y, except inside the rich text editor (its own history). */
function useUndoShortcuts(session: EditSession) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      const key = event.key.toLowerCase();
      const { undo, redo } = session.store.getState();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || key === "y") redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [session.store]);
}

/**
 * Edit mode of a builder page: the page itself (server-rendered draft) with its blocks selectable,
 * and a side panel (complementary region) with the selected block's form, the block list,
 * the palette, undo / redo, preview, history and publish.
 */
export default function EditMode({ page, onLeave }: { page: PageMarker; onLeave: () => void }) {
  const session = useEditSession(page.id);
  const { store } = session;
  const titleId = useId();
  const selectedId = useStore(store, (state) => state.selectedId);
  const selected = useStore(store, (state) => state.blocks.find((block) => block.id === state.selectedId) ?? null);
  const canUndo = useStore(store, (state) => state.past.length > 0);
  const canRedo = useStore(store, (state) => state.future.length > 0);
  const [announcement, setAnnouncement] = useState("");
  const [dialog, setDialog] = useState<"preview" | "revisions" | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  const openBlock = (id: string) => {
    store.getState().select(id);
    requestAnimationFrame(() => formHeading.current?.focus());
  };
  const closeBlock = () => {
    const id = store.getState().selectedId;
    store.getState().select(null);
    if (id) focusPageBlock(id);
  };
  useInPageBlocks(selectedId, openBlock);
  useUndoShortcuts(session);

  const announce = (message: string) => {
    // A new string each time so a repeated message is announced again.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  };

  if (session.loadError) {
    return (
      <aside className="ea-panel" aria-label="Édition de la page">
        <p className="ea-error">Impossible d’ouvrir la page : {session.loadError}</p>
        <div className="ea-row">
          <button type="button" className="ea-button" onClick={session.retry}>
            Réessayer
          </button>
          <button type="button" className="ea-button" onClick={onLeave}>
            Quitter l’édition
          </button>
        </div>
      </aside>
    );
  }

  return (
    <aside className="ea-panel" aria-labelledby={titleId} data-testid="ea-edit-panel">
      <h2 id={titleId}>Modifier « {session.page?.title ?? page.title} »</h2>
      <p className="ea-status" role="status" data-state={session.status}>
        {session.ready ? STATUS_TEXT[session.status] : "Chargement de la page…"}
        {session.status === "error" ? (
          <>
            {" "}
            <button type="button" className="ea-button ea-small" onClick={session.retry}>
              Réessayer
            </button>
          </>
        ) : null}
      </p>
      <div className="ea-row">
        <button type="button" className="ea-button ea-small" disabled={!canUndo} onClick={() => store.getState().undo()} aria-keyshortcuts="Control+Z">
          Annuler
        </button>
        <button type="button" className="ea-button ea-small" disabled={!canRedo} onClick={() => store.getState().redo()} aria-keyshortcuts="Control+Shift+Z">
          Rétablir
        </button>
        <button
          type="button"
          className="ea-button ea-small"
          disabled={!session.page}
          aria-haspopup="dialog"
          onClick={async () => {
            await session.flush();
            setDialog("preview");
          }}
        >
          Aperçu
        </button>
        <button type="button" className="ea-button ea-small" aria-haspopup="dialog" onClick={() => setDialog("revisions")}>
          Historique
        </button>
        <button
          type="button"
          className="ea-button ea-primary"
          disabled={!session.ready || session.publishing || session.status === "invalid"}
          onClick={() => void session.publish()}
        >
          {session.publishing ? "Publication…" : "Publier"}
        </button>
      </div>

      {selected ? (
        <section
          aria-labelledby={`${titleId}-bloc`}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !event.defaultPrevented) {
              event.preventDefault();
              closeBlock();
            }
          }}
        >
          <h3 id={`${titleId}-bloc`} ref={formHeading} tabIndex={-1}>
            {blockName(selected)}
          </h3>
          <BlockForm key={selected.id} block={selected} onChange={(block) => store.getState().updateBlock(selected.id, block)} />
          <button type="button" className="ea-button ea-small" onClick={closeBlock}>
            Fermer le bloc
          </button>
        </section>
      ) : (
        <p className="ea-hint">Cliquez sur un bloc de la page (ou placez-y le focus et appuyez sur Entrée) pour le modifier.</p>
      )}

      <h3>Blocs de la page</h3>
      <Palette store={store} announce={announce} />
      <BlockList store={store} announce={announce} onOpen={openBlock} />

      <div aria-live="polite" className="ea-sr" data-testid="ea-announcer">
        {announcement}
      </div>

      {dialog === "preview" && session.page ? <PreviewDialog path={pagePreviewPath(session.page.url)} onClose={() => setDialog(null)} /> : null}
      {dialog === "revisions" ? <RevisionsDialog pageId={page.id} onRestore={session.restore} onClose={() => setDialog(null)} /> : null}
      {session.draftConflict ? (
        <DraftConflictDialog busy={session.publishing} onReloadDraft={() => void session.reloadDraft()} onClose={session.dismissDraftConflict} />
      ) : null}
      {session.conflict ? (
        <ConflictDialog
          current={session.conflict}
          busy={session.publishing}
          onClose={session.dismissConflict}
          onReloadTheirs={() => void session.reloadTheirs()}
          onPublishCopy={() => void session.publishCopy()}
          onPublishMine={() => void session.publish(session.conflict!)}
        />
      ) : null}
    </aside>
  );
}
