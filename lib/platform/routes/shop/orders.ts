import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { INVOICE_CONTENT_SECURITY_POLICY } from "@/lib/domain/shop/invoice";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, currentUser, requireShop } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseList, parseParams, parseWith } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkDiscountCode } from "@/lib/platform/services/shop/check-discount-code";
import { checkOpenUnpaidOrders } from "@/lib/platform/services/shop/check-open-unpaid-orders";
import { createOrder } from "@/lib/platform/services/shop/create-order";
import { CUSTOMER_ORDER_LIST_SPEC, listOrders } from "@/lib/platform/services/shop/list-orders";
import { loadOrder } from "@/lib/platform/services/shop/load-order";
import { findReplayedOrder, orderBodyHash } from "@/lib/platform/services/shop/order-idempotency";
import { planOrder } from "@/lib/platform/services/shop/plan-order";
import { renderInvoice } from "@/lib/platform/services/shop/render-invoice";
import { DISCOUNT_MESSAGES, discountCheckInputSchema, ORDER_MESSAGES, orderInputSchema, type OrderQuote } from "@/lib/schemas/shop/order";
import { orderDiscountView } from "@/lib/platform/services/shop/order-discount-view";
import type { Context } from "hono";
import { countingDiscountGuess, namesUnknownCode, unknownCodeError } from "./discount-guesses";
import { takeOrderAttempt } from "./order-attempts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
const orderParams = z.object({ id: idParam });
/** `?step=payment`: the payment step's check, before the customer chose how to pay (docs/api.md). */
const validateQuerySchema = z.object({ step: z.enum(["payment"], { error: "Étape inconnue (possible : payment)." }).optional() });

/** A logged customer of the site, or 401 with the checkout's message. */
async function requireCustomer(c: Context<AppEnv>) {
  const user = await currentUser(c);
  if (!user) throw new ApiError("UNAUTHORIZED", ORDER_MESSAGES.loginRequired);
  return user;
}

function idempotencyKey(c: Context<AppEnv>): string | null {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  const key = raw.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw ApiError.validation({ [IDEMPOTENCY_HEADER]: [ORDER_MESSAGES.idempotencyInvalid] }, ORDER_MESSAGES.idempotencyInvalid);
  return key;
}

/**
 * Orders (docs/api.md « Commandes », issue 12): discount codes, the order check, placing an order
 * (logged customers, Idempotency-Key, attempts limited per address and account, open unpaid
 * orders capped), the customer's orders and invoices. Shop sites only.
 */
export const orderRoutes = new Hono<AppEnv>()
  .post("/order/discount", async (c) => {
    const site = await requireShop(c);
    const input = await parseJsonBody(c, discountCheckInputSchema);
    const [db, user] = await Promise.all([getDb(), currentUser(c)]);
    const guess = { code: input.code, cartId: input.idCart, userId: user?.id ?? null };
    const quote = await countingDiscountGuess(c, site.id, guess, () => checkDiscountCode(db, site.id, user, input), unknownCodeError);
    return c.json(ok(quote, DISCOUNT_MESSAGES.applied));
  })
  .post("/order/validate", async (c) => {
    const site = await requireShop(c);
    const { step } = parseWith(validateQuerySchema, { step: c.req.query("step") || undefined });
    const input = await parseJsonBody(c, orderInputSchema);
    const paymentChoices = step === "payment" ? "optional" : "required";
    const [db, user] = await Promise.all([getDb(), currentUser(c)]);
    // Told at the first step: a customer who may not order now need not fill in the rest.
    if (user) await checkOpenUnpaidOrders(db, site.id, user, { lock: false });
    const check = await countingDiscountGuess(
      c,
      site.id,
      { code: input.discount, cartId: input.idCart, userId: user?.id ?? null },
      () => planOrder(db, site, user, input, { lock: false, now: new Date(), paymentChoices }),
      (outcome) => "result" in outcome && namesUnknownCode(outcome.result.errors, "discount"),
    );
    if (!check.quote) throw ApiError.validation(check.errors, Object.values(check.errors)[0]?.[0]);
    const { amounts, discount } = check.quote;
    const quote: OrderQuote = {
      valid: check.plan !== null,
      amounts,
      discount: discount ? orderDiscountView(discount) : null,
      paymentMethods: check.paymentMethods,
      unavailablePaymentMethods: check.unavailablePaymentMethods,
    };
    return c.json(ok(quote, check.plan ? ORDER_MESSAGES.valid : ORDER_MESSAGES.readyForPayment));
  })
  .post("/order", async (c) => {
    const site = await requireShop(c);
    const user = await requireCustomer(c);
    const key = idempotencyKey(c);
    const input = await parseJsonBody(c, orderInputSchema);
    const db = await getDb();
    // A retry of an order already made gets it back, whatever the limits.
    const replayed = key ? await findReplayedOrder(db, site.id, user.id, key, orderBodyHash(input)) : null;
    if (replayed !== null) return c.json(ok(await loadOrder(db, site.id, replayed, user.id)), 200);
    const attempt = await takeOrderAttempt(c, site.id, user.id);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    const { order, created } = await createOrder(db, site, user, input, { idempotencyKey: key, origin });
    if (!created) await attempt.release();
    return c.json(ok(order, created ? ORDER_MESSAGES.created : null), created ? 201 : 200);
  })
  .get("/order", async (c) => {
    const site = await requireShop(c);
    const user = await requireCustomer(c);
    return c.json(ok(await listOrders(await getDb(), site.id, user.id, parseList(c, CUSTOMER_ORDER_LIST_SPEC))));
  })
  .get("/order/:id", async (c) => {
    const site = await requireShop(c);
    const user = await requireCustomer(c);
    const { id } = parseParams(c, orderParams);
    return c.json(ok(await loadOrder(await getDb(), site.id, id, user.id)));
  })
  .get("/order/:id/invoice", async (c) => {
    const site = await requireShop(c);
    const user = await requireCustomer(c);
    const { id } = parseParams(c, orderParams);
    const db = await getDb();
    // The order's customer, or an administrator of the site.
    const order = await loadOrder(db, site.id, id, ADMIN_ROLES.includes(user.role) ? null : user.id);
    return c.body(await renderInvoice(db, site, order), 200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": INVOICE_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
    });
  });
