"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { logIn, registerAccount } from "@/lib/api-client/account";
import { registerSchema, type RegistrationRules } from "@/lib/schemas/account";
import { applyApiError, generalMessage } from "./api-errors";
import { CheckboxField } from "./checkbox-field";
import { LINK } from "./field-styles";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { PersonFields } from "./person-fields";
import { ACCOUNT_HOME } from "./return-path";
import { SubmitButton } from "./submit-button";
import { PASSWORD_HINT } from "./texts";
import { submitOnce } from "./submit-once";
import { useAuthActions } from "./use-auth-actions";

const FIELDS = ["email", "password", "firstname", "lastname", "phone", "birthdate", "acceptTerms"] as const;

/**
 * « Je crée mon compte »: POST /register with the site's rules (birthdate, mobile phone), then a
 * login with the same credentials (POST /login) and the account area.
 */
export function RegisterForm({ rules, returnPath }: { rules: RegistrationRules; returnPath: string | null }) {
  const { afterLogin } = useAuthActions();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => registerSchema(rules), [rules]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { firstname: "", lastname: "", email: "", phone: "", birthdate: "", password: "", acceptTerms: false },
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await registerAccount(values);
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS, conflictField: "email" }));
      return;
    }
    try {
      const { data } = await logIn({ email: values.email, password: values.password });
      toast.success("Votre compte est créé. Bienvenue !");
      afterLogin(data.user, returnPath ?? ACCOUNT_HOME);
    } catch (failure) {
      setAlert(`Votre compte est créé, mais la connexion automatique a échoué (${generalMessage(failure)}) : connectez-vous avec le formulaire « J'ai déjà un compte ».`);
    }
  });

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} className="flex flex-col gap-4">
      <p className="text-sm">Tous les champs sont obligatoires, sauf mention contraire.</p>
      <PersonFields
        rules={rules}
        showBirthdate={rules.birthdateRequired}
        field={(name) => register(name)}
        error={(name) => errors[name]?.message}
      />
      <PasswordField label="Mot de passe" autoComplete="new-password" hint={PASSWORD_HINT} error={errors.password?.message} {...register("password")} />
      <CheckboxField
        label={
          <>
            J&apos;ai lu et j&apos;accepte les{" "}
            <a className={LINK} href="/use-terms" target="_blank" rel="noopener">
              conditions générales d&apos;utilisation<span className="sr-only"> (nouvel onglet)</span>
            </a>
          </>
        }
        required
        error={errors.acceptTerms?.message}
        {...register("acceptTerms")}
      />
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Création du compte en cours…">
          Créer mon compte
        </SubmitButton>
      </div>
    </form>
  );
}
