import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";

/**
 * Whether the address an order's e-mails go to was proven by its owner: the order's customer
 * account still exists, its address was confirmed (users.email_verified_at) and is still the one
 * the order was placed with. Only then may an e-mail repeat what the customer wrote (first name,
 * addresses, message, customization answers): otherwise a stranger who registered someone else's
 * address would write to them under the shop's name.
 */
export async function isOrderAddressConfirmed(db: Database, siteId: number, customer: { id: number | null; email: string }): Promise<boolean> {
  if (customer.id === null) return false;
  const [row] = await db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, customer.id)))
    .limit(1);
  return row !== undefined && row.emailVerifiedAt !== null && row.email === customer.email;
}
