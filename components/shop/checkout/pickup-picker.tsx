"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { ERROR } from "@/components/account/field-styles";
import { dayLabel, MonthCalendar } from "@/components/appointments/month-calendar";
import { fetchPickupDays, fetchPickupSchedules } from "@/lib/api-client/shop/checkout";
import { queryKeys } from "@/lib/api-client/query-keys";
import { parisDay } from "@/lib/domain/paris-time";
import type { ClickAndCollect } from "@/lib/schemas/shop/shipping";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { ChoiceFieldset, RadioChoice } from "./choice-fieldset";

export const PICKUP_DAY_FIELD_ID = "livraison-retrait-jour";
export const PICKUP_SLOT_FIELD_ID = "livraison-retrait-creneau";
export const PICKUP_PLACE_FIELD_ID = "livraison-retrait-lieu";

interface Month {
  year: number;
  month: number;
}
const monthOf = (day: string): Month => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
const monthIndex = (m: Month) => m.year * 12 + m.month;

/**
 * Click and collect: the estate's pickup place, a month calendar of the days with a free slot
 * (GET /calendar/{id}/date/allowed/{month}/{year}, keyboard grid), then the slots of the chosen day
 * (GET /calendar/{id}/date/{day}/schedules: full ones shown and disabled). The choice is kept in the
 * delivery store (clickAndCollect: date, idAddress, idSchedule); the order books the slot.
 */
export function PickupPicker({ pickup, errors }: { pickup: ClickAndCollect; errors: { place?: string | null; day?: string | null; slot?: string | null } }) {
  const choice = useDeliveryStore((state) => state.clickAndCollect);
  const update = useDeliveryStore((state) => state.update);
  const [{ first, last }] = useState(() => {
    const now = new Date();
    return { first: monthOf(parisDay(now)), last: monthOf(parisDay(new Date(now.getTime() + pickup.horizonDays * 86_400_000))) };
  });
  const [shown, setShown] = useState<Month>(() => (choice.date ? monthOf(choice.date) : first));
  const place = pickup.addresses.find((address) => address.id === choice.idAddress) ?? pickup.addresses[0] ?? null;

  // The pickup place defaults to the first one (the server's default too).
  useEffect(() => {
    if (choice.idAddress === null && place) update({ clickAndCollect: { ...useDeliveryStore.getState().clickAndCollect, idAddress: place.id } });
  }, [choice.idAddress, place, update]);

  const days = useQuery({
    queryKey: queryKeys.pickupDays(pickup.calendarId, shown.year, shown.month),
    queryFn: () => fetchPickupDays(pickup.calendarId, shown.year, shown.month),
    staleTime: 60_000,
  });
  const schedules = useQuery({
    queryKey: queryKeys.pickupSchedules(pickup.calendarId, choice.date ?? ""),
    queryFn: () => fetchPickupSchedules(pickup.calendarId, choice.date!),
    enabled: choice.date !== null,
    staleTime: 0,
  });

  const changeMonth = (delta: -1 | 1) => {
    const next = monthIndex(shown) + delta - 1;
    setShown({ year: Math.floor(next / 12), month: (next % 12) + 1 });
  };
  const chooseDay = (day: string) => {
    if (day !== choice.date) update({ clickAndCollect: { ...choice, date: day, idSchedule: null } });
  };

  return (
    <div className="flex flex-col gap-6">
      {pickup.addresses.length > 1 ? (
        <ChoiceFieldset id={PICKUP_PLACE_FIELD_ID} legend="Lieu de retrait" error={errors.place}>
          {pickup.addresses.map((address) => (
            <RadioChoice
              key={address.id}
              name="lieu-retrait"
              value={String(address.id)}
              checked={place?.id === address.id}
              onChoose={() => update({ clickAndCollect: { ...choice, idAddress: address.id } })}
            >
              <span className="font-semibold">{address.name}</span>
              <span className="text-sm">
                {address.address}, {address.postalCode} {address.city}
              </span>
            </RadioChoice>
          ))}
        </ChoiceFieldset>
      ) : place ? (
        <p data-testid="retrait-lieu">
          <span className="font-semibold">Lieu de retrait : </span>
          {place.name}, {place.address}
          {place.addressPart2 ? `, ${place.addressPart2}` : ""}, {place.postalCode} {place.city}
        </p>
      ) : null}
      {pickup.hours ? <p className="text-sm">{pickup.hours}</p> : null}
      <section id={PICKUP_DAY_FIELD_ID} aria-labelledby={`${PICKUP_DAY_FIELD_ID}-titre`} className="grid gap-8 md:grid-cols-2">
        <div>
          <h3 id={`${PICKUP_DAY_FIELD_ID}-titre`} className="mb-3 text-lg font-semibold">
            Jour de retrait
          </h3>
          <MonthCalendar
            year={shown.year}
            month={shown.month}
            allowed={days.data ? new Set(days.data.days) : null}
            selected={choice.date}
            onSelect={chooseDay}
            onMonthChange={changeMonth}
            canPrevious={monthIndex(shown) > monthIndex(first)}
            canNext={monthIndex(shown) < monthIndex(last)}
            heading="h4"
          />
          <p role="status" className="mt-2 text-sm">
            {days.isPending ? "Chargement des jours de retrait…" : days.isError ? generalMessage(days.error) : days.data.days.length === 0 ? "Aucun jour de retrait libre ce mois-ci : essayez le mois suivant." : ""}
          </p>
          {errors.day ? (
            <p className={ERROR} role="alert">
              <span aria-hidden="true">⚠ </span>
              {errors.day}
            </p>
          ) : null}
        </div>
        <div>
          {choice.date === null ? (
            <p>Choisissez un jour : les jours en gras ont des créneaux libres.</p>
          ) : (
            <ChoiceFieldset id={PICKUP_SLOT_FIELD_ID} legend={`Créneaux du ${dayLabel(choice.date)}`} error={errors.slot}>
              {schedules.isPending ? (
                <p role="status">Chargement des créneaux…</p>
              ) : schedules.isError ? (
                <p role="alert">{generalMessage(schedules.error)}</p>
              ) : schedules.data.schedules.length === 0 ? (
                <p role="status">Plus aucun créneau ce jour-là : choisissez un autre jour.</p>
              ) : (
                <div className="grid grid-cols-2 gap-2">
                  {schedules.data.schedules.map((slot) => {
                    const full = slot.remaining === 0;
                    return (
                      <RadioChoice
                        key={slot.idSchedule}
                        name="creneau-retrait"
                        value={String(slot.idSchedule)}
                        checked={choice.idSchedule === slot.idSchedule}
                        disabled={full}
                        onChoose={() => update({ clickAndCollect: { ...choice, idSchedule: slot.idSchedule } })}
                        testId="retrait-creneau"
                      >
                        <span className="font-semibold">{slot.label}</span>
                        <span className="text-sm">{full ? "Complet" : slot.remaining === 1 ? "Dernière place" : `${slot.remaining} places`}</span>
                      </RadioChoice>
                    );
                  })}
                </div>
              )}
            </ChoiceFieldset>
          )}
        </div>
      </section>
    </div>
  );
}
