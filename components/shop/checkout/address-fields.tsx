"use client";
import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";
import { TextField } from "@/components/account/text-field";
import type { Country } from "@/lib/schemas/content";
import type { AddressesFormValues, AddressFormValues } from "@/lib/schemas/shop/checkout";

type Which = "shipping" | "billing";

export interface AddressFieldsProps {
  which: Which;
  register: UseFormRegister<AddressesFormValues>;
  errors: FieldErrors<AddressesFormValues>;
  countries: readonly Country[];
  /** The delivery address: postal code and country come from the delivery step (their prices do). */
  fixedPlace?: { postalCode: string; countryName: string; onChange: () => void };
  /** French communes of the postal code, suggested for the city. */
  communes?: readonly string[];
}

/** The fields of one address (SPEC §3 Address, plus the company), with autocomplete tokens. */
export function AddressFields({ which, register, errors, countries, fixedPlace, communes = [] }: AddressFieldsProps) {
  const id = useId();
  const section = which === "shipping" ? "section-livraison shipping" : "section-facturation billing";
  const error = (name: keyof AddressFormValues) => errors[which]?.[name]?.message;
  const listId = `${id}-communes`;
  const countryError = error("country");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Prénom" autoComplete={`${section} given-name`} error={error("firstname")} {...register(`${which}.firstname`)} />
      <TextField label="Nom" autoComplete={`${section} family-name`} error={error("lastname")} {...register(`${which}.lastname`)} />
      <TextField className="sm:col-span-2" label="Société" optional autoComplete={`${section} organization`} error={error("company")} {...register(`${which}.company`)} />
      <TextField className="sm:col-span-2" label="Adresse" autoComplete={`${section} address-line1`} error={error("address")} {...register(`${which}.address`)} />
      <TextField
        className="sm:col-span-2"
        label="Complément d'adresse"
        optional
        hint="Bâtiment, étage, code d'accès…"
        autoComplete={`${section} address-line2`}
        error={error("addressPart2")}
        {...register(`${which}.addressPart2`)}
      />
      <TextField
        label="Code postal"
        autoComplete={`${section} postal-code`}
        readOnly={fixedPlace !== undefined}
        hint={fixedPlace ? "Celui de la livraison choisie." : undefined}
        error={error("postalCode")}
        {...register(`${which}.postalCode`)}
      />
      <TextField label="Ville" autoComplete={`${section} address-level2`} list={communes.length > 0 ? listId : undefined} error={error("city")} {...register(`${which}.city`)} />
      {communes.length > 0 ? (
        <datalist id={listId}>
          {communes.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      {fixedPlace ? (
        <div className="sm:col-span-2">
          <TextField label="Pays" readOnly error={countryError} value={fixedPlace.countryName} name={`${which}.countryName`} autoComplete="off" />
          <input type="hidden" {...register(`${which}.country`)} />
          <button type="button" className="mt-2 text-link underline" onClick={fixedPlace.onChange}>
            Changer le code postal ou le pays de livraison
          </button>
        </div>
      ) : (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-pays`} className={LABEL}>
            Pays
          </label>
          {countries.length === 0 ? (
            // The form's field is registered once its options exist: registered on an empty list,
            // the select showed (and could send) the list's first country, Afghanistan, once the
            // list arrived, instead of the address's.
            <select id={`${id}-pays`} className={INPUT} disabled>
              <option>Chargement de la liste des pays…</option>
            </select>
          ) : (
            <select
              id={`${id}-pays`}
              className={INPUT}
              autoComplete={`${section} country`}
              aria-invalid={countryError ? true : undefined}
              aria-describedby={describedBy({ hintId: `${id}-pays-aide`, errorId: `${id}-pays-erreur`, error: countryError })}
              {...register(`${which}.country`)}
            >
              {countries.map((country) => (
                <option key={country.id} value={country.alphaTwo}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
          <FieldMessages hintId={`${id}-pays-aide`} errorId={`${id}-pays-erreur`} error={countryError} />
        </div>
      )}
    </div>
  );
}
