"use client";
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { adminCalendarKeys, deleteClosure, listCalendars, listClosures } from "@/lib/api-client/admin/calendar-closures";
import { getQueryClient } from "@/lib/api-client/query-client";
import { parisDay } from "@/lib/domain/paris-time";
import type { CalendarClosure } from "@/lib/schemas/appointments";
import { BUTTON, INPUT, LABEL } from "../../media/styles";
import type { ContentTabProps } from "../content-tab-props";
import { AlertLine } from "../fields";
import { LoadError } from "../load-error";
import { retryUnlessRefused } from "../retry";
import { ClosureForm } from "./closure-form";
import { formatLongDay } from "./format-day";
import { useHeadingFocus } from "../use-heading-focus";

/**
 * « Jours de fermeture » (Contenus): the days without bookings of the site's appointment calendar
 * (public holidays, holidays of the business), add one, open one again.
 */
export default function ClosuresTab(props: ContentTabProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ClosuresContent {...props} />
    </QueryClientProvider>
  );
}

function ClosuresContent({ onStatus }: ContentTabProps) {
  const id = useId();
  const calendars = useQuery({ queryKey: adminCalendarKeys.calendars(), queryFn: listCalendars, retry: retryUnlessRefused });
  const [chosen, setChosen] = useState<number | null>(null);
  const calendarId = chosen ?? calendars.data?.[0]?.id ?? null;

  if (calendars.isPending) {
    return (
      <p role="status" className="text-sm">
        Chargement de l&apos;agenda…
      </p>
    );
  }
  if (calendars.isError) return <LoadError message="L'agenda n'a pas pu être chargé." error={calendars.error} onRetry={() => void calendars.refetch()} />;
  if (calendarId === null) return <p className="text-sm">Ce site n&apos;a pas d&apos;agenda de rendez-vous : il n&apos;y a pas de jour de fermeture à gérer.</p>;
  return (
    <div className="flex flex-col gap-4">
      {calendars.data.length > 1 ? (
        <div className="max-w-sm">
          <label htmlFor={`${id}-agenda`} className={LABEL}>
            Agenda
          </label>
          <select id={`${id}-agenda`} className={`mt-1 ${INPUT}`} value={calendarId} onChange={(event) => setChosen(Number(event.target.value))}>
            {calendars.data.map((calendar) => (
              <option key={calendar.id} value={calendar.id}>
                {calendar.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <CalendarClosures key={calendarId} calendarId={calendarId} onStatus={onStatus} />
    </div>
  );
}

const byDay = (a: CalendarClosure, b: CalendarClosure) => a.day.localeCompare(b.day);

function CalendarClosures({ calendarId, onStatus }: { calendarId: number; onStatus: (message: string) => void }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const key = adminCalendarKeys.closures(calendarId);
  const closures = useQuery({ queryKey: key, queryFn: () => listClosures(calendarId), retry: retryUnlessRefused });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { headingRef, focusHeadingAfterRender } = useHeadingFocus();
  const today = parisDay(new Date());

  async function remove(closure: CalendarClosure) {
    if (busyId !== null) return;
    setBusyId(closure.id);
    setAlert(null);
    try {
      const { message } = await deleteClosure(calendarId, closure.id);
      queryClient.setQueryData<CalendarClosure[]>(key, (list) => (list ?? []).filter((item) => item.id !== closure.id));
      // The button is gone with its row: focus goes back to the list's title.
      focusHeadingAfterRender();
      onStatus(message ?? "Jour de fermeture supprimé.");
    } catch (failure) {
      setAlert(generalMessage(failure));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: key });
    }
  }

  const list = closures.data ?? [];
  const upcoming = list.filter((closure) => closure.day >= today);
  const past = list.filter((closure) => closure.day < today);
  return (
    <div className="flex flex-col gap-4">
      <ClosureForm
        calendarId={calendarId}
        minDay={today}
        onAdded={(closure, message) => {
          queryClient.setQueryData<CalendarClosure[]>(key, (items) => [...(items ?? []), closure].sort(byDay));
          void queryClient.invalidateQueries({ queryKey: key });
          onStatus(message);
        }}
      />
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          Jours fermés à venir{closures.data ? ` (${upcoming.length})` : ""}
        </h3>
        <AlertLine message={alert} />
        {closures.isPending ? (
          <p role="status" className="text-sm">
            Chargement des jours de fermeture…
          </p>
        ) : closures.isError ? (
          <LoadError message="Les jours de fermeture n'ont pas pu être chargés." error={closures.error} onRetry={() => void closures.refetch()} />
        ) : upcoming.length === 0 ? (
          <p className="text-sm">Aucun jour de fermeture à venir : tous les jours d&apos;ouverture sont proposés.</p>
        ) : (
          <ClosureRows items={upcoming} label="Jours fermés à venir" busyId={busyId} onRemove={(closure) => void remove(closure)} />
        )}
        {past.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700">Jours fermés passés ({past.length})</summary>
            <div className="mt-2"><ClosureRows items={past} label="Jours fermés passés" busyId={busyId} onRemove={(closure) => void remove(closure)} /></div>
          </details>
        ) : null}
      </section>
    </div>
  );
}

interface ClosureRowsProps {
  items: CalendarClosure[];
  label: string;
  busyId: number | null;
  onRemove: (closure: CalendarClosure) => void;
}

function ClosureRows({ items, label, busyId, onRemove }: ClosureRowsProps) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-neutral-200 rounded border border-neutral-300">
      {items.map((closure) => {
        const day = formatLongDay(closure.day);
        const shown = day.charAt(0).toLocaleUpperCase("fr-FR") + day.slice(1);
        return (
          <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <span>
              <time dateTime={closure.day} className="font-semibold">
                {shown}
              </time>{" "}
              — {closure.label}
            </span>
            <button type="button" className={BUTTON} aria-disabled={busyId === closure.id || undefined} onClick={() => onRemove(closure)}>
              {busyId === closure.id ? "Suppression… " : "Supprimer "}
              <span className="sr-only">
                la fermeture du {day} ({closure.label})
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
