import { FORBIDDEN_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from "@/lib/domain/control-characters";
import type { CartError } from "@/lib/schemas/shop/cart";
import type { Customization, CustomizationAnswer } from "@/lib/schemas/shop/customization";
import { CART_MESSAGES } from "./cart-messages";

/**
 * Customization answers checked against the product's customizations (SPEC §5: validated by the
 * server). Used by POST /cart/{cartId}/product/{declinationId} (files as multipart parts) and the
 * price preview (a FILE answer there is its `filename`). Errors carry the key
 * `<customizationId>.<fieldKey>` of the field, as the storefront's form names its inputs.
 */

/** A checked answer, normalised: only answered fields, the SELECT label taken from the field's choices. */
export interface CheckedAnswer {
  id: number;
  key: string;
  textValue?: string;
  checkboxValue?: boolean;
  selectValue?: { key: string; value: string };
  /** FILE answers: the field has a file (its part, or its name in the price preview). */
  file?: true;
}

export interface CheckAnswersOptions {
  /** `<customizationId>.<fieldKey>` of the file parts sent; null = files named by `filename` (price preview). */
  fileParts: ReadonlySet<string> | null;
  /** Check required fields (adding to the cart) or not (price preview of a form being filled). */
  requireFields: boolean;
}

export const answerKey = (id: number, key: string) => `${id}.${key}`;

/** Code points, as a person counts characters (an emoji is one). */
const characterCount = (text: string) => [...text].length;

export function checkCustomizationAnswers(
  customizations: readonly Customization[],
  answers: readonly CustomizationAnswer[],
  options: CheckAnswersOptions,
): { answers: CheckedAnswer[]; errors: CartError[] } {
  const errors: CartError[] = [];
  const checked: CheckedAnswer[] = [];
  const seen = new Set<string>();
  const byId = new Map(customizations.map((customization) => [customization.id, customization]));
  const fail = (key: string, error: string) => errors.push({ key, error });

  for (const answer of answers) {
    const key = answerKey(answer.id, answer.key);
    const customization = byId.get(answer.id);
    if (!customization) {
      fail(key, CART_MESSAGES.customizationUnknown);
      continue;
    }
    const field = customization.customizationValues.find((candidate) => candidate.key === answer.key);
    if (!field) {
      fail(key, CART_MESSAGES.fieldUnknown);
      continue;
    }
    if (seen.has(key)) {
      fail(key, CART_MESSAGES.fieldTwice);
      continue;
    }
    seen.add(key);
    const given = [answer.textValue, answer.checkboxValue, answer.selectValue, answer.filename].filter((value) => value !== undefined).length;
    if (given > 1) {
      fail(key, CART_MESSAGES.answerInvalid);
      continue;
    }
    switch (field.inputType) {
      case "TEXT": {
        if (answer.textValue === undefined) {
          if (given > 0) fail(key, CART_MESSAGES.answerInvalid);
          break;
        }
        const text = answer.textValue.trim();
        if (FORBIDDEN_CONTROL_CHARACTERS.test(text)) fail(key, CONTROL_CHARACTERS_MESSAGE);
        else if (field.textNumberOfChar !== null && characterCount(text) > field.textNumberOfChar) fail(key, CART_MESSAGES.tooManyCharacters(field.textNumberOfChar));
        else if (text !== "") checked.push({ id: answer.id, key: answer.key, textValue: text });
        break;
      }
      case "CHECKBOX":
        if (answer.checkboxValue === undefined) {
          if (given > 0) fail(key, CART_MESSAGES.answerInvalid);
        } else if (answer.checkboxValue) checked.push({ id: answer.id, key: answer.key, checkboxValue: true });
        break;
      case "SELECT": {
        if (answer.selectValue === undefined) {
          if (given > 0) fail(key, CART_MESSAGES.answerInvalid);
          break;
        }
        const choice = field.selectKey.find((option) => option.key === answer.selectValue!.key);
        if (!choice) fail(key, CART_MESSAGES.choiceInvalid);
        else checked.push({ id: answer.id, key: answer.key, selectValue: { key: choice.key, value: choice.value } });
        break;
      }
      case "FILE": {
        if (given > 0 && answer.filename === undefined) {
          fail(key, CART_MESSAGES.answerInvalid);
          break;
        }
        const hasFile = options.fileParts ? options.fileParts.has(key) : answer.filename !== undefined && answer.filename !== "";
        if (hasFile) checked.push({ id: answer.id, key: answer.key, file: true });
        else if (answer.filename !== undefined && answer.filename !== "") fail(key, CART_MESSAGES.fileMissing);
        break;
      }
    }
  }

  // A file part answers its FILE field even without a JSON entry; a part for no FILE field is refused.
  for (const part of options.fileParts ?? []) {
    const [rawId, ...rest] = part.split(".");
    const customization = byId.get(Number(rawId));
    const fieldKey = rest.join(".");
    const field = customization?.customizationValues.find((candidate) => candidate.key === fieldKey);
    if (!customization || !field || field.inputType !== "FILE") {
      fail(part, CART_MESSAGES.fileUnexpected);
      continue;
    }
    if (seen.has(part)) continue;
    seen.add(part);
    checked.push({ id: customization.id, key: fieldKey, file: true });
  }

  if (options.requireFields) {
    const answered = new Set(checked.map((answer) => answerKey(answer.id, answer.key)));
    const failed = new Set(errors.map((error) => error.key));
    for (const customization of customizations) {
      for (const field of customization.customizationValues) {
        const key = answerKey(customization.id, field.key);
        if (field.required && !answered.has(key) && !failed.has(key)) fail(key, field.inputType === "FILE" ? CART_MESSAGES.fileMissing : CART_MESSAGES.fieldRequired);
      }
    }
  }
  // In the order the product shows its customizations and their fields.
  const rank = (answer: CheckedAnswer) => {
    const index = customizations.findIndex((customization) => customization.id === answer.id);
    return index * 1000 + customizations[index]!.customizationValues.findIndex((field) => field.key === answer.key);
  };
  checked.sort((a, b) => rank(a) - rank(b));
  return { answers: checked, errors };
}
