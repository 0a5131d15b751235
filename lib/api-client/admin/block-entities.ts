"use client";
import { albumListSchema, type AlbumSummary } from "@/lib/schemas/albums";
import type { Product } from "@/lib/schemas/shop/product";
import { callCatalogue, catalogueCalls } from "../shop/catalogue";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";

/**
 * The site's items a block points at by id (albums, forms, products; calendars are read by
 * ./calendar-closures), for the builder's pickers (components/admin/editor/schema-form/entity-field.tsx).
 */

/** GET /album?page=1&nbItem=100: the site's published albums (the ones the album blocks can show). */
export async function listAlbums(): Promise<AlbumSummary[]> {
  return (await getParsed(getBrowserApi(), "/album", albumListSchema, { page: 1, nbItem: 100 })).list;
}

/** GET /admin/forms: the one reader of the site's forms (./form-answers), shared with « Contenus → Formulaires ». */
export { listAdminForms } from "./form-answers";

/** GET /product?page=1&nbItem=100 ordered by name: the site's products on sale (the products block's picker). */
export async function listProducts(): Promise<Product[]> {
  return (await callCatalogue(getBrowserApi(), catalogueCalls.products({ page: 1, nbItem: 100, orderBy: "name:asc" }))).list;
}
