import { z } from "zod";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { CUSTOMIZATION_FILE_MAX_LABEL } from "@/lib/domain/shop/customization-file";
import { CUSTOMIZATION_FILE_MAX_BYTES, type CustomizationAnswer, type CustomizationField, type ProductCustomization } from "./customization";

/**
 * The product sheet's customization form (react-hook-form + zod), built from the product's
 * customizations (GET /product/{id}/customization). It checks in the browser what the server
 * checks again on add (required fields, most characters, choices, file size), with its messages; a
 * file is checked by content in the browser (customizationFileError, the server's own rule) and by
 * POST /product-customization/{id}/file/validate.
 * Field names are `c<customizationId>_<index>`; the server's errors name `<customizationId>.<key>`.
 */

export type CustomizationFormValue = string | boolean | File | null;
export type CustomizationFormValues = Record<string, CustomizationFormValue>;

export interface CustomizationFormField {
  /** react-hook-form name. */
  name: string;
  /** The server's error key: `<customizationId>.<fieldKey>`. */
  errorKey: string;
  customizationId: number;
  field: CustomizationField;
}

export function customizationFormFields(customizations: readonly ProductCustomization[]): CustomizationFormField[] {
  return customizations.flatMap(({ customization }) =>
    customization.customizationValues.map((field, index) => ({
      name: `c${customization.id}_${index}`,
      errorKey: `${customization.id}.${field.key}`,
      customizationId: customization.id,
      field,
    })),
  );
}

/** Characters as a person counts them (an emoji is one), as the server counts them. */
export const characterCount = (text: string) => [...text.trim()].length;

/** The cart API's own French messages (lib/domain/shop/cart-messages.ts), so both say the same. */
export const CUSTOMIZATION_FORM_MESSAGES = {
  required: CART_MESSAGES.fieldRequired,
  choose: CART_MESSAGES.choiceInvalid,
  check: CART_MESSAGES.fieldRequired,
  fileMissing: CART_MESSAGES.fileMissing,
  fileTooBig: CART_MESSAGES.fileTooBig(CUSTOMIZATION_FILE_MAX_LABEL),
  tooManyCharacters: CART_MESSAGES.tooManyCharacters,
} as const;

function fieldSchema({ field }: CustomizationFormField): z.ZodType<CustomizationFormValue> {
  const messages = CUSTOMIZATION_FORM_MESSAGES;
  switch (field.inputType) {
    case "TEXT": {
      const max = field.textNumberOfChar;
      return z
        .string()
        .refine((text) => max === null || characterCount(text) <= max, { message: max === null ? "" : messages.tooManyCharacters(max) })
        .refine((text) => !field.required || text.trim() !== "", { message: messages.required });
    }
    case "SELECT": {
      const keys = new Set(field.selectKey.map((choice) => choice.key));
      return z
        .string()
        .refine((key) => key === "" || keys.has(key), { message: messages.choose })
        .refine((key) => !field.required || key !== "", { message: messages.required });
    }
    case "CHECKBOX":
      return z.boolean().refine((checked) => !field.required || checked, { message: messages.check });
    case "FILE":
      return z
        .instanceof(File)
        .nullable()
        .refine((file) => file === null || file.size <= CUSTOMIZATION_FILE_MAX_BYTES, { message: messages.fileTooBig })
        .refine((file) => !field.required || file !== null, { message: messages.fileMissing });
  }
}

export function customizationFormSchema(fields: readonly CustomizationFormField[]) {
  return z.object(Object.fromEntries(fields.map((entry) => [entry.name, fieldSchema(entry)])));
}

export function customizationFormDefaults(fields: readonly CustomizationFormField[]): CustomizationFormValues {
  return Object.fromEntries(
    fields.map(({ name, field }) => [name, field.inputType === "CHECKBOX" ? false : field.inputType === "FILE" ? null : ""]),
  );
}

/** The answers of POST /cart/…/product/… (only answered fields) and the files by `<id>.<key>`. */
export function customizationAnswers(
  fields: readonly CustomizationFormField[],
  values: CustomizationFormValues,
): { answers: CustomizationAnswer[]; files: Map<string, File> } {
  const answers: CustomizationAnswer[] = [];
  const files = new Map<string, File>();
  for (const { name, customizationId: id, field } of fields) {
    const value = values[name];
    const key = field.key;
    if (field.inputType === "TEXT" && typeof value === "string" && value.trim() !== "") answers.push({ id, key, textValue: value.trim() });
    else if (field.inputType === "CHECKBOX" && value === true) answers.push({ id, key, checkboxValue: true });
    else if (field.inputType === "SELECT" && typeof value === "string" && value !== "") {
      const choice = field.selectKey.find((option) => option.key === value);
      if (choice) answers.push({ id, key, selectValue: { key: choice.key, value: choice.value } });
    } else if (field.inputType === "FILE" && value instanceof File) {
      answers.push({ id, key, filename: `file.${id}.${key}` });
      files.set(`${id}.${key}`, value);
    }
  }
  return { answers, files };
}
