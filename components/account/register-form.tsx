"use client";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { RegistrationRules } from "@/lib/schemas/account";
import { applyApiError } from "./api-errors";
import { CheckboxField } from "./checkbox-field";
import { LINK } from "./field-styles";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { PersonFields } from "./person-fields";
import { SubmitButton } from "./submit-button";
import { PASSWORD_HINT } from "./texts";
import { submitOnce } from "./submit-once";
import { useFocusOnShow } from "./use-focus-on-show";
import { lazyResolver, loadAccountApi, loadSchemas, preloadFormTools } from "./form-tools";

const FIELDS = ["email", "password", "firstname", "lastname", "phone", "birthdate", "acceptTerms"] as const;

/**
 * « Je crée mon compte »: POST /register with the site's rules (birthdate, mobile phone). The
 * answer is the same whether the address already had an account (its owner gets an e-mail), so
 * the form does not log in by itself (a failed login would tell): it says to check the mailbox
 * and to log in with « J'ai déjà un compte ».
 */
export function RegisterForm({ rules }: { rules: RegistrationRules; returnPath?: string | null }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useFocusOnShow<HTMLDivElement>(done !== null);
  const resolver = useMemo(() => lazyResolver(async () => (await loadSchemas()).registerSchema(rules)), [rules]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { firstname: "", lastname: "", email: "", phone: "", birthdate: "", password: "", acceptTerms: false },
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { registerAccount } = await loadAccountApi();
      const { message } = await registerAccount(values);
      setDone(message ?? "Un e-mail vient de vous être envoyé : suivez le lien qu'il contient, puis connectez-vous.");
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS }));
    }
  });

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="flex flex-col gap-3 outline-none">
        <p className="font-semibold">{done}</p>
        <p>Vous pouvez vous connecter dès maintenant avec le formulaire « J&apos;ai déjà un compte ».</p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex flex-col gap-4">
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
