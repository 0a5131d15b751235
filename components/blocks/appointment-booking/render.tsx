import { AppointmentBookingIsland } from "@/components/appointments/appointment-booking-island";
import { loadCalendars } from "@/lib/storefront/load-calendars";
import type { CalendarInfo } from "@/lib/schemas/appointments";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { AppointmentBookingBlockData } from "./schema";

export const BOOKING_UNAVAILABLE = "La prise de rendez-vous en ligne n'est pas disponible pour le moment : contactez-nous par téléphone ou par e-mail.";

/** The booking module: the calendar is read on the server, days and slots in the browser. */
export async function AppointmentBookingBlock({ block, headingLevel = 2 }: BlockRendererProps<AppointmentBookingBlockData>) {
  const { title, intro, calendarId } = block.props;
  let calendar: CalendarInfo | undefined;
  try {
    const calendars = await loadCalendars();
    calendar = calendarId ? calendars.find((c) => c.id === calendarId) : calendars[0];
  } catch (error) {
    console.error("[blocks] appointmentBooking: calendars could not be loaded", error);
  }
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-4`}>{title}</Heading> : null}
      {intro ? <p className="mb-8 max-w-2xl">{intro}</p> : null}
      {calendar && calendar.services.length > 0 ? (
        <AppointmentBookingIsland calendar={calendar} />
      ) : (
        <p className={`rounded-2xl ${HAIRLINE} p-6`}>{BOOKING_UNAVAILABLE}</p>
      )}
    </BlockSection>
  );
}
