"use client";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { BUTTON, DANGER_BUTTON } from "./styles";

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting (« Annuler » unless the action is itself a cancellation). */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (showModal): the rest of the page is inert, Tab stays
 * inside, Escape cancels, and the browser returns focus to the button that opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = "Annuler", busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="max-w-md rounded-lg bg-white p-5 text-neutral-900 shadow-xl backdrop:bg-black/60"
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <div className="text-sm">{children}</div>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={BUTTON} onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className={DANGER_BUTTON} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
