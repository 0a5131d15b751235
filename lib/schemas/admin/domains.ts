import { z } from "zod";

/** One host name of the site (GET /admin/domains): a request to it shows this site. */
export const adminDomainSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  /** A local name (`localhost`, `*.localhost`): reachable from this machine only. */
  isLocal: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminDomain = z.infer<typeof adminDomainSchema>;
export const adminDomainListSchema = z.array(adminDomainSchema);
