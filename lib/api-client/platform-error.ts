import { isAxiosError } from "axios";

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

/** Calls reject with the server's `message`; with no server response, with the raw error's. */
export function toPlatformError(error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  if (isAxiosError(error)) {
    const body = error.response?.data as { message?: unknown; data?: unknown } | undefined;
    if (error.response && body && typeof body.message === "string") {
      return new PlatformError(body.message, error.response.status, body.data ?? null);
    }
    return new PlatformError(error.message, error.response?.status ?? null);
  }
  return new PlatformError(error instanceof Error ? error.message : String(error), null);
}
