import "server-only";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { fail } from "@/lib/domain/envelope";
import { ApiError, DEFAULT_ERROR_MESSAGES } from "@/lib/platform/api-error";
import { logger } from "@/lib/platform/logger";
import type { AppEnv } from "./app-env";

/** The one error handler: every failure leaves as an envelope; details go to the log only. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(fail(error.message, error.data), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const message = error.status === 413 ? DEFAULT_ERROR_MESSAGES.PAYLOAD_TOO_LARGE : DEFAULT_ERROR_MESSAGES.BAD_REQUEST;
    return c.json(fail(message), error.status as ContentfulStatusCode);
  }
  logger.error("unexpected API error", {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    error,
  });
  return c.json(fail(DEFAULT_ERROR_MESSAGES.INTERNAL, { requestId: c.get("requestId") }), 500);
}

export function handleNotFound(c: Context<AppEnv>) {
  return c.json(fail(`Route inconnue : ${c.req.method} ${c.req.path}.`), 404);
}
