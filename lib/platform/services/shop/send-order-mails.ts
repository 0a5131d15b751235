import "server-only";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { orderConfirmationMail, orderNotificationMail } from "@/lib/platform/mail/templates/order";
import type { Database } from "@/lib/platform/db/types";
import type { SiteRow } from "@/lib/platform/services/find-site";
import type { Order } from "@/lib/schemas/shop/order";
import { getOrderSettings } from "./get-order-settings";

/** Where the customer follows an order (the account's order page). */
export const ORDER_PAGE = "/mon-compte/commandes";

/**
 * The two e-mails of a new order, through the mail adapter (outbox, SMTP with retries): the
 * confirmation to the customer (lines, totals, delivery, payment instructions) and the
 * notification to the business (COMPANY_EMAIL, else SEND_MAIL_AS_MAIL; none when neither is set).
 */
export async function sendOrderMails(db: Database, site: SiteRow, origin: string, order: Order): Promise<void> {
  const [branding, settings] = await Promise.all([loadMailBranding(db, site, origin), getOrderSettings(db, site.id)]);
  const confirmation = orderConfirmationMail(branding, order, `${origin}${ORDER_PAGE}/${order.id}`);
  await sendMail(db, site.id, { to: order.customer.email, ...confirmation });
  if (settings.businessEmail) {
    const notification = orderNotificationMail(branding, order, `${origin}/admin`);
    await sendMail(db, site.id, { to: settings.businessEmail, replyTo: order.customer.email, ...notification });
  }
}
