import "server-only";
import { and, count, eq } from "drizzle-orm";
import { normaliseDiscountCode } from "@/lib/domain/shop/discount-code";
import type { Database } from "@/lib/platform/db/types";
import { discountCodes, discountCodeUses } from "@/lib/platform/db/schema";

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** A discount code of the site by its typed code (case and spaces ignored), locked when asked; null when unknown. */
export async function findDiscountCode(db: Database, siteId: number, typed: string, lock: boolean): Promise<DiscountCodeRow | null> {
  const code = normaliseDiscountCode(typed);
  if (code === "") return null;
  const query = db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** How many orders of this customer used the code. */
export async function countCustomerCodeUses(db: Database, siteId: number, codeId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.siteId, siteId), eq(discountCodeUses.discountCodeId, codeId), eq(discountCodeUses.customerId, customerId)));
  return row?.n ?? 0;
}
