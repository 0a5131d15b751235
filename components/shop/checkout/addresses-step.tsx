"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch, type FieldValues, type Path, type Resolver, type UseFormSetError } from "react-hook-form";
import { CheckboxField } from "@/components/account/checkbox-field";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { submitOnce } from "@/components/account/submit-once";
import { TextField } from "@/components/account/text-field";
import { fetchCities } from "@/lib/api-client/shop/checkout";
import { queryKeys } from "@/lib/api-client/query-keys";
import { selectedDeliveryOption } from "@/lib/domain/shop/checkout-delivery";
import type { RegistrationRules } from "@/lib/schemas/account";
import type { Country } from "@/lib/schemas/content";
import { addressesFormSchema, type AddressesFormOutput, type AddressesFormValues, type AddressFormValues } from "@/lib/schemas/shop/checkout";
import type { DeliveryAddress, DeliveryState } from "@/lib/schemas/shop/delivery-state";
import type { OrderAddressInput } from "@/lib/schemas/shop/order";
import { useAuthStore } from "@/stores/auth-store";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { AccountGate } from "./account-gate";
import { AddressFields } from "./address-fields";
import { STEP_HEADING_ID, type CheckoutProfile, type OrderErrors, type StepProps } from "./checkout-types";
import { countriesQuery, useCountries } from "./delivery-place-form";
import { BackButton, NextButton, StepActions } from "./step-actions";
import { useDeliveryState } from "./use-delivery-state";
import { useOrderCheck } from "./use-order-check";

const ADDRESS_KEYS = ["firstname", "lastname", "company", "address", "addressPart2", "postalCode", "city", "country"] as const;

function emptyAddress(profile: CheckoutProfile | null, countryCode: string): AddressFormValues {
  return { firstname: profile?.firstname ?? "", lastname: profile?.lastname ?? "", company: "", address: "", addressPart2: "", postalCode: "", city: "", country: countryCode };
}

function formAddress(address: DeliveryAddress): AddressFormValues {
  return { ...address, company: address.company ?? "", addressPart2: address.addressPart2 ?? "", country: address.country.alphaTwo };
}

const sameAddress = (a: DeliveryAddress | null, b: DeliveryAddress | null) => a !== null && b !== null && JSON.stringify(formAddress(a)) === JSON.stringify(formAddress(b));

/** The form's first values: the draft, else the delivery store, else the profile; the delivery place always the delivery step's. */
function initialValues(state: DeliveryState, profile: CheckoutProfile | null, home: boolean): AddressesFormValues {
  const base: AddressesFormValues = useDeliveryStore.getState().addressesDraft ?? {
    shipping: state.address.shipping ? formAddress(state.address.shipping) : emptyAddress(profile, state.country?.alphaTwo ?? "FR"),
    sameBilling: state.address.billing === null || sameAddress(state.address.shipping, state.address.billing),
    billing: state.address.billing ? formAddress(state.address.billing) : emptyAddress(profile, "FR"),
    phone: state.phone || profile?.phone || "",
    message: state.message,
  };
  if (!home) return { ...base, sameBilling: false };
  const place = state.city && state.country ? { postalCode: state.city.postalCode, country: state.country.alphaTwo } : {};
  const samePlace = base.shipping.postalCode === state.city?.postalCode;
  return { ...base, shipping: { ...base.shipping, ...place, city: samePlace && base.shipping.city ? base.shipping.city : (state.city?.name ?? "") } };
}

/** An address of the form as the delivery store keeps it (the country with its id). */
function storedAddress(address: OrderAddressInput, type: string, countries: readonly Country[]): DeliveryAddress | null {
  const code = typeof address.country === "string" ? address.country : null;
  const country = countries.find((row) => (code ? row.alphaTwo === code : row.id === address.country));
  if (!country) return null;
  return {
    type: [type],
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    address: address.address,
    addressPart2: address.addressPart2,
    postalCode: address.postalCode,
    city: address.city,
    country: { id: country.id, alphaTwo: country.alphaTwo },
  };
}

