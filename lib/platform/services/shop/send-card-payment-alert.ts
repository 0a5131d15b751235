import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { logger } from "@/lib/platform/logger";
import { siteOrigin } from "@/lib/platform/mail/link-origin";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { cardLatePaymentMail, cardPaymentAlertMail, type CardPaymentAlert } from "@/lib/platform/mail/templates/card-payment";
import type { SiteRow } from "@/lib/platform/services/find-site";
import type { Order } from "@/lib/schemas/shop/order";
import { getOrderSettings } from "./get-order-settings";
import { ORDER_PAGE } from "./send-order-mails";

/**
 * A card payment the platform could not simply record (after the order was cancelled, a second
 * payment, an amount that is not the order's): the business is told to refund or check it
 * (COMPANY_EMAIL, else SEND_MAIL_AS_MAIL; an error in the log when the site has neither) and, for
 * a cancelled order, the customer is told the money will come back. The money is never kept
 * silently: the order also keeps the fact (late_payment_at, stripe_events, the audit log).
 */
export async function sendCardPaymentAlert(db: Database, site: SiteRow, order: Order, alert: CardPaymentAlert, receivedAt: Date): Promise<void> {
  const origin = siteOrigin(site);
  const [branding, settings] = await Promise.all([loadMailBranding(db, site, origin), getOrderSettings(db, site.id)]);
  if (settings.businessEmail) {
    await sendMail(db, site.id, { to: settings.businessEmail, replyTo: order.customer.email, ...cardPaymentAlertMail(branding, order, alert, `${origin}/admin`) });
  } else {
    logger.error("card payment needs the business's attention but the site has no business e-mail", { siteId: site.id, orderId: order.id, reason: alert.reason, paymentIntentId: alert.paymentIntentId });
  }
  if (alert.reason === "CANCELLED_ORDER") {
    await sendMail(db, site.id, { to: order.customer.email, ...cardLatePaymentMail(branding, order, alert, `${origin}${ORDER_PAGE}/${order.id}`, receivedAt) });
  }
}
