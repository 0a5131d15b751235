import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { attachmentDisposition } from "@/lib/domain/content-disposition";
import { ok } from "@/lib/domain/envelope";
import { MEAL_ICONS } from "@/lib/domain/shop/meal-icons";
import { productFilterErrors, productListSpec } from "@/lib/domain/shop/product-list";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id } from "@/lib/platform/http/params";
import { requireShop } from "@/lib/platform/http/request-context";
import { parseList, parseParams, parseWith } from "@/lib/platform/http/validate";
import { generateProductSheet } from "@/lib/platform/services/shop/generate-product-sheet";
import { getProduct } from "@/lib/platform/services/shop/get-product";
import { getShopSettings } from "@/lib/platform/services/shop/get-shop-settings";
import { listProductAwards } from "@/lib/platform/services/shop/list-product-awards";
import { listProductCustomizations } from "@/lib/platform/services/shop/list-product-customizations";
import { listProducts } from "@/lib/platform/services/shop/list-products";
import { listRecommendedProducts } from "@/lib/platform/services/shop/list-recommended-products";

/** French messages of the catalogue routes. */
export const CATALOGUE_MESSAGES = {
  productNotFound: "Produit introuvable.",
  declinationNotFound: "Ce produit n'existe pas dans cette version.",
  sheetNotFound: "Fiche technique indisponible pour ce produit.",
  badList: "Paramètres de liste invalides.",
} as const;

const SEARCH_MAX = 200;

const awardQuery = z.object({ product: id });

function notFound(): never {
  throw new ApiError("NOT_FOUND", CATALOGUE_MESSAGES.productNotFound);
}

/**
 * The catalogue (SPEC §7; docs/api.md « Boutique — catalogue »): GET /product[/{id}],
 * /award?product=, /v2/product/recommended/{id}, /parameter/product/meal-icon,
 * /product/{id}/customization, /product/generate/file/{id}[/{declinationId}]. Public reads of the
 * request's site only, through the read cache.
 */
export const catalogueRoutes = new Hono<AppEnv>()
  .get("/product", async (c) => {
    const site = await requireShop(c);
    const db = await getDb();
    const settings = await getShopSettings(db, site.id);
    const query = parseList(c, productListSpec(settings.productOrder));
    const errors = productFilterErrors(query.filters) ?? {};
    const search = query.extra.search;
    if (search !== undefined && search.length > SEARCH_MAX) errors.search = [`La recherche est trop longue (${SEARCH_MAX} caractères au plus).`];
    if (search !== undefined && /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(search)) errors.search = ["La recherche contient des caractères de contrôle interdits."];
    if (Object.keys(errors).length > 0) throw ApiError.validation(errors, CATALOGUE_MESSAGES.badList);
    return c.json(ok(await listProducts(db, site.id, query)));
  })
  .get("/product/generate/file/:id/:declinationId?", async (c) => {
    const site = await requireShop(c);
    const params = parseParams(c, z.object({ id, declinationId: id.optional() }));
    const sheet = await generateProductSheet(await getDb(), site, params.id, params.declinationId ?? null);
    if (!sheet) throw new ApiError("NOT_FOUND", CATALOGUE_MESSAGES.sheetNotFound);
    return c.body(new Uint8Array(sheet.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(sheet.filename),
    });
  })
  .get("/product/:id", async (c) => {
    const site = await requireShop(c);
    const params = parseParams(c, z.object({ id }));
    const product = await getProduct(await getDb(), site.id, params.id);
    if (!product) notFound();
    return c.json(ok(product));
  })
  .get("/product/:id/customization", async (c) => {
    const site = await requireShop(c);
    const params = parseParams(c, z.object({ id }));
    const customizations = await listProductCustomizations(await getDb(), site.id, params.id);
    if (!customizations) notFound();
    return c.json(ok(customizations));
  })
  .get("/award", async (c) => {
    const site = await requireShop(c);
    const query = parseWith(awardQuery, { product: c.req.query("product") }, "product");
    const awards = await listProductAwards(await getDb(), site.id, query.product);
    if (!awards) notFound();
    return c.json(ok(awards));
  })
  .get("/v2/product/recommended/:id", async (c) => {
    const site = await requireShop(c);
    const params = parseParams(c, z.object({ id }));
    const products = await listRecommendedProducts(await getDb(), site.id, params.id);
    if (!products) notFound();
    return c.json(ok({ products }));
  })
  .get("/parameter/product/meal-icon", async (c) => {
    await requireShop(c);
    return c.json(ok(MEAL_ICONS));
  });
