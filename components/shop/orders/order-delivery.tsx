import { DELIVERY_TYPE_LABELS, pickupDayLabel } from "@/lib/domain/shop/order-display";
import type { Order, OrderAddress } from "@/lib/schemas/shop/order";

/** A postal address, one part a line (name, company, street, complement, postal code and city, country). */
export function PostalAddress({ address }: { address: OrderAddress }) {
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.address,
    address.addressPart2,
    `${address.postalCode} ${address.city}`,
    address.country.name,
  ].filter((line): line is string => Boolean(line));
  return (
    <p>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </p>
  );
}

/**
 * How the order reaches its customer: home delivery (carrier), relay point (carrier, the point's
 * name and address), pickup at the estate (day, slot, place) or nothing to deliver.
 */
export function OrderDelivery({ delivery }: { delivery: Order["delivery"] }) {
  const { carrier, accessPoint, pickup } = delivery;
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Mode</dt>
      <dd>{DELIVERY_TYPE_LABELS[delivery.type]}</dd>
      {carrier ? (
        <>
          <dt className="font-semibold">Transporteur</dt>
          <dd>{carrier.name}</dd>
        </>
      ) : null}
      {accessPoint ? (
        <>
          <dt className="font-semibold">Point relais</dt>
          <dd>
            <span className="block">{accessPoint.name}</span>
            <span className="block">{accessPoint.addLine1}</span>
            <span className="block">
              {accessPoint.zipCode} {accessPoint.city}
            </span>
          </dd>
        </>
      ) : null}
      {pickup ? (
        <>
          <dt className="font-semibold">Retrait</dt>
          <dd>
            Le {pickupDayLabel(pickup.day)}, {pickup.label}
          </dd>
          {pickup.address ? (
            <>
              <dt className="font-semibold">Adresse de retrait</dt>
              <dd>
                <span className="block">{pickup.address.name}</span>
                <span className="block">{pickup.address.address}</span>
                {pickup.address.addressPart2 ? <span className="block">{pickup.address.addressPart2}</span> : null}
                <span className="block">
                  {pickup.address.postalCode} {pickup.address.city}
                </span>
              </dd>
            </>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
