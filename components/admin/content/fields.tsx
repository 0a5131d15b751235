"use client";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { ERROR_TEXT, INPUT, LABEL } from "../media/styles";

/** Controls of the « Contenus » forms: fixed admin colours (the site's theme never restyles the panel). */

interface FieldIds {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** aria-describedby of a control: its hint, then its error. */
export function describedBy({ hintId, errorId, hint, error }: FieldIds): string | undefined {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
}

/** The hint and the error under a control (the error id ends in « -erreur », as in the account forms). */
export function FieldNotes({ hintId, errorId, hint, error }: FieldIds) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-neutral-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`mt-1 font-semibold ${ERROR_TEXT}`}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional: boolean }) {
  return (
    <label htmlFor={htmlFor} className={LABEL}>
      {label}
      {optional ? <span className="font-normal"> (facultatif)</span> : null}
    </label>
  );
}

interface CommonProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** « (facultatif) » after the label; other fields are required. */
  optional?: boolean;
}

export interface InputFieldProps extends CommonProps, Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error (spread react-hook-form's register() into it). */
export function InputField({ label, hint, error, optional = false, className, ...input }: InputFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-aide`, errorId: `${id}-erreur`, hint, error };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input id={id} className={`mt-1 ${INPUT}`} required={!optional} aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids)} {...input} />
      <FieldNotes {...ids} />
    </div>
  );
}

export interface TextAreaFieldProps extends CommonProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, error, optional = false, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-aide`, errorId: `${id}-erreur`, hint, error };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea id={id} className={`mt-1 ${INPUT}`} required={!optional} aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids)} {...textarea} />
      <FieldNotes {...ids} />
    </div>
  );
}

/** The general error of a form or a list; the live region stays in the page so it is announced. */
export function AlertLine({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? `rounded border border-red-800 bg-red-50 px-3 py-2 font-semibold ${ERROR_TEXT}` : undefined}>
      {message}
    </div>
  );
}
