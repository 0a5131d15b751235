import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { elements } from "@/lib/platform/db/schema";
import type { MailWorkshop } from "./workshop-seats";
import { WORKSHOP_ROUTE, workshopTerms } from "./workshop-seats";

export interface LockedWorkshop {
  id: number;
  title: string;
  slug: string;
  isPublished: boolean;
  data: Record<string, unknown>;
}

/**
 * Locks one workshop of the site, published or not (SELECT … FOR UPDATE): every change of its
 * sign-ups (sign-up, confirmation, offer, acceptance, cancellation, a deadline passing) runs one
 * after the other under this lock, so the seats counted are the seats that exist when the row is
 * written. Always taken before any sign-up row is written (one lock order: no deadlock). On
 * PGlite (one connection) transactions are serial anyway. Null for anything else than a workshop
 * of this site.
 */
export async function lockWorkshop(tx: Database, siteId: number, elementId: number): Promise<LockedWorkshop | null> {
  const [row] = await tx
    .select({ id: elements.id, title: elements.title, slug: elements.slug, isPublished: elements.isPublished, data: elements.data })
    .from(elements)
    .where(and(eq(elements.siteId, siteId), eq(elements.route, WORKSHOP_ROUTE), eq(elements.id, elementId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** The workshop as its e-mails name it; null without terms (no online sign-up). */
export function mailWorkshopOf(workshop: LockedWorkshop | null): MailWorkshop | null {
  const terms = workshop ? workshopTerms(workshop.data) : null;
  return workshop && terms ? { id: workshop.id, title: workshop.title, slug: workshop.slug, terms } : null;
}
