import "server-only";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { orderConfirmationMail, orderNotificationMail } from "@/lib/platform/mail/templates/order";
import type { Database } from "@/lib/platform/db/types";
import type { SiteRow } from "@/lib/platform/services/find-site";
import type { Order } from "@/lib/schemas/shop/order";
import { getOrderSettings } from "./get-order-settings";
import { isOrderAddressConfirmed } from "./order-address-confirmed";

/** Where the customer follows an order (the account's order page). */
export const ORDER_PAGE = "/mon-compte/commandes";

/**
 * The two e-mails of a new order, through the mail adapter (outbox, SMTP with retries): the
 * confirmation to the customer (lines, totals, delivery, payment instructions and, for an offline
 * payment, the `paymentDeadline`) and the notification to the business (COMPANY_EMAIL, else
 * SEND_MAIL_AS_MAIL; none when neither is set). The confirmation repeats what the customer typed
 * (first name, addresses, message, customization answers) only to a confirmed address; to an
 * unconfirmed one it holds only the shop's own words. The business always gets the whole order.
 */
export async function sendOrderMails(db: Database, site: SiteRow, origin: string, order: Order, options: { paymentDeadline?: Date | null } = {}): Promise<void> {
  const [branding, settings, confirmed] = await Promise.all([loadMailBranding(db, site, origin), getOrderSettings(db, site.id), isOrderAddressConfirmed(db, site.id, order.customer)]);
  const confirmation = orderConfirmationMail(branding, order, `${origin}${ORDER_PAGE}/${order.id}`, { customerText: confirmed, paymentDeadline: options.paymentDeadline ?? null });
  await sendMail(db, site.id, { to: order.customer.email, ...confirmation });
  if (settings.businessEmail) {
    const notification = orderNotificationMail(branding, order, `${origin}/admin`);
    await sendMail(db, site.id, { to: settings.businessEmail, replyTo: order.customer.email, ...notification });
  }
}
