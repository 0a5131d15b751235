import type { ReactNode } from "react";
import { PRIMARY_BUTTON } from "./field-styles";

export interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  /** Shown while the request runs, e.g. « Connexion en cours… ». */
  pendingLabel: string;
  className?: string;
}

/**
 * The submit button of a form. While pending it says so and is aria-disabled (not disabled: the
 * keyboard focus stays on it); the forms ignore a second submit while pending.
 */
export function SubmitButton({ pending, children, pendingLabel, className = PRIMARY_BUTTON }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} aria-disabled={pending || undefined} data-pending={pending || undefined}>
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
