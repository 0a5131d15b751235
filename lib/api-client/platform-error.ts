import type { AxiosError } from "axios";

/** A failed platform call: the server's message (SPEC §8), its status and per-field errors. */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "PlatformError";
  }

  /** Per-field messages of a 422, or {} */
  get fieldErrors(): Record<string, string[]> {
    return this.status === 422 && this.data && typeof this.data === "object" ? (this.data as Record<string, string[]>) : {};
  }
}

/** The error body as an object; binary calls (responseType "arraybuffer") get the envelope as bytes. */
function envelopeOf(data: unknown): { message?: unknown; data?: unknown } | undefined {
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    try {
      return JSON.parse(new TextDecoder().decode(data)) as { message?: unknown; data?: unknown };
    } catch {
      return undefined;
    }
  }
  return data && typeof data === "object" ? (data as { message?: unknown; data?: unknown }) : undefined;
}

/**
 * Recognised by axios' own marker rather than its `isAxiosError` helper: the forms import this file
 * at once, axios only with their first call (components/account/form-tools.ts).
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Calls reject with the server's `message`; with no server response, with the raw error's. */
export function toPlatformError(error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  if (isAxiosError(error)) {
    const body = envelopeOf(error.response?.data);
    if (error.response && body && typeof body.message === "string") {
      return new PlatformError(body.message, error.response.status, body.data ?? null);
    }
    return new PlatformError(error.message, error.response?.status ?? null);
  }
  return new PlatformError(error instanceof Error ? error.message : String(error), null);
}
