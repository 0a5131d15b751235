"use client";
import { useRef } from "react";
import { LEGAL_PLACEHOLDERS } from "@/lib/domain/legal-text";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import { BUTTON, INPUT } from "./styles";

export interface LegalTextInputProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  describedBy: string;
  invalid: boolean;
}

/**
 * A legal text (HTML with {{KEY}} placeholders filled from the company data at render): a long
 * text area and one button per placeholder, inserting it at the caret.
 */
export function LegalTextInput({ id, value, onChange, describedBy, invalid }: LegalTextInputProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (key: string) => {
    const text = value ?? "";
    const element = area.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const token = `{{${key}}}`;
    onChange(text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <textarea
        ref={area}
        id={id}
        rows={10}
        className={`${INPUT} font-mono`}
        value={value ?? ""}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      />
      <div role="group" aria-label="Insérer une donnée de l'entreprise" className="flex flex-wrap gap-1">
        {LEGAL_PLACEHOLDERS.map((key) => (
          <button key={key} type="button" className={`${BUTTON} text-xs`} onClick={() => insert(key)}>
            <span className="sr-only">Insérer : </span>
            {findParameterDefinition(key)?.label ?? key}
          </button>
        ))}
      </div>
    </div>
  );
}
