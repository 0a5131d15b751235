import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toPlatformError } from "@/lib/api-client/platform-error";

const OFFLINE_MESSAGE = "Le serveur est injoignable : vérifiez votre connexion à Internet puis réessayez.";

/** The message to show for a failed call with no form field involved. */
export function generalMessage(error: unknown): string {
  const failure = toPlatformError(error);
  return failure.status === null ? OFFLINE_MESSAGE : failure.message;
}

/** `{ field: ["message", …] }` from the error's data, whatever the status (400, 409, 422). */
function perFieldMessages(data: unknown): Record<string, string> {
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === "string") : typeof value === "string" ? [value] : [];
    if (messages.length > 0) result[key] = messages.join(" ");
  }
  return result;
}

export interface ApplyApiErrorOptions<T extends FieldValues> {
  /** Form fields that may carry a server message (others go to the general message). */
  fields: readonly Path<T>[];
  /** Field that receives the message of a 409 without per-field data (the e-mail already taken). */
  conflictField?: Path<T>;
}

/**
 * Puts the API's per-field messages (422, and 409 / 400 when they name a field) on the form's
 * fields (the first one focused) and returns the general message to show in the alert region,
 * or null when every message found its field.
 */
export function applyApiError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, options: ApplyApiErrorOptions<T>): string | null {
  const failure = toPlatformError(error);
  if (failure.status === null) return OFFLINE_MESSAGE;

  const messages = [400, 409, 422].includes(failure.status) ? perFieldMessages(failure.data) : {};
  if (failure.status === 409 && options.conflictField && Object.keys(messages).length === 0) {
    messages[options.conflictField] = failure.message;
  }

  const unplaced: string[] = [];
  let focused = false;
  for (const [key, message] of Object.entries(messages)) {
    const field = options.fields.find((name) => name === key);
    if (!field) {
      unplaced.push(message);
      continue;
    }
    setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  if (unplaced.length === 0) return focused ? null : failure.message;
  return [...new Set(focused ? unplaced : [failure.message, ...unplaced])].join(" ");
}
