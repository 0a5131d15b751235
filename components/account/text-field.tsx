import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { describedBy, FieldMessages } from "./field-message";
import { INPUT, LABEL } from "./field-styles";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Adds « (facultatif) » to the label; other fields are required. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error (spread react-hook-form's register() into it). */
export function TextField({ label, hint, error, optional = false, className, ...input }: TextFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-aide`, hint, errorId: `${id}-erreur`, error };
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
        {optional ? <span className="font-normal"> (facultatif)</span> : null}
      </label>
      <input
        id={id}
        className={INPUT}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids)}
        {...input}
      />
      <FieldMessages {...ids} />
    </div>
  );
}
