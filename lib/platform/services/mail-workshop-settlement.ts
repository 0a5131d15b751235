import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "./find-site";
import { sendWorkshopMail } from "./send-workshop-mail";
import type { MailWorkshop } from "./workshop-seats";
import type { WorkshopSettlement } from "./settle-workshop";

/**
 * After the commit of a settlement (settleWorkshop), in the background: « Une place s'est
 * libérée » with the accept link and its deadline to each person offered seats, « Place non
 * acceptée » to each one whose offer lapsed (both addresses confirmed: only confirmed entries of
 * the waiting list are ever offered seats). The sign-ups ended unconfirmed get nothing.
 */
export function mailSettlement(db: Database, site: SiteRow, origin: string, workshop: MailWorkshop, settlement: WorkshopSettlement): void {
  for (const entry of settlement.lapsedOffers) {
    runInBackground("workshop-offer-lapsed", () => sendWorkshopMail(db, site, origin, { registration: entry, workshop, kind: "OFFER_EXPIRED", token: null }));
  }
  for (const { token, offerExpiresAt, ...entry } of settlement.offered) {
    runInBackground("workshop-offered", () => sendWorkshopMail(db, site, origin, { registration: entry, workshop, kind: "OFFERED", token, offerExpiresAt }));
  }
}
