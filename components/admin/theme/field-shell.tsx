"use client";
import type { ReactNode } from "react";
import { LINK_BUTTON } from "./styles";

export interface FieldShellProps {
  /** Id of the main control (the label points at it). */
  id: string;
  label: string;
  help: string;
  error?: string | undefined;
  /** Rendered under the control (e.g. contrast warnings), announced with it. */
  notes?: ReactNode;
  onReset?: () => void;
  resetDisabled?: boolean;
  /** The control; it must carry `aria-describedby={describedBy(id, …)}`. */
  children: ReactNode;
  /** Label rendered by the control itself (switches): the shell shows none. */
  inlineLabel?: boolean;
}

/** Ids of the help, notes and error texts of a field, for aria-describedby. */
export function describedBy(id: string, hasError: boolean, hasNotes = false): string {
  return [`${id}-help`, hasNotes ? `${id}-notes` : null, hasError ? `${id}-error` : null].filter(Boolean).join(" ");
}

/** One field of the panel: label, control, help, notes, error and « Rétablir la valeur par défaut ». */
export function FieldShell({ id, label, help, error, notes, onReset, resetDisabled, children, inlineLabel }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1 border-b border-neutral-200 py-3">
      {inlineLabel ? null : (
        <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
          {label}
        </label>
      )}
      {children}
      <p id={`${id}-help`} className="text-xs text-neutral-700">
        {help}
      </p>
      {notes ? (
        <div id={`${id}-notes`} className="text-xs">
          {notes}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {onReset ? (
        <div>
          <button type="button" className={LINK_BUTTON} onClick={onReset} disabled={resetDisabled}>
            Rétablir la valeur par défaut<span className="sr-only"> : {label}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
