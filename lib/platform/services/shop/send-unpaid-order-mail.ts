import "server-only";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import type { Database } from "@/lib/platform/db/types";
import { siteOrigin } from "@/lib/platform/mail/link-origin";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { unpaidOrderCancelledMail, unpaidOrderReminderMail } from "@/lib/platform/mail/templates/unpaid-order";
import { findSite } from "../find-site";
import { getOrderSettings } from "./get-order-settings";
import { loadOrder } from "./load-order";
import { isOrderAddressConfirmed } from "./order-address-confirmed";
import { ORDER_PAGE } from "./send-order-mails";

export type UnpaidOrderMail = { kind: "reminder"; releaseAt: Date } | { kind: "cancelled" };

/**
 * E-mails the customer of an unpaid order (from the jobs: links on the site's own URL, answers to
 * the business): the reminder before its release or the notice of its cancellation. Only to a
 * confirmed address (order-address-confirmed.ts): an unconfirmed one gets nothing. Returns whether
 * an e-mail was sent.
 */
export async function sendUnpaidOrderMail(db: Database, siteId: number, orderId: number, mail: UnpaidOrderMail): Promise<boolean> {
  const site = await findSite(db, siteId);
  if (!site) return false;
  const order = await loadOrder(db, siteId, orderId, null);
  if (!(await isOrderAddressConfirmed(db, siteId, order.customer))) return false;
  const origin = siteOrigin(site);
  const [branding, settings] = await Promise.all([loadMailBranding(db, site, origin), getOrderSettings(db, siteId)]);
  const message =
    mail.kind === "reminder"
      ? unpaidOrderReminderMail(branding, order, { customerText: true, link: `${origin}${ORDER_PAGE}/${order.id}`, releaseAt: mail.releaseAt })
      : unpaidOrderCancelledMail(branding, order, { customerText: true, shopLink: `${origin}${SHOP_PATH}` });
  await sendMail(db, siteId, { to: order.customer.email, ...message, ...(settings.businessEmail ? { replyTo: settings.businessEmail } : {}) });
  return true;
}
