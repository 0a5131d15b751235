import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id } from "@/lib/platform/http/params";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseList, parseParams, parseWith } from "@/lib/platform/http/validate";
import { getService } from "@/lib/platform/services/get-service";
import { listServices, SERVICE_LIST_SPEC } from "@/lib/platform/services/list-services";

const tagQuery = z.object({
  tag: z
    .string()
    .max(500, { error: "La liste d'étiquettes est trop longue (500 caractères au plus)." })
    .regex(/^[^<>{}]*$/, { error: "Les étiquettes contiennent des caractères non autorisés." })
    .optional(),
});

/** Services (SPEC §7 GET /service?tag=a,b, GET /service/{id}; docs/api.md « Prestations »). */
export const serviceRoutes = new Hono<AppEnv>()
  .get("/service", async (c) => {
    const site = await requireSite(c);
    parseWith(tagQuery, { tag: c.req.query("tag") });
    return c.json(ok(await listServices(await getDb(), site.id, parseList(c, SERVICE_LIST_SPEC))));
  })
  .get("/service/:id", async (c) => {
    const site = await requireSite(c);
    const params = parseParams(c, z.object({ id }));
    const service = await getService(await getDb(), site.id, params.id);
    if (!service) throw new ApiError("NOT_FOUND", "Prestation introuvable.");
    return c.json(ok(service));
  });
