import "server-only";
import { eq } from "drizzle-orm";
import { normaliseDiscountCode } from "@/lib/domain/shop/discount-code";
import type { DiscountCodeType } from "@/lib/schemas/shop/order";
import type { Database } from "@/lib/platform/db/types";
import { discountCodes } from "@/lib/platform/db/schema";

/** A sample discount code; dates are relative to the seeding day (days from now, negative = past). */
export interface SeedDiscountCode {
  code: string;
  label: string;
  type: DiscountCodeType;
  amount: number;
  minimumAmount?: number;
  startsInDays?: number;
  endsInDays?: number;
  maxUses?: number;
  maxUsesPerCustomer?: number;
  usedCount?: number;
}

const DAY_MS = 24 * 3_600_000;

/** Writes a sample site's discount codes when it has none (idempotent). */
export async function seedDiscountCodes(db: Database, siteId: number, codes: readonly SeedDiscountCode[] | undefined, now: Date = new Date()): Promise<void> {
  if (!codes || codes.length === 0) return;
  const [existing] = await db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.siteId, siteId)).limit(1);
  if (existing) return;
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  await db.insert(discountCodes).values(
    codes.map((code) => ({
      siteId,
      code: normaliseDiscountCode(code.code),
      label: code.label,
      type: code.type,
      amount: code.amount,
      minimumAmount: code.minimumAmount ?? null,
      startsAt: at(code.startsInDays),
      endsAt: at(code.endsInDays),
      maxUses: code.maxUses ?? null,
      maxUsesPerCustomer: code.maxUsesPerCustomer ?? null,
      usedCount: code.usedCount ?? 0,
    })),
  );
}
