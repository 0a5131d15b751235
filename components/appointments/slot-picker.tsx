"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { appointmentKeys, fetchAllowedDays, fetchDaySlots } from "@/lib/api-client/appointments";
import { parisDay } from "@/lib/domain/paris-time";
import { generalMessage } from "@/components/account/api-errors";
import { dayLabel, MonthCalendar } from "./month-calendar";

export interface PickedSlot {
  day: string;
  start: string;
  end: string;
  label: string;
}

interface SlotPickerProps {
  calendarId: number;
  serviceId: number;
  horizonDays: number;
  picked: PickedSlot | null;
  onPick: (slot: PickedSlot) => void;
  /** Tag of the picker's titles (month, day): h4 under the booking block's steps, h3 under a page section. */
  heading?: "h3" | "h4";
}

function monthOf(day: string) {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** Month calendar of bookable days, then the free times of the chosen day (both from the API). */
export function SlotPicker({ calendarId, serviceId, horizonDays, picked, onPick, heading: Heading = "h4" }: SlotPickerProps) {
  // The months offered: from this one to the horizon's (fixed at mount, like the page's clock).
  const [{ first, last }] = useState(() => {
    const now = new Date();
    return { first: monthOf(parisDay(now)), last: monthOf(parisDay(new Date(now.getTime() + horizonDays * 86_400_000))) };
  });
  const [shown, setShown] = useState(picked ? monthOf(picked.day) : first);
  const [day, setDay] = useState<string | null>(picked?.day ?? null);

  const allowed = useQuery({
    queryKey: appointmentKeys.allowedDays(calendarId, serviceId, shown.year, shown.month),
    queryFn: () => fetchAllowedDays(calendarId, serviceId, shown.year, shown.month),
  });
  const slots = useQuery({
    queryKey: appointmentKeys.slots(calendarId, serviceId, day ?? ""),
    queryFn: () => fetchDaySlots(calendarId, serviceId, day!),
    enabled: day !== null,
  });

  const index = (m: { year: number; month: number }) => m.year * 12 + m.month;
  const changeMonth = (delta: -1 | 1) => {
    const next = index(shown) + delta - 1;
    setShown({ year: Math.floor(next / 12), month: (next % 12) + 1 });
  };

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <MonthCalendar
          year={shown.year}
          month={shown.month}
          allowed={allowed.data ? new Set(allowed.data.days) : null}
          selected={day}
          onSelect={setDay}
          onMonthChange={changeMonth}
          canPrevious={index(shown) > index(first)}
          canNext={index(shown) < index(last)}
          heading={Heading}
        />
        <p role="status" className="mt-2 text-sm">
          {allowed.isPending ? "Chargement des disponibilités…" : allowed.isError ? generalMessage(allowed.error) : allowed.data.days.length === 0 ? "Aucun créneau libre ce mois-ci : essayez le mois suivant." : ""}
        </p>
      </div>
      <div>
        <Heading className="mb-3 text-lg font-semibold">{day ? `Créneaux du ${dayLabel(day)}` : "Choisissez un jour"}</Heading>
        {day === null ? (
          <p>Les jours en gras ont des créneaux libres.</p>
        ) : slots.isPending ? (
          <p role="status">Chargement des créneaux…</p>
        ) : slots.isError ? (
          <p role="alert">{generalMessage(slots.error)}</p>
        ) : slots.data.slots.length === 0 ? (
          <p role="status">Plus aucun créneau libre ce jour-là : choisissez un autre jour.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2" aria-label={`Heures disponibles le ${dayLabel(day)}`}>
            {slots.data.slots.map((slot) => {
              const chosen = picked?.start === slot.start;
              return (
                <li key={slot.start}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => onPick({ day, ...slot })}
                    className={`inline-flex min-h-11 w-full items-center justify-center rounded-md border-2 border-primary font-semibold ${chosen ? "bg-primary text-on-primary" : "hover:bg-primary/12"}`}
                  >
                    {slot.label}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
