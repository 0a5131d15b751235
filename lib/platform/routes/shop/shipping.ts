import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { requireShop, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams } from "@/lib/platform/http/validate";
import { findCities } from "@/lib/platform/services/shop/find-cities";
import { findCountry } from "@/lib/platform/services/shop/find-country";
import { findPickupCalendar } from "@/lib/platform/services/shop/find-pickup-calendar";
import { getClickAndCollect } from "@/lib/platform/services/shop/get-click-and-collect";
import { listAccessPoints } from "@/lib/platform/services/shop/list-access-points";
import { listPickupSchedules } from "@/lib/platform/services/shop/list-pickup-schedules";
import { quoteShippingFees } from "@/lib/platform/services/shop/quote-shipping-fees";
import { accessPointsInputSchema, SHIPPING_MESSAGES, shippingFeesInputSchema } from "@/lib/schemas/shop/shipping";

const cityParams = z.object({
  search: z
    .string()
    .trim()
    .min(2, { error: SHIPPING_MESSAGES.searchInvalid })
    .max(60, { error: "La recherche est trop longue (60 caractères au plus)." })
    .refine((value) => !/[\u0000-\u001F\u007F]/.test(value), { error: "La recherche contient des caractères de contrôle interdits." }),
  idCountry: idParam,
});

const scheduleParams = z.object({
  id: idParam,
  day: z.iso.date({ error: "La date doit être au format AAAA-MM-JJ." }),
});

/**
 * Delivery (docs/api.md « Livraison », issue 12): shipping fees, relay points, French cities,
 * click-and-collect. Every call is scoped by the request's site; the shop calls answer 404 on a
 * site whose shop is off (GET /cities stays open: reference data, like GET /countries).
 */
export const shippingRoutes = new Hono<AppEnv>()
  .post("/calculate/shipping-fees", async (c) => {
    const site = await requireShop(c);
    const input = await parseJsonBody(c, shippingFeesInputSchema);
    const { fees, message } = await quoteShippingFees(await getDb(), site.id, input);
    return c.json(ok(fees, message));
  })
  .post("/relay/access-points", async (c) => {
    const site = await requireShop(c);
    const input = await parseJsonBody(c, accessPointsInputSchema);
    const answer = await listAccessPoints(await getDb(), site.id, input);
    return c.json(ok(answer, answer.list.length === 0 ? SHIPPING_MESSAGES.noAccessPoint : null));
  })
  .get("/cities/:search/:idCountry", async (c) => {
    await requireSite(c);
    const { search, idCountry } = parseParams(c, cityParams);
    const db = await getDb();
    const country = await findCountry(db, idCountry);
    return c.json(ok(await findCities(search, country.alphaTwo)));
  })
  .get("/click-and-collect", async (c) => {
    const site = await requireShop(c);
    return c.json(ok(await getClickAndCollect(await getDb(), site.id)));
  })
  .get("/calendar/:id/date/:day/schedules", async (c) => {
    const site = await requireShop(c);
    const { id, day } = parseParams(c, scheduleParams);
    const db = await getDb();
    const calendar = await findPickupCalendar(db, site.id, id);
    if (!calendar) throw new ApiError("NOT_FOUND", SHIPPING_MESSAGES.clickAndCollectUnavailable);
    return c.json(ok(await listPickupSchedules(db, site.id, calendar, day)));
  });
