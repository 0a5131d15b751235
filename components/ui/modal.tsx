"use client";
import { useCallback, useId, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { rememberModalClosed } from "./modal-memory";
import { modalRoot } from "./modal-root";
import { useDialogBehaviour } from "./use-dialog";
import { useHydrated } from "./use-hydrated";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** When set, the close time is stored under `evolusite:modal:<rememberKey>`… */
  rememberKey?: string;
  /** …unless the modal is meant to show on every reload. */
  showOnEveryReload?: boolean;
  /** Extra classes for the panel (width, padding). */
  className?: string;
}

/** Generic modal dialog (SPEC §2): Escape or backdrop click closes, page scroll locked while open. */
export function Modal({ open, onClose, title, hideTitle = false, children, rememberKey, showOnEveryReload = false, className }: ModalProps) {
  const hydrated = useHydrated();
  const titleId = useId();
  const active = open && hydrated;

  const close = useCallback(() => {
    if (rememberKey && !showOnEveryReload) rememberModalClosed(rememberKey);
    onClose();
  }, [rememberKey, showOnEveryReload, onClose]);

  const { containerRef } = useDialogBehaviour({ active, onClose: close });

  if (!active) return null;
  return createPortal(
    <div className="fixed inset-0 z-[1000] flex items-center justify-center p-4">
      <div data-testid="modal-backdrop" aria-hidden="true" className="absolute inset-0 bg-black/60" onClick={close} />
      <div
        ref={containerRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-lg bg-surface p-6 text-ink shadow-xl ${className ?? ""}`}
      >
        <h2
          id={titleId}
          className={hideTitle ? "sr-only" : "mb-4 pr-10 font-title text-xl text-heading"}
        >
          {title}
        </h2>
        {children}
        <button
          type="button"
          onClick={close}
          aria-label="Fermer la fenêtre"
          className="absolute right-3 top-3 grid size-9 place-items-center rounded-full text-2xl leading-none text-ink hover:bg-black/10"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>,
    modalRoot(),
  );
}
