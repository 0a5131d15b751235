import "server-only";
import type { Context } from "hono";
import { ApiError } from "@/lib/platform/api-error";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { clientIp, takeSlots } from "@/lib/platform/rate-limit";
import { DISCOUNT_MESSAGES } from "@/lib/schemas/shop/order";

/**
 * Unknown discount codes tried per client address per site and window, by POST /order/discount and
 * POST /order/validate together: room for a customer's typos, not for guessing the shop's codes.
 */
export const DISCOUNT_GUESS_LIMITS = { perClient: 20, windowSeconds: 15 * 60 } as const;

/** Whether a check's field errors say the typed code does not exist. */
export function namesUnknownCode(errors: Record<string, string[]> | undefined, field: string): boolean {
  return errors?.[field]?.includes(DISCOUNT_MESSAGES.unknown) ?? false;
}

/**
 * Runs a check that looks up the typed `code`, counted as a guess of the client address: the slot is
 * taken atomically before the lookup (a parallel burst cannot get past the limit), and given back
 * when the code turned out to exist, so a customer re-checking a real code never runs out.
 * `unknownIn` tells from the check's answer or error whether the code was unknown.
 */
export async function countingDiscountGuess<T>(
  c: Context<AppEnv>,
  siteId: number,
  code: string | null | undefined,
  check: () => Promise<T>,
  unknownIn: (outcome: { result: T } | { error: unknown }) => boolean,
): Promise<T> {
  if (!code) return check();
  const slots = await takeSlots([{ key: `discount-guess:${siteId}:${clientIp(c)}`, limit: DISCOUNT_GUESS_LIMITS.perClient, windowSeconds: DISCOUNT_GUESS_LIMITS.windowSeconds }]);
  let outcome: { result: T } | { error: unknown };
  try {
    outcome = { result: await check() };
  } catch (error) {
    outcome = { error };
  }
  if (!unknownIn(outcome)) await slots.release();
  if ("error" in outcome) throw outcome.error;
  return outcome.result;
}

/** The unknown-code test of POST /order/discount, which answers 422 on `code`. */
export function unknownCodeError(outcome: { error: unknown } | { result: unknown }): boolean {
  if (!("error" in outcome) || !(outcome.error instanceof ApiError)) return false;
  const data = outcome.error.data as Record<string, string[]> | null | undefined;
  return namesUnknownCode(data ?? undefined, "code");
}
