"use client";
import { lazy, Suspense } from "react";
import type { CalendarInfo } from "@/lib/schemas/appointments";

/**
 * The booking module's client island. The module itself (react-query, the API client, zod, the
 * form) is imported lazily: the block registry is in every page's module graph, and a static
 * import would put that code in the first load of every page (tests/e2e/first-load-js.spec.ts).
 * The server still renders the module into the HTML; only the pages that show it download it.
 */
const AppointmentBooking = lazy(() => import("./appointment-booking").then((module) => ({ default: module.AppointmentBooking })));

export function AppointmentBookingIsland({ calendar }: { calendar: CalendarInfo }) {
  return (
    <Suspense fallback={<p className="text-sm">Chargement de l&apos;agenda…</p>}>
      <AppointmentBooking calendar={calendar} />
    </Suspense>
  );
}
