"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState, type ChangeEvent } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";
import { CUSTOMIZATION_FILE_MAX_BYTES, CUSTOMIZATION_FILE_TYPES, type Customization, type ProductCustomization } from "@/lib/schemas/shop/customization";
import {
  characterCount,
  customizationAnswers,
  customizationFormDefaults,
  customizationFormFields,
  customizationFormSchema,
  type CustomizationFormField,
  type CustomizationFormValues,
} from "@/lib/schemas/shop/customization-form";
import { CUSTOMIZATION_FILE_MAX_LABEL, customizationFileError } from "@/lib/domain/shop/customization-file";
import { formatEuros } from "@/lib/domain/money";
import { queryKeys } from "@/lib/api-client/query-keys";
import { toPlatformError } from "@/lib/api-client/platform-error";
import { cartErrorsOf, fetchCustomizationPrice, validateCustomizationFile } from "@/lib/api-client/shop/cart";

/** The form of the product's customizations and its fields, for the buy box (one form with the quantity). */
export function useCustomizationForm(customizations: readonly ProductCustomization[]) {
  const fields = useMemo(() => customizationFormFields(customizations), [customizations]);
  const form = useForm<CustomizationFormValues>({
    resolver: zodResolver(customizationFormSchema(fields)) as never,
    defaultValues: customizationFormDefaults(fields),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  return { form, fields };
}

/** « + 5,00 € par article », « + 10 % du prix »: what a customization adds; null when free or prices are hidden. */
export function customizationCostLabel(customization: Customization, hidePrices: boolean): string | null {
  if (hidePrices || customization.costType === "NONE" || customization.amount === 0) return null;
  return customization.costType === "EURO" ? `+ ${formatEuros(customization.amount)} par article` : `+ ${customization.amount} % du prix`;
}

const ACCEPT = CUSTOMIZATION_FILE_TYPES.join(",");

/** The browser's own check of a chosen file, by the server's rule: size, then its type read from its content (never its name). */
async function localFileError(file: File): Promise<string | null> {
  // At most one byte over the limit is read: enough to tell « too big » without loading a huge file.
  return customizationFileError(new Uint8Array(await file.slice(0, CUSTOMIZATION_FILE_MAX_BYTES + 1).arrayBuffer()));
}

/** The hint and error ids of a field, for FieldMessages and aria-describedby. */
function messageIds(id: string, hint: string | undefined, error: string | undefined) {
  return { hintId: `${id}-aide`, hint, errorId: `${id}-erreur`, error };
}

/** A field's label, « (facultatif) » when it is not required. */
function FieldLabel({ htmlFor, field }: { htmlFor: string; field: CustomizationFormField["field"] }) {
  return (
    <label htmlFor={htmlFor} className={LABEL}>
      {field.label}
      {field.required ? null : <span className="font-normal"> (facultatif)</span>}
    </label>
  );
}

function TextInput({ entry, form }: { entry: CustomizationFormField; form: UseFormReturn<CustomizationFormValues> }) {
  const id = useId();
  const value = useWatch({ control: form.control, name: entry.name });
  const error = form.formState.errors[entry.name]?.message;
  const max = entry.field.textNumberOfChar;
  const count = characterCount(typeof value === "string" ? value : "");
  const counter = max !== null ? `${count} / ${max} caractères` : null;
  const hint = [entry.field.help, counter].filter(Boolean).join(" · ") || undefined;
  const ids = messageIds(id, hint, error);
  const long = max !== null && max > 80;
  const props = {
    id,
    className: INPUT,
    required: entry.field.required,
    "aria-invalid": error || (max !== null && count > max) ? true : undefined,
    "aria-describedby": describedBy(ids),
    ...form.register(entry.name),
  };
  return (
    <div>
      <FieldLabel htmlFor={id} field={entry.field} />
      {long ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />}
      <FieldMessages {...ids} />
    </div>
  );
}

function SelectInput({ entry, form }: { entry: CustomizationFormField; form: UseFormReturn<CustomizationFormValues> }) {
  const id = useId();
  const error = form.formState.errors[entry.name]?.message;
  const ids = messageIds(id, entry.field.help ?? undefined, error);
  return (
    <div>
      <FieldLabel htmlFor={id} field={entry.field} />
      <select
        id={id}
        className={INPUT}
        required={entry.field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids)}
        {...form.register(entry.name)}
      >
        <option value="">Choisir…</option>
        {entry.field.selectKey.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.value}
          </option>
        ))}
      </select>
      <FieldMessages {...ids} />
    </div>
  );
}

function CheckboxInput({ entry, form }: { entry: CustomizationFormField; form: UseFormReturn<CustomizationFormValues> }) {
  const id = useId();
  const error = form.formState.errors[entry.name]?.message;
  const ids = messageIds(id, entry.field.help ?? undefined, error);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids)}
          {...form.register(entry.name)}
        />
        <label htmlFor={id}>{entry.field.label}</label>
      </div>
      <div className="ps-8">
        <FieldMessages {...ids} />
      </div>
    </div>
  );
}

