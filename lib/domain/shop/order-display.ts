import { formatDate } from "@/lib/domain/dates";
import { weekdayIndex } from "@/lib/domain/paris-time";
import type { OrderDeliveryType } from "@/lib/schemas/shop/order";

/** How an order is shown to its customer and to the estate (French; amounts and dates by lib/domain/money and dates). */

export const DELIVERY_TYPE_LABELS: Record<OrderDeliveryType, string> = {
  DELIVERY: "Livraison à domicile",
  PICKUP: "Livraison en point relais",
  CLICK_AND_COLLECT: "Retrait au domaine",
  NO_DELIVERY: "Sans livraison (produits dématérialisés)",
};

const WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;

/** A pickup day "2026-12-03" → « jeudi 03/12/2026 » (a calendar day: no time zone shift). */
export function pickupDayLabel(day: string): string {
  return `${WEEKDAYS[weekdayIndex(day)]} ${formatDate(`${day}T12:00:00Z`)}`;
}

/** « 1 article », « 3 articles ». */
export function itemCountLabel(count: number): string {
  return `${count} ${count > 1 ? "articles" : "article"}`;
}

