import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ORDER_STATUS_LABELS } from "@/lib/domain/shop/order-status";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireShop } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseList, parseParams } from "@/lib/platform/http/validate";
import { changeOrderStatus } from "@/lib/platform/services/admin/change-order-status";
import { ADMIN_ORDER_LIST_SPEC, listOrders } from "@/lib/platform/services/shop/list-orders";
import { loadOrder } from "@/lib/platform/services/shop/load-order";
import { ORDER_MESSAGES, orderStatusInputSchema } from "@/lib/schemas/shop/order";

const orderParams = z.object({ id: idParam });

/** The site's orders for its ADMIN / SUPER_ADMIN (docs/api.md « Commandes »): list, detail, status changes (audited). */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get("/admin/order", async (c) => {
    const site = await requireShop(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listOrders(await getDb(), site.id, null, parseList(c, ADMIN_ORDER_LIST_SPEC))));
  })
  .get("/admin/order/:id", async (c) => {
    const site = await requireShop(c);
    await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, orderParams);
    return c.json(ok(await loadOrder(await getDb(), site.id, id, null)));
  })
  .put("/admin/order/:id/status", async (c) => {
    const site = await requireShop(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, orderParams);
    const { status } = await parseJsonBody(c, orderStatusInputSchema);
    const order = await changeOrderStatus(await getDb(), site.id, user, id, status);
    return c.json(ok(order, ORDER_MESSAGES.statusChanged(ORDER_STATUS_LABELS[status])));
  });
