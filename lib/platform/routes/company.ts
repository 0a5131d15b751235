import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseList, parseParams } from "@/lib/platform/http/validate";
import { getPublicAppConfig } from "@/lib/platform/services/get-public-app-config";
import { listCompanyAddresses } from "@/lib/platform/services/list-company-addresses";
import { COUNTRY_LIST_SPEC, listCountries } from "@/lib/platform/services/list-countries";
import { listVariations } from "@/lib/platform/services/list-variations";

const appParams = z.object({
  app: z
    .string()
    .max(64, { error: "Le nom de l'application doit faire 64 caractères au plus." })
    .regex(/^[A-Z][A-Z0-9_]*$/, { error: "Le nom de l'application doit être en majuscules (ex. PRODUCT_FILE_GENERATOR)." }),
});

export const companyRoutes = new Hono<AppEnv>()
  .get("/company/address", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await listCompanyAddresses(await getDb(), site.id)));
  })
  .get("/variation", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await listVariations(await getDb(), site.id)));
  })
  .get("/external-app/:app/config/public", async (c) => {
    const site = await requireSite(c);
    const { app } = parseParams(c, appParams);
    const config = await getPublicAppConfig(await getDb(), site.id, app);
    if (!config) throw new ApiError("NOT_FOUND", `Aucune configuration pour l'application ${app}.`);
    return c.json(ok(config));
  })
  .get("/countries", async (c) => {
    await requireSite(c);
    return c.json(ok(await listCountries(await getDb(), parseList(c, COUNTRY_LIST_SPEC))));
  });
