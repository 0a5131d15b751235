import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, or, lt, sql } from "drizzle-orm";
import { unpaidOrderReleaseAt, unpaidOrderReminderAt } from "@/lib/domain/shop/unpaid-order-release";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import {
  cartProducts,
  carts,
  customizationFiles,
  discountCodes,
  discountCodeUses,
  orderCounters,
  orderFiles,
  orderLines,
  orders,
  productDeclinations,
} from "@/lib/platform/db/schema";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "@/lib/platform/services/find-site";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { DISCOUNT_MESSAGES, ORDER_MESSAGES, type Order, type OrderInput } from "@/lib/schemas/shop/order";
import { bookPickupSlot } from "./book-pickup-slot";
import { checkOpenUnpaidOrders } from "./check-open-unpaid-orders";
import { loadOrder } from "./load-order";
import { orderDiscountView } from "./order-discount-view";
import { claimKey, orderBodyHash, recordKeyOrder } from "./order-idempotency";
import { planOrder, type PlannedOrder } from "./plan-order";
import { RELEASE_UNPAID_ORDER_JOB } from "./release-unpaid-order";
import { REMIND_UNPAID_ORDER_JOB } from "./remind-unpaid-order";
import { sendOrderMails } from "./send-order-mails";

type Outcome = { kind: "created"; orderId: number; stockChanged: boolean; releaseAt: Date } | { kind: "replay"; orderId: number };

/** Takes the ordered quantities off the stock (tracked declinations, in id order): never below 0. */
async function takeStock(tx: Database, siteId: number, plan: PlannedOrder): Promise<boolean> {
  const wanted = new Map<number, { quantity: number; name: string }>();
  for (const line of plan.view.products) {
    if (line.stock === null) continue;
    const previous = wanted.get(line.idDeclination);
    wanted.set(line.idDeclination, { quantity: (previous?.quantity ?? 0) + line.quantity, name: line.name });
  }
  for (const id of [...wanted.keys()].sort((a, b) => a - b)) {
    const { quantity, name } = wanted.get(id)!;
    const updated = await tx
      .update(productDeclinations)
      .set({ stock: sql`${productDeclinations.stock} - ${quantity}` })
      .where(and(eq(productDeclinations.siteId, siteId), eq(productDeclinations.id, id), sql`${productDeclinations.stock} >= ${quantity}`))
      .returning({ id: productDeclinations.id });
    // The rows are locked and were checked: this only happens if someone bypassed the locks.
    if (updated.length === 0) throw new ApiError("CONFLICT", ORDER_MESSAGES.outOfStock(name));
  }
  return wanted.size > 0;
}

/** Counts one use of the code, atomically: never past its total limit. */
async function useDiscountCode(tx: Database, siteId: number, codeId: number): Promise<void> {
  const updated = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.id, codeId), or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses))))
    .returning({ id: discountCodes.id });
  if (updated.length === 0) throw ApiError.validation({ discount: [DISCOUNT_MESSAGES.exhausted] }, DISCOUNT_MESSAGES.exhausted);
}

/** The next invoice number of the site, in the order's transaction (the counter row stays locked until commit: no gap, no duplicate). */
async function nextInvoiceNumber(tx: Database, siteId: number): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ siteId, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderCounters.siteId, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
    .returning({ lastNumber: orderCounters.lastNumber });
  return row!.lastNumber;
}

/**
 * POST /order: in ONE transaction, with row locks — the idempotency key (when given), the
 * customer (their open unpaid orders counted under it: check-open-unpaid-orders.ts), the cart,
 * its declinations (id order), the discount code, the pickup calendar, the invoice counter, always
 * in that order — the order is checked again (planOrder), the stock taken (never below 0), the
 * pickup slot booked, the code's use counted, the invoice number given, the order and its lines
 * written as a snapshot, the customization files moved from the cart to the order, the cart
 * emptied, and the unpaid-order release job (and, for an offline payment, its reminder) queued.
 * The catalogue cache is invalidated and the e-mails sent after the commit (for a card order: once
 * it is paid). A retry with the same Idempotency-Key and body gets the first order (200); the same
 * key with another body is a 409.
 */
