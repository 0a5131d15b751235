import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { workshopRegistrations } from "@/lib/platform/db/schema";
import type { JobContext } from "@/lib/platform/jobs/types";
import { siteOrigin } from "@/lib/platform/mail/link-origin";
import { findSite } from "./find-site";
import { lockWorkshop, mailWorkshopOf } from "./lock-workshop";
import { mailSettlement } from "./mail-workshop-settlement";
import { settlementChangedSeats, settleWorkshop } from "./settle-workshop";
import { workshopSeatsChanged } from "./workshop-seats";

/**
 * Job handler of « workshop.deadline » (workshop-deadline-job.ts): at the deadline of a sign-up,
 * its workshop is settled under its row lock at the job's instant — the hold that lapsed ends and
 * its seats are offered to the next in line (a hold met in time, or already ended by another
 * change, leaves nothing to do). The e-mails leave once committed.
 */
export async function runWorkshopDeadline(job: JobContext): Promise<void> {
  const registrationId = Number(job.payload.registrationId);
  if (job.siteId === null || !Number.isInteger(registrationId)) throw new Error("workshop.deadline: bad payload");
  const siteId = job.siteId;
  const db: Database = job.db;
  const site = await findSite(db, siteId);
  if (!site) return;
  const origin = typeof job.payload.origin === "string" && job.payload.origin ? job.payload.origin : siteOrigin(site);
  const [registration] = await db
    .select({ elementId: workshopRegistrations.elementId })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.id, registrationId), eq(workshopRegistrations.siteId, siteId)));
  if (!registration) return;
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const workshop = await lockWorkshop(tx, siteId, registration.elementId);
    return workshop ? { workshop, settlement: await settleWorkshop(tx, siteId, workshop, origin, job.now) } : null;
  });
  if (!outcome || !settlementChangedSeats(outcome.settlement)) return;
  workshopSeatsChanged(siteId);
  const workshop = mailWorkshopOf(outcome.workshop);
  if (workshop) mailSettlement(db, site, origin, workshop, outcome.settlement);
}
