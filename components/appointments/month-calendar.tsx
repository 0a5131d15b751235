"use client";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { daysOfMonth, weekdayIndex } from "@/lib/domain/paris-time";

const WEEKDAYS = [
  ["lun.", "lundi"],
  ["mar.", "mardi"],
  ["mer.", "mercredi"],
  ["jeu.", "jeudi"],
  ["ven.", "vendredi"],
  ["sam.", "samedi"],
  ["dim.", "dimanche"],
] as const;
const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

export const monthTitle = (year: number, month: number) => `${MONTHS[month - 1]} ${year}`;

/** « mardi 1 décembre 2026 » for a day "2026-12-01". */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayIndex(day)]![1]} ${d} ${MONTHS[m - 1]} ${y}`;
}

export interface MonthCalendarProps {
  year: number;
  month: number;
  /** Bookable days; null while loading. */
  allowed: ReadonlySet<string> | null;
  selected: string | null;
  onSelect: (day: string) => void;
  onMonthChange: (delta: -1 | 1) => void;
  canPrevious: boolean;
  canNext: boolean;
  /** Tag of the month title: one level below the heading the calendar sits under. */
  heading?: "h3" | "h4";
}

/**
 * A month as a keyboard grid (WAI-ARIA date grid pattern): one day button in the tab order,
 * arrows move by day and week, Home/End to the week's ends, Page Up/Down change month. Days
 * without a slot stay focusable and are announced « aucun créneau ».
 */
export function MonthCalendar({ year, month, allowed, selected, onSelect, onMonthChange, canPrevious, canNext, heading: Heading = "h4" }: MonthCalendarProps) {
  const days = daysOfMonth(year, month);
  const firstBookable = days.find((d) => allowed?.has(d));
  const [focusedDay, setFocused] = useState<string | null>(null);
  // The day in the tab order: the one last focused in this month, else the chosen or first bookable day.
  const focused = focusedDay && days.includes(focusedDay) ? focusedDay : selected && days.includes(selected) ? selected : (firstBookable ?? days[0]!);
  const moved = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const titleId = `calendrier-${year}-${month}`;

  useEffect(() => {
    if (moved.current) buttons.current.get(focused)?.focus();
    moved.current = false;
  }, [focused]);

  const move = (offset: number) => {
    const index = days.indexOf(focused) + offset;
    if (index < 0 || index >= days.length) return;
    moved.current = true;
    setFocused(days[index]!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const weekday = weekdayIndex(focused);
    const actions: Record<string, () => void> = {
      ArrowLeft: () => move(-1),
      ArrowRight: () => move(1),
      ArrowUp: () => move(-7),
      ArrowDown: () => move(7),
      Home: () => move(-weekday),
      End: () => move(6 - weekday),
      PageUp: () => canPrevious && onMonthChange(-1),
      PageDown: () => canNext && onMonthChange(1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const leading = weekdayIndex(days[0]!);
  const cells: (string | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const navButton =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-ink/40 px-3 font-semibold aria-disabled:opacity-50";

  return (
    <div className="max-w-md">
      <div className="mb-3 flex items-center justify-between gap-2">
        <button type="button" className={navButton} aria-disabled={!canPrevious || undefined} onClick={() => canPrevious && onMonthChange(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">Mois précédent</span>
        </button>
        <Heading id={titleId} className="text-lg font-semibold capitalize" aria-live="polite">
          {monthTitle(year, month)}
        </Heading>
        <button type="button" className={navButton} aria-disabled={!canNext || undefined} onClick={() => canNext && onMonthChange(1)}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">Mois suivant</span>
        </button>
      </div>
      <table role="grid" aria-labelledby={titleId} aria-busy={allowed === null || undefined} className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={full} scope="col" className="pb-2 text-sm font-semibold">
                <abbr title={full} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={`vide-${column}`} />
                ) : (
                  <td key={day} className="p-0.5">
                    <DayButton
                      day={day}
                      bookable={allowed?.has(day) ?? false}
                      loading={allowed === null}
                      selected={day === selected}
                      tabbable={day === focused}
                      register={(element) => {
                        if (element) buttons.current.set(day, element);
                        else buttons.current.delete(day);
                      }}
                      onKeyDown={onKeyDown}
                      onFocus={() => setFocused(day)}
                      onChoose={() => onSelect(day)}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  day: string;
  bookable: boolean;
  loading: boolean;
  selected: boolean;
  tabbable: boolean;
  register: (element: HTMLButtonElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onChoose: () => void;
}

function DayButton({ day, bookable, loading, selected, tabbable, register, onKeyDown, onFocus, onChoose }: DayButtonProps) {
  const state = loading ? "" : bookable ? ", créneaux disponibles" : ", aucun créneau";
  const look = selected
    ? "bg-primary text-on-primary"
    : bookable
      ? "border-2 border-primary font-semibold hover:bg-primary/12"
      : "text-ink/75 line-through";
  return (
    <button
      ref={register}
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${dayLabel(day)}${state}`}
      aria-disabled={!bookable || undefined}
      aria-pressed={selected}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onClick={() => bookable && onChoose()}
      className={`inline-flex min-h-11 w-full items-center justify-center rounded-md ${look} aria-disabled:cursor-not-allowed`}
    >
      {Number(day.slice(8))}
    </button>
  );
}
