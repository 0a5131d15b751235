import { z } from "zod";

/**
 * The list answers of the contract (docs/api.md, "List queries"), written once: services type their
 * return with these, the API client parses with them, tests check answers against them.
 */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  nbItem: z.number().int().min(1),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ list, total, pagination }` around any item schema (news, countries, outbox, …). */
export function listEnvelopeSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pagination: paginationSchema,
  });
}

/** A list answer of items `T` (the type of `listEnvelopeSchema(itemSchema)`). */
export interface ListEnvelope<T> {
  list: T[];
  total: number;
  pagination: Pagination;
}
