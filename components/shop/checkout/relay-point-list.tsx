"use client";
import { useQuery } from "@tanstack/react-query";
import { generalMessage } from "@/components/account/api-errors";
import { fetchAccessPoints } from "@/lib/api-client/shop/checkout";
import { queryKeys } from "@/lib/api-client/query-keys";
import { distanceLabel, openingRangesLabel } from "@/lib/domain/shop/relay-point-labels";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { ChoiceFieldset, RadioChoice } from "./choice-fieldset";

export const RELAY_FIELD_ID = "livraison-point-relais";

/**
 * The relay points of the chosen relay carrier near the delivery postal code (POST
 * /relay/access-points), nearest first as the server sorts them, each with its address, distance
 * and opening hours. A list, no map: nothing heavy is loaded.
 */
export function RelayPointList({ error }: { error?: string | null }) {
  const city = useDeliveryStore((state) => state.city);
  const country = useDeliveryStore((state) => state.country);
  const carrier = useDeliveryStore((state) => state.carrier);
  const chosen = useDeliveryStore((state) => state.accessPointAddress);
  const update = useDeliveryStore((state) => state.update);
  const ready = city !== null && country !== null && carrier?.deliveryType === "PICKUP";
  const points = useQuery({
    queryKey: queryKeys.accessPoints(city?.postalCode ?? "", country?.id ?? 0, carrier?.id ?? 0),
    queryFn: () => fetchAccessPoints({ postalCode: city!.postalCode, country: country!.id, carrier: carrier!.id }),
    enabled: ready,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!ready) return null;

  return (
    <ChoiceFieldset id={RELAY_FIELD_ID} legend={`Points relais près de ${city.postalCode}${city.name ? ` ${city.name}` : ""}`} error={error}>
      {points.isPending ? (
        <p role="status">Recherche des points relais…</p>
      ) : points.isError ? (
        <p role="alert">{generalMessage(points.error)}</p>
      ) : points.data.data.list.length === 0 ? (
        <p role="status">{points.data.message ?? "Aucun point relais à proximité de ce code postal."}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Points relais, du plus proche au plus éloigné">
          {points.data.data.list.map((point) => {
            const hoursId = `point-relais-${point.id}-horaires`;
            return (
              <li key={point.id} className="flex flex-col gap-1">
                <RadioChoice
                  name="point-relais"
                  value={String(point.id)}
                  checked={chosen?.id === point.id}
                  onChoose={() => update({ accessPointAddress: point })}
                  testId="livraison-point-relais"
                >
                  <span className="flex flex-wrap justify-between gap-x-4">
                    <span className="font-semibold">{point.name}</span>
                    <span className="text-sm">{distanceLabel(point.distance)}</span>
                  </span>
                  <span className="text-sm">
                    {point.addLine1}, {point.zipCode} {point.city}
                  </span>
                </RadioChoice>
                <details className="ms-11 text-sm">
                  <summary className="cursor-pointer text-link underline">
                    Horaires d&apos;ouverture<span className="sr-only"> de {point.name}</span>
                  </summary>
                  <dl id={hoursId} className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                    {point.openingHours.map((day) => (
                      <div key={day.day} className="contents">
                        <dt className="font-semibold">{day.label}</dt>
                        <dd>{openingRangesLabel(day)}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </ChoiceFieldset>
  );
}