export async function createOrder(
  db: Database,
  site: SiteRow,
  user: SessionUser,
  input: OrderInput,
  options: { idempotencyKey: string | null; origin: string; now?: Date },
): Promise<{ order: Order; created: boolean }> {
  const now = options.now ?? new Date();
  const siteId = site.id;
  const bodyHash = orderBodyHash(input);
  const outcome = await db.transaction(async (transaction): Promise<Outcome> => {
    const tx = transaction as unknown as Database;
    if (options.idempotencyKey) {
      const previous = await claimKey(tx, siteId, user.id, options.idempotencyKey, bodyHash);
      if (previous !== null) return { kind: "replay", orderId: previous };
    }
    await checkOpenUnpaidOrders(tx, siteId, user, { lock: true });
    const { errors, plan } = await planOrder(tx, site, user, input, { lock: true, now });
    if (!plan) {
      const first = Object.values(errors)[0]?.[0];
      throw ApiError.validation(errors, first);
    }
    const stockChanged = await takeStock(tx, siteId, plan);
    if (plan.discount) await useDiscountCode(tx, siteId, plan.discount.id);
    const booking = plan.pickup
      ? await bookPickupSlot(tx, siteId, { calendarId: plan.pickup.calendarId, day: plan.pickup.day, idSchedule: plan.pickup.idSchedule, reference: `commande-${randomUUID()}` }, now)
      : null;
    const invoiceNumber = await nextInvoiceNumber(tx, siteId);

    const billing = plan.billingAddress;
    const [order] = await tx
      .insert(orders)
      .values({
        siteId,
        customerId: user.id,
        customerEmail: user.email,
        customerFirstname: user.firstname ?? billing.firstname,
        customerLastname: user.lastname ?? billing.lastname,
        invoiceNumber,
        status: "AWAITING_PAYMENT",
        paymentMethod: plan.paymentMethod,
        deliveryType: plan.deliveryType,
        carrier: plan.carrier,
        accessPoint: plan.accessPoint,
        pickup:
          plan.pickup && booking
            ? {
                calendarId: booking.calendarId,
                day: booking.day,
                idSchedule: booking.idSchedule,
                start: booking.start,
                end: booking.end,
                label: pickupLabel(booking.start, booking.end),
                address: plan.pickup.address,
              }
            : null,
        pickupBookingId: booking?.id ?? null,
        deliveryAddress: plan.deliveryAddress,
        billingAddress: billing,
        phone: plan.phone,
        message: plan.message,
        discountCodeId: plan.discount?.id ?? null,
        discount: plan.discount ? orderDiscountView(plan.discount) : null,
        totalProduct: plan.amounts.totalProduct,
        totalProductToPay: plan.amounts.totalProductToPay,
        discountAmount: plan.amounts.discount,
        shippingFee: plan.amounts.shippingFee,
        shippingDiscount: plan.amounts.shippingDiscount,
        total: plan.amounts.total,
        ageConfirmedAt: plan.ageConfirmed ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;

    // The stored answers name the files (fileId); the view gives the labels and values shown.
    const stored = await tx
      .select({ id: cartProducts.id, answers: cartProducts.answers })
      .from(cartProducts)
      .where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, plan.cart.row.id)));
    const answersByLine = new Map(stored.map((line) => [line.id, line.answers]));
    const fileIds = new Set<number>();
    await tx.insert(orderLines).values(
      plan.view.products.map((line, position) => {
        const answers = answersByLine.get(line.id) ?? [];
        return {
          siteId,
          orderId,
          productId: line.idProduct,
          declinationId: line.idDeclination,
          name: line.name,
          reference: line.reference,
          declinationLabel: line.declinationLabel,
          type: line.type,
          capacity: line.capacity,
          capacityUnit: line.capacityUnit,
          setQuantity: line.setQuantity,
          isDematerialized: line.isDematerialized,
          stockTracked: line.stock !== null,
          quantity: line.quantity,
          fixedPrice: line.fixedPrice,
          unitPrice: line.unitPrice,
          customizationCost: line.customizationCost,
          total: line.total,
          totalToPay: line.totalToPay,
          customizations: line.customizations.map((answer) => {
            const fileId = answers.find((a) => a.id === answer.id && a.key === answer.key)?.fileId ?? null;
            if (fileId !== null) fileIds.add(fileId);
            return { label: answer.label, value: answer.value, fileId };
          }),
          position,
        };
      }),
    );
    if (fileIds.size > 0) {
      const ids = [...fileIds];
      await tx.update(customizationFiles).set({ cartId: null }).where(and(eq(customizationFiles.siteId, siteId), inArray(customizationFiles.id, ids)));
      await tx.insert(orderFiles).values(ids.map((fileId) => ({ siteId, orderId, fileId })));
    }
    if (plan.discount) await tx.insert(discountCodeUses).values({ siteId, discountCodeId: plan.discount.id, customerId: user.id, orderId, createdAt: now });

    await tx.delete(cartProducts).where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, plan.cart.row.id)));
    await tx.update(carts).set({ discountCode: null, deliveryType: null, updatedAt: now }).where(and(eq(carts.siteId, siteId), eq(carts.id, plan.cart.row.id)));
    if (options.idempotencyKey) await recordKeyOrder(tx, siteId, user.id, options.idempotencyKey, orderId);
    const releaseAt = unpaidOrderReleaseAt(plan.paymentMethod, now, booking ? new Date(booking.end) : null, plan.settings.unpaidHoldDays);
    await enqueueJob(tx, { siteId, kind: RELEASE_UNPAID_ORDER_JOB, payload: { orderId }, runAt: releaseAt });
    const reminderAt = unpaidOrderReminderAt(plan.paymentMethod, now, releaseAt);
    if (reminderAt) await enqueueJob(tx, { siteId, kind: REMIND_UNPAID_ORDER_JOB, payload: { orderId, releaseAt: releaseAt.toISOString() }, runAt: reminderAt });
    return { kind: "created", orderId, stockChanged, releaseAt };
  });

  if (outcome.kind === "replay") return { order: await loadOrder(db, siteId, outcome.orderId, user.id), created: false };
  if (outcome.stockChanged) invalidateTags(cacheTags.catalogue(siteId));
  const order = await loadOrder(db, siteId, outcome.orderId, user.id);
  // A card order is confirmed by e-mail once paid (apply-card-payment.ts): an abandoned card
  // payment must not leave the customer with a « commande enregistrée » for an order released 30 minutes later.
  if (order.paymentMethod !== "CARD") runInBackground("order-mails", () => sendOrderMails(db, site, options.origin, order, { paymentDeadline: outcome.releaseAt }));
  return { order, created: true };
}

const PARIS_TIME = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** « 10h00 – 11h00 » in Paris time. */
function pickupLabel(start: string, end: string): string {
  const time = (iso: string) => PARIS_TIME.format(new Date(iso)).replace(":", "h");
  return `${time(start)} – ${time(end)}`;
}
