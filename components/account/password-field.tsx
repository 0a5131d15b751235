"use client";
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { describedBy, FieldMessages } from "./field-message";
import { INPUT, LABEL } from "./field-styles";
import { loadCommonPasswords } from "./form-tools";

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show / hide toggle (a real button, reachable with Tab). A new password's
 * field fetches the common-password list on focus, so the check is ready by the first validation.
 */
export function PasswordField({ label, hint, error, className, onFocus, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const ids = { hintId: `${id}-aide`, hint, errorId: `${id}-erreur`, error };
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={`${INPUT} pr-28`}
          required
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids)}
          {...input}
          onFocus={(event) => {
            if (input.autoComplete === "new-password") void loadCommonPasswords().catch(() => undefined);
            onFocus?.(event);
          }}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded px-3 text-sm font-semibold text-ink underline underline-offset-2 hover:bg-ink/10"
        >
          {visible ? "Masquer" : "Afficher"} <span className="sr-only">le mot de passe</span>
        </button>
      </div>
      <FieldMessages {...ids} />
    </div>
  );
}
