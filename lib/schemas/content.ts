import { z } from "zod";
import { listEnvelopeSchema, paginationSchema } from "./list";
import { workshopSeatsSchema } from "./workshop-seats";

/** Answers of the content routes (docs/api.md §2: /news, /element, /countries, /company/address). */

/** An image reference in content: its SEO path (/images/<id>/<name>.<ext>). */
export const contentImageSchema = z.object({ id: z.number().int(), alt: z.string(), url: z.string() });
export type ContentImage = z.infer<typeof contentImageSchema>;

const isoDateTime = z.iso.datetime();

/** One published news item (GET /news). */
export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** HTML. */
  content: z.string(),
  isPromoted: z.boolean(),
  /** ISO date-time, UTC. */
  publishedAt: isoDateTime,
  image: contentImageSchema.nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = listEnvelopeSchema(newsItemSchema);
export type NewsList = z.infer<typeof newsListSchema>;

/** One element of a generic list (GET /element/{route} and /element/{route}/{id}). */
export const elementSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string(),
  slug: z.string(),
  order: z.number().int(),
  url: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  image: contentImageSchema.nullable(),
  createdAt: isoDateTime,
  /** Workshops with online sign-up (capacity in `data.seats`): seats taken and left, waiting list. */
  registration: workshopSeatsSchema.nullable().optional(),
});
export type ElementItem = z.infer<typeof elementSchema>;

/** Element lists name their items `items` and repeat the route (SPEC §3 "Element list"). */
export const elementListSchema = z.object({
  route: z.string(),
  items: z.array(elementSchema),
  total: z.number().int().min(0),
  pagination: paginationSchema,
});
export type ElementList = z.infer<typeof elementListSchema>;

/** A country of the reference list (GET /countries). */
export const countrySchema = z.object({
  id: z.number().int(),
  alphaTwo: z.string().length(2),
  alphaThree: z.string().length(3),
  numCode: z.number().int(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = listEnvelopeSchema(countrySchema);
export type CountryList = z.infer<typeof countryListSchema>;

/** One company address (GET /company/address), head office first. */
export const companyAddressSchema = z.object({
  id: z.number().int(),
  type: z.enum(["HEAD_OFFICE", "SECONDARY"]),
  name: z.string(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: countrySchema.pick({ id: true, alphaTwo: true, name: true }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;
export const companyAddressListSchema = z.array(companyAddressSchema);