/** The form field of an order field of the server's answer, null when none holds it. */
function formFieldOf(field: string, home: boolean, sameBilling: boolean): Path<AddressesFormValues> | null {
  if (field === "user.phone") return "phone";
  if (field === "message") return "message";
  if (field === "deliveryPostalCode") return "shipping.postalCode";
  if (field === "deliveryIdCountry") return "shipping.country";
  const match = /^address\.(delivery|billing)\.(\w+)$/.exec(field);
  const key = ADDRESS_KEYS.find((name) => name === match?.[2]);
  if (!match || !key) return null;
  const which = match[1] === "delivery" || (home && sameBilling) ? "shipping" : "billing";
  return `${which}.${key}`;
}

/**
 * Step 3: a guest is offered to log in or register (AccountGate); a customer gives the delivery
 * address (home delivery: its postal code and country are the delivery step's), the billing
 * address (« identique » by default), a phone and a message. Prefilled from the delivery store,
 * else the customer's profile. Checked by the shared schemas, then by the server.
 */
export function AddressesStep(props: StepProps & { registration: RegistrationRules; profile: CheckoutProfile | null }) {
  const isLogged = useAuthStore((state) => state.isLogged);
  // Logged in here: the forms are gone, the focus goes back to the step's heading.
  const [wasGuest] = useState(!isLogged);
  useEffect(() => {
    if (wasGuest && isLogged) document.getElementById(STEP_HEADING_ID)?.focus();
  }, [wasGuest, isLogged]);
  if (!isLogged) {
    return (
      <div className="flex flex-col gap-6">
        <AccountGate registration={props.registration} message={props.errors._account} />
        <StepActions>
          <BackButton onClick={() => props.goTo("livraison")}>Retour à la livraison</BackButton>
        </StepActions>
      </div>
    );
  }
  return <AddressesForm {...props} />;
}

