"use client";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { UserProfile } from "@/lib/api-client/account";
import type { RegistrationRules } from "@/lib/schemas/account";
import { useAuthStore } from "@/stores/auth-store";
import { applyApiError } from "./api-errors";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { PersonFields } from "./person-fields";
import { SubmitButton } from "./submit-button";
import { submitOnce } from "./submit-once";
import { lazyResolver, loadAccountApi, loadSchemas, preloadFormTools } from "./form-tools";

const FIELDS = ["email", "firstname", "lastname", "phone", "birthdate", "currentPassword"] as const;

function formValues(profile: UserProfile) {
  return {
    firstname: profile.firstname ?? "",
    lastname: profile.lastname ?? "",
    email: profile.email,
    phone: profile.phone ?? "",
    birthdate: profile.birthdate ?? "",
    currentPassword: "",
  };
}

/**
 * « Mes informations »: PUT /user with the site's rules (same as registration). Typing a new
 * e-mail asks for the current password; the new address only replaces the current one once the
 * link sent to it is followed.
 */
export function ProfileForm({ profile, rules }: { profile: UserProfile; rules: RegistrationRules }) {
  const router = useRouter();
  const login = useAuthStore((state) => state.login);
  const [alert, setAlert] = useState<string | null>(null);
  const resolver = useMemo(() => lazyResolver(async () => (await loadSchemas()).profileSchema(rules)), [rules]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: formValues(profile) });
  const emailChanged = (useWatch({ control, name: "email" }) ?? "").trim().toLowerCase() !== profile.email;

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { updateProfile } = await loadAccountApi();
      const { data, message } = await updateProfile(values);
      reset(formValues(data));
      login({ id: data.id, email: data.email, role: data.role, firstname: data.firstname, lastname: data.lastname });
      toast.success(message ?? "Vos informations sont enregistrées.");
      router.refresh();
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS, conflictField: "email" }));
    }
  });

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex max-w-xl flex-col gap-4">
      <p className="text-sm">Tous les champs sont obligatoires, sauf mention contraire.</p>
      <PersonFields
        rules={rules}
        showBirthdate={true}
        field={(name) => register(name)}
        error={(name) => errors[name]?.message}
      />
      {emailChanged ? (
        <PasswordField
          label="Mot de passe actuel (pour changer d'adresse e-mail)"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
      ) : null}
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement en cours…">
          Enregistrer mes informations
        </SubmitButton>
      </div>
    </form>
  );
}
