import "server-only";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { SHIPPING_MESSAGES, type ClickAndCollect } from "@/lib/schemas/shop/shipping";
import { listCompanyAddresses } from "../list-company-addresses";
import { findPickupCalendar } from "./find-pickup-calendar";
import { getShippingSettings } from "./get-shipping-settings";

/** GET /click-and-collect: the pickup calendar, the hours text and the estate's pickup addresses; 404 without a pickup calendar. */
export async function getClickAndCollect(db: Database, siteId: number): Promise<ClickAndCollect> {
  const calendar = await findPickupCalendar(db, siteId);
  if (!calendar) throw new ApiError("NOT_FOUND", SHIPPING_MESSAGES.clickAndCollectUnavailable);
  const [settings, addresses] = await Promise.all([getShippingSettings(db, siteId), listCompanyAddresses(db, siteId)]);
  return {
    calendarId: calendar.id,
    hours: settings.clickAndCollectHours,
    slotCapacity: calendar.slotCapacity,
    horizonDays: calendar.horizonDays,
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      address: a.address,
      addressPart2: a.addressPart2,
      postalCode: a.postalCode,
      city: a.city,
      country: a.country.alphaTwo,
    })),
  };
}
