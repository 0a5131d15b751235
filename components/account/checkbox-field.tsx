import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { describedBy, FieldMessages } from "./field-message";

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label on the right, then its hint and error. */
export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-aide`, hint, errorId: `${id}-erreur`, error };
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids)}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <div className="ps-8">
        <FieldMessages {...ids} />
      </div>
    </div>
  );
}
