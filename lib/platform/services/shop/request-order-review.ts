import "server-only";
import { and, eq } from "drizzle-orm";
import { invoiceReference } from "@/lib/domain/shop/invoice";
import { isReviewableOrderStatus } from "@/lib/domain/shop/order-review-request";
import type { Database } from "@/lib/platform/db/types";
import { orders, users } from "@/lib/platform/db/schema";
import type { JobContext } from "@/lib/platform/jobs/types";
import { siteOrigin } from "@/lib/platform/mail/link-origin";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { orderReviewRequestMail } from "@/lib/platform/mail/templates/review-request";
import { findSite } from "../find-site";
import { issueReviewLink, reviewLinkUrl } from "../issue-review-link";
import { lockOrder } from "@/lib/platform/services/shop/lock-order";

/** Queued by the status change to DELIVERED / COLLECTED (schedule-order-review-request.ts). */
export const ORDER_REVIEW_REQUEST_JOB = "shop.request-order-review";

/**
 * Asks the customer of a delivered or collected order of the site for a review: under the order's
 * row lock, checks it is still DELIVERED / COLLECTED (not refunded since), not asked already
 * (`review_requested_at`) and that the customer's account still exists; then issues a single-use
 * review link for that account and marks the order, in one transaction, and e-mails the link
 * after the commit. Two runs at once: the second waits for the lock, then finds the order marked
 * and sends nothing. At most once: were the process to die between the commit and the e-mail,
 * the request is not sent again (the mail adapter itself retries what SMTP refused).
 * Returns whether an e-mail was sent.
 */
export async function requestOrderReview(db: Database, siteId: number, orderId: number, now: Date): Promise<boolean> {
  const issued = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const order = await lockOrder(tx, siteId, orderId);
    if (!order || !isReviewableOrderStatus(order.status) || order.reviewRequestedAt !== null || order.customerId === null) return null;
    const [customer] = await tx
      .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.id, order.customerId)))
      .limit(1);
    if (!customer) return null;
    const recipient = {
      email: customer.email,
      firstname: customer.firstname?.trim() || order.customerFirstname,
      lastname: customer.lastname?.trim() || order.customerLastname,
    };
    const { token } = await issueReviewLink(tx, siteId, recipient, null, now);
    await tx.update(orders).set({ reviewRequestedAt: now }).where(eq(orders.id, order.id));
    return { token, recipient, reference: invoiceReference(order.invoiceNumber) };
  });
  if (!issued) return false;
  const site = await findSite(db, siteId);
  if (!site) return false;
  const origin = siteOrigin(site);
  const branding = await loadMailBranding(db, site, origin);
  const mail = orderReviewRequestMail(branding, { link: reviewLinkUrl(origin, issued.token), firstname: issued.recipient.firstname, reference: issued.reference });
  await sendMail(db, siteId, { to: issued.recipient.email, ...mail, redact: [issued.token] });
  return true;
}

/** Job handler of « shop.request-order-review » (payload: the order id; the job's site scopes it). */
export async function runRequestOrderReview(job: JobContext): Promise<void> {
  const orderId = Number(job.payload.orderId);
  if (job.siteId === null || !Number.isInteger(orderId)) return;
  await requestOrderReview(job.db, job.siteId, orderId, job.now);
}
