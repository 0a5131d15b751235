"use client";
import { useId, useState, type ReactNode } from "react";
import { useForm, type FieldValues, type UseFormRegister } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { CheckboxField } from "@/components/account/checkbox-field";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { TextField } from "@/components/account/text-field";
import { useFocusOnShow } from "@/components/account/use-focus-on-show";
import { DOCUMENT_ACCEPT } from "@/lib/domain/document-type";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import type { FormField, PublicForm } from "@/lib/schemas/forms";
import { answerFormData, dataFormResolver } from "./data-form-resolver";
import { loadVisitorFormsApi, preloadVisitorForms } from "./form-loaders";
import { HoneypotField } from "./honeypot-field";
import { TextAreaField } from "./text-area-field";

const AUTOCOMPLETE: Partial<Record<FormField["kind"], string>> = { email: "email", phone: "tel" };

/** A <select> or file input with its label, hint and error (the kinds TextField does not cover). */
function LabelledControl({ label, hint, error, optional, children }: { label: string; hint?: string; error?: string; optional: boolean; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const ids = { hintId: `${id}-aide`, hint, errorId: `${id}-erreur`, error };
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className={LABEL}>
        {label}
        {optional ? <span className="font-normal"> (facultatif)</span> : null}
      </label>
      {children({ id, describedBy: describedBy(ids) })}
      <FieldMessages {...ids} />
    </div>
  );
}

function FieldControl({ field, register, error }: { field: FormField; register: UseFormRegister<FieldValues>; error?: string }) {
  const hint = field.help ?? undefined;
  const optional = !field.required;
  const invalid = error ? true : undefined;
  switch (field.kind) {
    case "checkbox":
      return <CheckboxField className="sm:col-span-2" label={field.label} hint={hint} error={error} {...register(field.name)} />;
    case "select":
      return (
        <LabelledControl label={field.label} hint={hint} error={error} optional={optional}>
          {({ id, describedBy: described }) => (
            <select id={id} className={INPUT} required={field.required} aria-invalid={invalid} aria-describedby={described} {...register(field.name)}>
              <option value="">Choisissez…</option>
              {(field.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
      );
    case "file":
      return (
        <LabelledControl label={field.label} hint={hint} error={error} optional={optional}>
          {({ id, describedBy: described }) => (
            <input id={id} type="file" accept={DOCUMENT_ACCEPT} className={INPUT} required={field.required} aria-invalid={invalid} aria-describedby={described} {...register(field.name)} />
          )}
        </LabelledControl>
      );
    case "text":
      if (field.multiline) {
        return <TextAreaField className="sm:col-span-2" label={field.label} hint={hint} error={error} optional={optional} maxLength={field.maxLength} {...register(field.name)} />;
      }
      return <TextField label={field.label} hint={hint} error={error} optional={optional} maxLength={field.maxLength} {...register(field.name)} />;
    default:
      return (
        <TextField
          label={field.label}
          hint={hint}
          error={error}
          optional={optional}
          type={field.kind === "phone" ? "tel" : field.kind}
          autoComplete={AUTOCOMPLETE[field.kind]}
          inputMode={field.kind === "email" ? "email" : field.kind === "phone" ? "tel" : undefined}
          {...register(field.name)}
        />
      );
  }
}

/** A form defined as data (GET /forms/{id}), validated field by field by the API's own schema, sent as multipart. */
export function DataForm({ form }: { form: PublicForm }) {
  const honeypotId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const messageRef = useFocusOnShow<HTMLDivElement>(sent !== null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver: dataFormResolver(form.fields) });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { submitFormAnswer } = await loadVisitorFormsApi();
      const honeypot = String(getValues(HONEYPOT_FIELD) ?? "");
      setSent((await submitFormAnswer(form.id, answerFormData(values, form.fields, honeypot))) ?? "Votre demande a bien été envoyée.");
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: form.fields.map((field) => field.name) }));
    }
  });

  if (sent !== null) {
    return (
      <div ref={messageRef} tabIndex={-1} role="status" className="outline-none">
        <p className="text-lg font-semibold">{sent}</p>
      </div>
    );
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label={form.title}
      onSubmit={submitOnce(isSubmitting, submit)}
      onFocus={preloadVisitorForms}
      onPointerDown={preloadVisitorForms}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {form.fields.map((field) => (
        <FieldControl key={field.name} field={field} register={register} error={errors[field.name]?.message as string | undefined} />
      ))}
      <HoneypotField id={honeypotId} {...register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <FormAlert message={alert} />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton pending={isSubmitting} pendingLabel="Envoi en cours…">
          {form.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
