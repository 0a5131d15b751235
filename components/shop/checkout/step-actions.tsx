import type { ReactNode } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/field-styles";

export interface NextButtonProps {
  pending: boolean;
  /** « Vérification… »: said while the server checks the step. */
  pendingLabel: string;
  /** The step cannot be left yet (its reason is in `describedBy`). */
  blocked?: boolean;
  describedBy?: string;
  type?: "submit" | "button";
  onClick?: () => void;
  children: ReactNode;
}

/**
 * The button that leaves a step. Pending or blocked it is aria-disabled, not disabled: the focus
 * stays on it and the reason (aria-describedby) is read out; the step ignores the click.
 */
export function NextButton({ pending, pendingLabel, blocked = false, describedBy, type = "button", onClick, children }: NextButtonProps) {
  return (
    <button
      type={type}
      onClick={onClick}
      className={PRIMARY_BUTTON}
      aria-disabled={pending || blocked || undefined}
      aria-describedby={describedBy}
      data-pending={pending || undefined}
    >
      {pending ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Back to the previous step: nothing chosen is lost. */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={SECONDARY_BUTTON}>
      <span aria-hidden="true">← </span>
      {children}
    </button>
  );
}

/** The row of a step's buttons: back on the left, next on the right (next first for the keyboard on phones). */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">{children}</div>;
}
