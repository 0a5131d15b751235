import type { ReactNode } from "react";
import { ERROR } from "@/components/account/field-styles";

/** The id of a fieldset's error line (aria-describedby of the fieldset). */
export const errorIdOf = (id: string) => `${id}-erreur`;

/**
 * A group of radio choices with its legend, hint and error: the error is tied to the group
 * (aria-describedby) and said when the group gets the focus.
 */
export function ChoiceFieldset({ id, legend, hint, error, children, legendClassName = "text-lg font-semibold" }: { id: string; legend: ReactNode; hint?: ReactNode; error?: string | null; children: ReactNode; legendClassName?: string }) {
  const hintId = `${id}-aide`;
  const described = [hint ? hintId : null, error ? errorIdOf(id) : null].filter(Boolean).join(" ");
  return (
    <fieldset id={id} aria-describedby={described || undefined} className="flex min-w-0 flex-col gap-3">
      <legend className={`mb-2 ${legendClassName}`}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorIdOf(id)} className={ERROR}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface RadioChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  /** Phrasing content only (it sits in a label). */
  children: ReactNode;
  describedBy?: string;
  testId?: string;
}

/** One radio choice as a card: the whole card is its label. */
export function RadioChoice({ name, value, checked, disabled = false, onChoose, children, describedBy, testId }: RadioChoiceProps) {
  return (
    <label
      className={`flex min-h-11 items-start gap-3 rounded-md border-2 p-3 ${checked ? "border-primary bg-primary/5" : "border-ink/25"} ${disabled ? "cursor-not-allowed opacity-75" : "cursor-pointer hover:border-primary"}`}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={describedBy}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">{children}</span>
    </label>
  );
}

/** Focus the first choice of a group (a field reported in error). */
export function focusGroup(id: string): void {
  const group = document.getElementById(id);
  const target = group?.querySelector<HTMLElement>("input:checked:not([disabled]), input:not([disabled]), button:not([aria-disabled='true'])");
  target?.focus();
}
