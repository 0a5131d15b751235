import { useId, type Ref, type TextareaHTMLAttributes } from "react";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error (spread react-hook-form's register() into it). */
export function TextAreaField({ label, hint, error, optional = false, className, rows = 6, ...input }: TextAreaFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-aide`, hint, errorId: `${id}-erreur`, error };
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
        {optional ? <span className="font-normal"> (facultatif)</span> : null}
      </label>
      <textarea
        id={id}
        rows={rows}
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