function FileInput({ entry, form }: { entry: CustomizationFormField; form: UseFormReturn<CustomizationFormValues> }) {
  const id = useId();
  const [checking, setChecking] = useState(false);
  const value = useWatch({ control: form.control, name: entry.name });
  const error = form.formState.errors[entry.name]?.message;
  const limit = `PNG, JPEG ou PDF, ${CUSTOMIZATION_FILE_MAX_LABEL} au maximum.`;
  const status = checking ? "Vérification du fichier…" : value instanceof File ? `Fichier retenu : ${value.name}` : null;
  const hint = [entry.field.help, limit].filter(Boolean).join(" ");
  const ids = messageIds(id, hint, error);

  const reject = (input: HTMLInputElement, message: string) => {
    input.value = "";
    form.setValue(entry.name, null);
    form.setError(entry.name, { type: "file", message });
  };

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    form.clearErrors(entry.name);
    if (!file) {
      form.setValue(entry.name, null);
      return;
    }
    setChecking(true);
    try {
      const local = await localFileError(file);
      if (local) return reject(input, local);
      try {
        await validateCustomizationFile(entry.customizationId, entry.field.key, file);
        form.setValue(entry.name, file, { shouldDirty: true });
      } catch (failure) {
        const fieldError = cartErrorsOf(failure)[0]?.error;
        reject(input, fieldError ?? toPlatformError(failure).message);
      }
    } catch {
      reject(input, "Le fichier n'a pas pu être lu. Choisissez-le à nouveau.");
    } finally {
      setChecking(false);
    }
  }

  return (
    <div>
      <FieldLabel htmlFor={id} field={entry.field} />
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="mt-1 block w-full text-ink file:me-3 file:min-h-11 file:rounded-md file:border-2 file:border-primary file:bg-surface file:px-4 file:font-semibold file:text-ink"
        required={entry.field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy(ids), `${id}-etat`].filter(Boolean).join(" ")}
        aria-busy={checking || undefined}
        onChange={handleChange}
      />
      <p id={`${id}-etat`} className="mt-1 text-sm" aria-live="polite">
        {status}
      </p>
      <FieldMessages {...ids} />
    </div>
  );
}

const INPUTS = { TEXT: TextInput, SELECT: SelectInput, CHECKBOX: CheckboxInput, FILE: FileInput } as const;

export interface CustomizationFormProps {
  form: UseFormReturn<CustomizationFormValues>;
  fields: readonly CustomizationFormField[];
  customizations: readonly ProductCustomization[];
  productId: number;
  declinationId: number;
  quantity: number;
  hidePrices: boolean;
}

/**
 * The product's customizations (SPEC §3: TEXT with its most characters, SELECT, CHECKBOX, FILE),
 * one fieldset each with what it costs, and the unit price with the answers given so far as the
 * server computes it (POST …/customize/price). Rendered inside the buy box's form, which sends it.
 */
export function CustomizationForm({ form, fields, customizations, productId, declinationId, quantity, hidePrices }: CustomizationFormProps) {
  if (customizations.length === 0) return null;
  const priced = !hidePrices && customizations.some(({ customization }) => customization.costType !== "NONE" && customization.amount > 0);
  return (
    <div className="flex flex-col gap-5">
      {customizations.map(({ customization }) => {
        const cost = customizationCostLabel(customization, hidePrices);
        return (
          <fieldset key={customization.id} className="flex flex-col gap-4 rounded-lg border border-ink/20 p-4">
            <legend className="px-1 font-semibold text-heading">
              {customization.label}
              {cost ? (
                <>
                  {" "}
                  <span className="font-normal">({cost})</span>
                </>
              ) : null}
            </legend>
            {fields
              .filter((entry) => entry.customizationId === customization.id)
              .map((entry) => {
                const Input = INPUTS[entry.field.inputType];
                return <Input key={entry.name} entry={entry} form={form} />;
              })}
          </fieldset>
        );
      })}
      {priced ? <CustomizedPrice form={form} fields={fields} productId={productId} declinationId={declinationId} quantity={quantity} /> : null}
    </div>
  );
}

/** The answers, settled for 400 ms (a price is asked once typing pauses). */
function useSettledAnswers(form: UseFormReturn<CustomizationFormValues>, fields: readonly CustomizationFormField[]) {
  const values = useWatch({ control: form.control }) as CustomizationFormValues;
  const key = JSON.stringify(customizationAnswers(fields, values).answers);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(key), 400);
    return () => window.clearTimeout(timer);
  }, [key]);
  return settled;
}

function CustomizedPrice({
  form,
  fields,
  productId,
  declinationId,
  quantity,
}: Pick<CustomizationFormProps, "form" | "fields" | "productId" | "declinationId" | "quantity">) {
  const answers = useSettledAnswers(form, fields);
  const hasAnswers = answers !== "[]";
  const price = useQuery({
    queryKey: queryKeys.customizationPrice(productId, declinationId, answers, quantity),
    queryFn: () => fetchCustomizationPrice(productId, declinationId, JSON.parse(answers), quantity),
    enabled: hasAnswers,
    retry: false,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  let text = "Le prix avec personnalisation s'affiche dès qu'un champ est rempli.";
  if (hasAnswers && price.data) {
    text = `Prix unitaire avec personnalisation : ${formatEuros(price.data.unitPrice)}, dont ${formatEuros(price.data.customizationCost)} de personnalisation.`;
  } else if (hasAnswers && price.isError) {
    text = "Le prix avec personnalisation n'a pas pu être calculé ; il sera recalculé dans votre panier.";
  } else if (hasAnswers) {
    text = "Calcul du prix avec personnalisation…";
  }
  return (
    <p className="rounded-md bg-primary/10 px-4 py-3 text-sm font-semibold" aria-live="polite" data-testid="prix-personnalise">
      {text}
    </p>
  );
}
