import "server-only";
import type { Context } from "hono";
import { ApiError } from "@/lib/platform/api-error";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { type Bucket, clientIp, takeSlots } from "@/lib/platform/rate-limit";
import { hashCartToken } from "@/lib/platform/services/shop/cart-token";
import { DISCOUNT_MESSAGES } from "@/lib/schemas/shop/order";

/**
 * Unknown discount codes (switched off, not started and expired ones included) tried per site and
 * window, by POST /order/discount and POST /order/validate together: per client address, per cart
 * and per customer account, so that neither many addresses on one cart or account nor many carts
 * of one account add up. Room for a customer's typos, not for guessing the shop's codes.
 */
export const DISCOUNT_GUESS_LIMITS = { perClient: 20, perCart: 10, perAccount: 10, windowSeconds: 15 * 60 } as const;

/** Who guesses: the cart id as presented (its hash only goes into the counter's key) and the account, if any. */
export interface DiscountGuesser {
  cartId: string;
  userId: number | null;
}

function guessBuckets(c: Context<AppEnv>, siteId: number, guesser: DiscountGuesser): Bucket[] {
  const { perClient, perCart, perAccount, windowSeconds } = DISCOUNT_GUESS_LIMITS;
  const buckets: Bucket[] = [
    { key: `discount-guess:${siteId}:${clientIp(c)}`, limit: perClient, windowSeconds },
    { key: `discount-guess:cart:${siteId}:${hashCartToken(guesser.cartId)}`, limit: perCart, windowSeconds },
  ];
  if (guesser.userId !== null) buckets.push({ key: `discount-guess:account:${siteId}:${guesser.userId}`, limit: perAccount, windowSeconds });
  return buckets;
}

/** Whether a check's field errors say the typed code does not exist. */
export function namesUnknownCode(errors: Record<string, string[]> | undefined, field: string): boolean {
  return errors?.[field]?.includes(DISCOUNT_MESSAGES.unknown) ?? false;
}

/**
 * Runs a check that looks up the typed `code`, counted as a guess of the client address, the cart
 * and the account: the slots are taken atomically before the lookup (a parallel burst cannot get
 * past a limit), and given back unless the code turned out unknown (stale codes answer as unknown),
 * so a customer re-checking a real code never runs out.
 * `unknownIn` tells from the check's answer or error whether the code was unknown.
 */
export async function countingDiscountGuess<T>(
  c: Context<AppEnv>,
  siteId: number,
  guess: DiscountGuesser & { code: string | null | undefined },
  check: () => Promise<T>,
  unknownIn: (outcome: { result: T } | { error: unknown }) => boolean,
): Promise<T> {
  if (!guess.code) return check();
  const slots = await takeSlots(guessBuckets(c, siteId, guess));
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
