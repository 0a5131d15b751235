"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL, SECONDARY_BUTTON } from "@/components/account/field-styles";
import { SubmitButton } from "@/components/account/submit-button";
import { TextField } from "@/components/account/text-field";
import { fetchCities, fetchCountries } from "@/lib/api-client/shop/checkout";
import { queryKeys } from "@/lib/api-client/query-keys";
import { deliveryCountries } from "@/lib/domain/shop/checkout-delivery";
import { shipmentProducts } from "@/lib/domain/shop/checkout-order";
import type { CheckoutSettings } from "@/lib/domain/shop/checkout-settings";
import type { Cart } from "@/lib/schemas/shop/cart";
import { deliveryPlaceSchema } from "@/lib/schemas/shop/checkout";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { CityCombobox } from "./city-combobox";

export const PLACE_FORM_ID = "livraison-lieu";

/** The countries of GET /countries, read once per page life. */
export const countriesQuery = { queryKey: queryKeys.countries(), queryFn: fetchCountries, staleTime: Infinity, retry: 1 } as const;

export function useCountries() {
  return useQuery(countriesQuery);
}

/**
 * Where the order ships: the country (the site's zones) and the postal code, French communes
 * suggested as the customer types. Sending it asks the carriers and their prices
 * (POST /calculate/shipping-fees, the delivery store's busy flag of SPEC §4); the server's refusal
 * (unknown postal code, country not served) goes on its field and empties the carriers (§8).
 */
export function DeliveryPlaceForm({ cart, settings }: { cart: Cart; settings: CheckoutSettings }) {
  const city = useDeliveryStore((state) => state.city);
  const country = useDeliveryStore((state) => state.country);
  const busy = useDeliveryStore((state) => state.shippingBusy);
  const failure = useDeliveryStore((state) => state.shippingFailure);
  const calculateShipping = useDeliveryStore((state) => state.calculateShipping);
  const countries = useCountries();
  const offered = deliveryCountries(countries.data ?? [], settings);
  const countryId = useId();
  // The commune chosen in the list for the postal code typed (its name goes with the place).
  const [chosen, setChosen] = useState<{ postalCode: string; name: string } | null>(city?.name ? city : null);
  const [calculated, setCalculated] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deliveryPlaceSchema),
    defaultValues: { postalCode: city?.postalCode ?? "", country: country?.alphaTwo ?? "FR" },
  });

  // The server's refusal of the last calculation, on its field.
  useEffect(() => {
    for (const problem of failure ?? []) {
      if (problem.field === "postalCode" || problem.field === "country") setError(problem.field, { type: "server", message: problem.message });
    }
  }, [failure, setError]);

  const selectedCountry = useWatch({ control, name: "country" });
  const countryRow = countries.data?.find((row) => row.alphaTwo === selectedCountry.toUpperCase()) ?? null;
  const france = selectedCountry.toUpperCase() === "FR";

  const calculate = async (values: { postalCode: string; country: string }, commune: { postalCode: string; name: string } | null) => {
    let name = commune?.postalCode === values.postalCode ? commune.name : null;
    // A postal code typed without choosing: its commune when it has only one.
    if (!name && france && countryRow) {
      const found = await fetchCities(values.postalCode, countryRow.id).catch(() => []);
      const exact = found.filter((row) => row.postalCode === values.postalCode);
      if (exact.length === 1) name = exact[0]!.name;
    }
    const result = await calculateShipping({ products: shipmentProducts(cart.products), postalCode: values.postalCode, country: countryRow?.id ?? values.country }, name);
    if (result.ok) setCalculated(`Tarifs de livraison pour ${result.fees.postalCode}${name ? ` ${name}` : ""} (${result.fees.country.name}).`);
    else setCalculated(null);
  };
  const submit = handleSubmit((values) => calculate(values, chosen));

  return (
    <form id={PLACE_FORM_ID} noValidate onSubmit={(event) => (busy ? event.preventDefault() : void submit(event))} aria-label="Adresse de livraison : code postal et pays" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={countryId} className={LABEL}>
            Pays de livraison
          </label>
          <select
            id={countryId}
            autoComplete="country"
            className={INPUT}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={describedBy({ hintId: `${countryId}-aide`, errorId: `${countryId}-erreur`, error: errors.country?.message })}
            {...register("country", { onChange: () => setChosen(null) })}
          >
            {offered.length === 0 ? <option value="FR">France</option> : null}
            {offered.map((row) => (
              <option key={row.id} value={row.alphaTwo}>
                {row.name}
              </option>
            ))}
          </select>
          <FieldMessages hintId={`${countryId}-aide`} errorId={`${countryId}-erreur`} error={errors.country?.message} />
        </div>
        {france && countryRow ? (
          <Controller
            control={control}
            name="postalCode"
            render={({ field }) => (
              <CityCombobox
                label="Code postal"
                hint="Tapez le code postal ou le nom de la commune, puis choisissez-la dans la liste."
                error={errors.postalCode?.message}
                idCountry={countryRow.id}
                value={field.value}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(value) => {
                  setChosen(null);
                  field.onChange(value);
                }}
                onSelect={(commune) => {
                  const picked = { postalCode: commune.postalCode, name: commune.name };
                  setChosen(picked);
                  setValue("postalCode", commune.postalCode, { shouldValidate: true });
                  void handleSubmit((values) => calculate(values, picked))();
                }}
              />
            )}
          />
        ) : (
          <TextField label="Code postal" autoComplete="postal-code" error={errors.postalCode?.message} {...register("postalCode")} />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={busy} pendingLabel="Calcul des frais de port…" className={SECONDARY_BUTTON}>
          Voir les tarifs de livraison
        </SubmitButton>
        <p role="status" className="text-sm">
          {busy ? "" : calculated}
        </p>
      </div>
    </form>
  );
}
