import type { UseFormRegisterReturn } from "react-hook-form";
import type { RegistrationRules } from "@/lib/schemas/account";
import { TextField } from "./text-field";

export type PersonField = "firstname" | "lastname" | "email" | "phone" | "birthdate";

export interface PersonFieldsProps {
  rules: RegistrationRules;
  /** The profile always offers the birthdate; registration only when the site asks for it. */
  showBirthdate: boolean;
  field: (name: PersonField) => UseFormRegisterReturn;
  error: (name: PersonField) => string | undefined;
}

/** Name, e-mail, phone and birthdate with the site's rules: the same fields at registration and in the profile. */
export function PersonFields({ rules, showBirthdate, field, error }: PersonFieldsProps) {
  return (
    <>
      <TextField label="Prénom" autoComplete="given-name" error={error("firstname")} {...field("firstname")} />
      <TextField label="Nom" autoComplete="family-name" error={error("lastname")} {...field("lastname")} />
      <TextField label="Adresse e-mail" type="email" autoComplete="email" inputMode="email" error={error("email")} {...field("email")} />
      <TextField
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        optional
        hint={rules.mobileOnly ? "Portable uniquement (numéro français en 06 ou 07)." : undefined}
        error={error("phone")}
        {...field("phone")}
      />
      {showBirthdate ? (
        <TextField
          label="Date de naissance"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          optional={!rules.birthdateRequired}
          hint={rules.blockMinors ? "L'inscription est réservée aux personnes majeures." : undefined}
          error={error("birthdate")}
          {...field("birthdate")}
        />
      ) : null}
    </>
  );
}
