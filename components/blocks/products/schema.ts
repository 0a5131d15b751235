import { z } from "zod";
import { WINE_COLOURS } from "@/lib/schemas/shop/product";
import { entityId, optionalText, type ParsedBlock } from "../shared-schemas";

/** Most products one block shows. */
export const PRODUCTS_BLOCK_MAX = 24;

/**
 * A selection of the shop's products as cards: the products picked by id (in that order), or else
 * the catalogue filtered by a tag and a colour, at most `maxCount`. Nothing on a site that does not
 * sell online.
 */
export const productsBlockSchema = z.object({
  type: z.literal("products"),
  props: z.object({
    title: optionalText(160),
    /** Products chosen one by one; empty = the catalogue, filtered below. */
    productIds: z.array(entityId("product", "Choisissez un produit.")).max(PRODUCTS_BLOCK_MAX).default([]),
    /** Without chosen products: only those with this tag. */
    tag: optionalText(60),
    /** Without chosen products: only wines of this colour. */
    colour: z.enum(["ALL", ...WINE_COLOURS]).default("ALL"),
    maxCount: z.number().int().min(1).max(PRODUCTS_BLOCK_MAX).default(6),
    /** A link to /boutique under the cards. */
    showShopLink: z.boolean().default(true),
  }),
});

export type ProductsBlockData = ParsedBlock<typeof productsBlockSchema>;
