"use client";
import { useId, useState } from "react";
import { normaliseQuantityInput, quantityChoices, quantityError, stepQuantity, type QuantityRule } from "@/lib/domain/shop/cart-quantity";

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  rule: QuantityRule;
  /** Visible label, e.g. « Quantité ». */
  label: string;
  /** Hides the label visually (cart lines: the line's name says what it is). */
  hideLabel?: boolean;
  disabled?: boolean;
  /** A server's message for this quantity, shown instead of the rule's (undefined: the rule's). */
  error?: string;
  className?: string;
}

const BUTTON =
  "grid size-11 shrink-0 place-items-center rounded-md border border-ink/60 bg-surface text-xl font-semibold text-ink hover:bg-primary/10 disabled:cursor-not-allowed disabled:opacity-50";

/** « par multiple de 6 bouteilles »: the §5 hint of a product sold by several; null for one by one. */
export function multipleHint(rule: Pick<QuantityRule, "type" | "sellByMultipleOf">): string | null {
  const multiple = rule.sellByMultipleOf;
  if (multiple <= 1) return null;
  return rule.type === "WINE" ? `Vendu par multiple de ${multiple} bouteilles` : `Vendu par multiple de ${multiple}`;
}

/**
 * A quantity field with − and + buttons (SPEC §5, through lib/domain/shop/cart-quantity): steps by
 * the sell-by multiple, never below it; what is typed is read when the field is left or Enter is
 * pressed (a non-number resets to the multiple); the suggestions are the §9 quantity choices. The
 * rule's French message shows under the field (more than the stock, …).
 */
export function QuantityStepper({ value, onChange, rule, label, hideLabel = false, disabled = false, error, className }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // A new value from outside (a step, the server) replaces what was being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (raw: unknown) => {
    const next = normaliseQuantityInput(raw, rule.sellByMultipleOf);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const down = stepQuantity(value, -1, rule.sellByMultipleOf);
  const up = stepQuantity(value, 1, rule.sellByMultipleOf);
  const upBlocked = up === value || (rule.stock !== null && up > rule.stock);
  const hint = multipleHint(rule);
  const message = disabled ? null : (error ?? quantityError(value, rule));
  const choices = quantityChoices(rule);
  const describedBy = [hint ? `${id}-aide` : null, message ? `${id}-erreur` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={className}>
      <label htmlFor={`${id}-champ`} className={hideLabel ? "sr-only" : "block font-semibold text-ink"}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={BUTTON}
          onClick={() => onChange(down)}
          disabled={disabled || down === value}
          aria-label={`Diminuer la quantité (${label})`}
          aria-controls={`${id}-champ`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={`${id}-champ`}
          type="number"
          inputMode="numeric"
          min={rule.sellByMultipleOf}
          step={rule.sellByMultipleOf}
          max={rule.stock !== null ? Math.max(rule.sellByMultipleOf, rule.stock) : undefined}
          list={`${id}-choix`}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className="block h-11 w-20 rounded-md border border-ink/60 bg-surface px-2 text-center text-ink [appearance:textfield] aria-[invalid=true]:border-2 aria-[invalid=true]:border-ink"
        />
        <datalist id={`${id}-choix`}>
          {choices.map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
        <button
          type="button"
          className={BUTTON}
          onClick={() => onChange(up)}
          disabled={disabled || upBlocked}
          aria-label={`Augmenter la quantité (${label})`}
          aria-controls={`${id}-champ`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint ? (
        <p id={`${id}-aide`} className="mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-erreur`} className="mt-1 min-h-0 text-sm font-semibold empty:hidden" aria-live="polite">
        {message ? (
          <>
            <span aria-hidden="true">⚠ </span>
            {message}
          </>
        ) : null}
      </p>
    </div>
  );
}
