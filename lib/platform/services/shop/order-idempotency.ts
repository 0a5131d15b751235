import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { orderIdempotencyKeys } from "@/lib/platform/db/schema";
import { ORDER_MESSAGES, type OrderInput } from "@/lib/schemas/shop/order";

/**
 * The Idempotency-Key of POST /order (docs/api.md « POST /order »): stored per site and customer
 * with the hash of the order asked for; a retry with the same key and body gets the first order,
 * the same key with another body is a 409.
 */

/** JSON with keys sorted: the same order asked twice hashes the same, whatever the key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function orderBodyHash(input: OrderInput): string {
  return createHash("sha256").update(stableJson(input)).digest("hex");
}

async function findKey(db: Database, siteId: number, customerId: number, key: string) {
  const [existing] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.siteId, siteId), eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.key, key)))
    .limit(1);
  return existing ?? null;
}

/**
 * Before any work or limit: the order a committed request made with this key and body (a retry
 * gets it back without counting as a new attempt); null when the key is new or its request is
 * still running; 409 when the key served for another body.
 */
export async function findReplayedOrder(db: Database, siteId: number, customerId: number, key: string, bodyHash: string): Promise<number | null> {
  const existing = await findKey(db, siteId, customerId, key);
  if (!existing || existing.orderId === null) return null;
  if (existing.bodyHash !== bodyHash) throw new ApiError("CONFLICT", ORDER_MESSAGES.idempotencyConflict);
  return existing.orderId;
}

/** Claims the idempotency key in the transaction; the order it made when a committed request holds it. */
export async function claimKey(tx: Database, siteId: number, customerId: number, key: string, bodyHash: string): Promise<number | null> {
  const inserted = await tx.insert(orderIdempotencyKeys).values({ siteId, customerId, key, bodyHash }).onConflictDoNothing().returning({ id: orderIdempotencyKeys.id });
  if (inserted.length > 0) return null;
  // Another request committed this key (a concurrent one made us wait until it did).
  const existing = await findKey(tx, siteId, customerId, key);
  if (!existing || existing.bodyHash !== bodyHash || existing.orderId === null) throw new ApiError("CONFLICT", ORDER_MESSAGES.idempotencyConflict);
  return existing.orderId;
}

/** Records the order the claimed key made (same transaction). */
export async function recordKeyOrder(tx: Database, siteId: number, customerId: number, key: string, orderId: number): Promise<void> {
  await tx
    .update(orderIdempotencyKeys)
    .set({ orderId })
    .where(and(eq(orderIdempotencyKeys.siteId, siteId), eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.key, key)));
}