function AddressesForm({ errors: serverErrors, onServerErrors, goTo, settings, profile }: StepProps & { profile: CheckoutProfile | null }) {
  const state = useDeliveryState();
  const update = useDeliveryStore((store) => store.update);
  const home = selectedDeliveryOption(state) === "HOME";
  const countries = useCountries();
  const queryClient = useQueryClient();
  const { check, pending, alert: checkAlert } = useOrderCheck("adresses", onServerErrors);
  const [alert, setAlert] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver(addressesFormSchema({ needsDeliveryAddress: home, mobileOnly: settings.mobileOnly })) as unknown as Resolver<AddressesFormValues, unknown, AddressesFormOutput>,
    [home, settings.mobileOnly],
  );
  const [defaults] = useState(() => initialValues(useDeliveryStore.getState(), profile, home));
  const form = useForm<AddressesFormValues, unknown, AddressesFormOutput>({ resolver, defaultValues: defaults });
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const sameBilling = useWatch({ control, name: "sameBilling" });
  const shippingPostalCode = useWatch({ control, name: "shipping.postalCode" });

  // Leaving the step unsent (back, the step list, the browser's back button): the typed values wait here.
  useEffect(() => () => useDeliveryStore.setState({ addressesDraft: getValues() }), [getValues]);

  // The profile arrives after an inline login (the server's refresh): it fills what is still empty.
  useEffect(() => {
    if (!profile) return;
    const fill = (name: Path<AddressesFormValues>, value: string) => {
      if (value && !getValues(name)) setValue(name, value);
    };
    fill("shipping.firstname", profile.firstname);
    fill("shipping.lastname", profile.lastname);
    fill("billing.firstname", profile.firstname);
    fill("billing.lastname", profile.lastname);
    fill("phone", profile.phone);
  }, [profile, getValues, setValue]);

  // The server's messages of a later check, on their fields; the others in the alert.
  useEffect(() => {
    applyServerErrors(serverErrors, (field) => formFieldOf(field, home, getValues("sameBilling")), setError);
  }, [serverErrors, home, getValues, setError]);
  const serverAlert = unplacedServerErrors(serverErrors, (field) => formFieldOf(field, home, sameBilling));

  // The communes of the delivery postal code, suggested for the city.
  const france = state.country?.alphaTwo === "FR";
  const communes = useQuery({
    queryKey: queryKeys.cities(shippingPostalCode, state.country?.id ?? 0),
    queryFn: () => fetchCities(shippingPostalCode, state.country!.id),
    enabled: home && france && /^\d{5}$/.test(shippingPostalCode),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const communeNames = [...new Set((communes.data ?? []).filter((row) => row.postalCode === shippingPostalCode).map((row) => row.name))];

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    // Sent before the list arrived (a slow phone, a quick customer): wait for it rather than refuse.
    const list = countries.data ?? (await queryClient.fetchQuery(countriesQuery).catch(() => []));
    const shipping = values.shipping ? storedAddress(values.shipping, "SHIPPING", list) : null;
    const billing = storedAddress(values.billing, values.sameBilling && home ? "SHIPPING_AND_BILLING" : "BILLING", list);
    if (!billing || (home && !shipping)) {
      setAlert("La liste des pays n'a pas pu être chargée : réessayez dans un instant.");
      return;
    }
    update({ address: { shipping, billing }, phone: values.phone, message: values.message });
    if (await check()) goTo("paiement");
  });

  const messageId = "commande-message";
  const messageError = errors.message?.message;
  const countryName = countries.data?.find((row) => row.alphaTwo === state.country?.alphaTwo)?.name ?? state.country?.alphaTwo ?? "";
  return (
    <form noValidate onSubmit={submitOnce(isSubmitting || pending, submit)} className="flex flex-col gap-8" aria-label="Vos coordonnées">
      <p className="text-sm">Tous les champs sont obligatoires, sauf mention contraire.</p>
      {home ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Adresse de livraison</legend>
          <AddressFields
            which="shipping"
            register={register}
            errors={errors}
            countries={countries.data ?? []}
            communes={communeNames}
            fixedPlace={{ postalCode: shippingPostalCode, countryName, onChange: () => goTo("livraison") }}
          />
          <CheckboxField label="Adresse de facturation identique à l'adresse de livraison" {...register("sameBilling")} />
        </fieldset>
      ) : null}
      {!home || !sameBilling ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Adresse de facturation</legend>
          <AddressFields which="billing" register={register} errors={errors} countries={countries.data ?? []} />
        </fieldset>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">Pour vous joindre</legend>
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={settings.mobileOnly ? "Un numéro de portable (06 ou 07) : le transporteur ou le domaine vous joint en cas de besoin." : "Le transporteur ou le domaine vous joint en cas de besoin."}
          error={errors.phone?.message}
          {...register("phone")}
        />
        <div>
          <label htmlFor={messageId} className={LABEL}>
            Message pour le domaine<span className="font-normal"> (facultatif)</span>
          </label>
          <textarea
            id={messageId}
            rows={3}
            maxLength={1000}
            className={INPUT}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy({ hintId: `${messageId}-aide`, hint: "Instructions de livraison, message cadeau…", errorId: `${messageId}-erreur`, error: messageError })}
            {...register("message")}
          />
          <FieldMessages hintId={`${messageId}-aide`} hint="Instructions de livraison, message cadeau…" errorId={`${messageId}-erreur`} error={messageError} />
        </div>
      </fieldset>
      <FormAlert message={alert ?? checkAlert ?? serverAlert} />
      <StepActions>
        <BackButton onClick={() => goTo("livraison")}>Retour à la livraison</BackButton>
        <NextButton type="submit" pending={isSubmitting || pending} pendingLabel="Vérification…">
          Continuer vers le paiement
        </NextButton>
      </StepActions>
    </form>
  );
}

/** Puts each message that has a form field on it (the first one focused). */
export function applyServerErrors<T extends FieldValues>(errors: OrderErrors, fieldOf: (field: string) => Path<T> | null, setError: UseFormSetError<T>): void {
  let focused = false;
  for (const [field, message] of Object.entries(errors)) {
    const name = fieldOf(field);
    if (!name) continue;
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The messages no form field holds, as one text (null when none). */
export function unplacedServerErrors(errors: OrderErrors, fieldOf: (field: string) => string | null): string | null {
  const unplaced = Object.entries(errors).filter(([field]) => fieldOf(field) === null && field !== "_account").map(([, message]) => message);
  return unplaced.length > 0 ? unplaced.join(" ") : null;
}
