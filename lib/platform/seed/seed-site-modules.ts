import "server-only";
import { and, eq } from "drizzle-orm";
import { planSignUp } from "@/lib/domain/workshop-seats";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { COMPONENT_CONFIG_SCHEMAS, isComponentSlug } from "@/lib/schemas/component-config";
import type { Database } from "@/lib/platform/db/types";
import { componentConfigs, elements, popups, workshopRegistrations } from "@/lib/platform/db/schema";
import { hashSessionToken, newSessionToken } from "@/lib/platform/services/session-token";
import { WORKSHOP_ROUTE, workshopTerms } from "@/lib/platform/services/workshop-seats";
import type { SeedSiteModules } from "./types";

async function workshopBySlug(db: Database, siteId: number, slug: string) {
  const [row] = await db
    .select({ id: elements.id, slug: elements.slug, data: elements.data })
    .from(elements)
    .where(and(eq(elements.siteId, siteId), eq(elements.route, WORKSHOP_ROUTE), eq(elements.slug, slug)))
    .limit(1);
  if (!row) throw new Error(`Seed: unknown workshop « ${slug} » of site ${siteId}`);
  return row;
}

/** Writes a sample site's sign-ups, popups and component configs (inside seedSite's transaction). */
export async function seedSiteModules(db: Database, siteId: number, modules: SeedSiteModules): Promise<void> {
  const taken = new Map<number, number>();
  for (const entry of modules.registrations) {
    const workshop = await workshopBySlug(db, siteId, entry.workshopSlug);
    const capacity = workshopTerms(workshop.data)?.capacity ?? 0;
    // Seeded sign-ups are of confirmed addresses.
    const status = planSignUp(capacity, taken.get(workshop.id) ?? 0, entry.seats, true);
    if (status === "CONFIRMED") taken.set(workshop.id, (taken.get(workshop.id) ?? 0) + entry.seats);
    const { workshopSlug: _slug, ...fields } = entry;
    await db.insert(workshopRegistrations).values({ ...fields, siteId, elementId: workshop.id, status, cancelTokenHash: hashSessionToken(newSessionToken()) });
  }
  for (const popup of modules.popups) {
    const workshop = popup.button ? await workshopBySlug(db, siteId, popup.button.workshopSlug) : null;
    await db.insert(popups).values({
      siteId,
      title: popup.title,
      content: sanitizeRichHtml(popup.content),
      buttonLabel: popup.button?.label ?? null,
      buttonUrl: workshop ? `/ateliers/${workshop.slug}/${workshop.id}` : null,
      pages: popup.pages,
      showOnEveryLoad: popup.showOnEveryLoad,
    });
  }
  for (const { slug, config } of modules.componentConfigs) {
    if (!isComponentSlug(slug)) throw new Error(`Seed: unknown component « ${slug} »`);
    COMPONENT_CONFIG_SCHEMAS[slug].parse(config);
    await db.insert(componentConfigs).values({ siteId, slug, config });
  }
}
