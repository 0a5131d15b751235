"use client";
import { SiteLink } from "@/components/ui/site-link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { CheckboxField } from "@/components/account/checkbox-field";
import { LINK } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { lazyResolver } from "@/components/account/form-tools";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { TextField } from "@/components/account/text-field";
import { useFocusOnShow } from "@/components/account/use-focus-on-show";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import type { ContactMessageInput } from "@/lib/schemas/contact";
import { HoneypotField } from "./honeypot-field";
import { loadContactSchemas, loadVisitorFormsApi, preloadVisitorForms } from "./form-loaders";
import { TextAreaField } from "./text-area-field";

const FIELDS = ["name", "email", "phone", "subject", "message", "consent"] as const;

/** The contact form (POST /message): validated in the browser by the API's own schema. */
export function ContactForm() {
  const honeypotId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const messageRef = useFocusOnShow<HTMLDivElement>(sent !== null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({
    resolver: lazyResolver(async () => (await loadContactSchemas()).contactMessageSchema),
    defaultValues: { name: "", email: "", phone: "", subject: "", message: "", [HONEYPOT_FIELD]: "" },
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { sendContactMessage } = await loadVisitorFormsApi();
      setSent((await sendContactMessage(values)) ?? "Votre message a bien été envoyé.");
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS }));
    }
  });

  if (sent !== null) {
    return (
      <div ref={messageRef} tabIndex={-1} role="status" className="flex flex-col gap-3 outline-none">
        <p className="text-lg font-semibold">{sent}</p>
        <p>Un accusé de réception vient de vous être envoyé par e-mail.</p>
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      aria-label="Formulaire de contact"
      onSubmit={submitOnce(isSubmitting, submit)}
      onFocus={preloadVisitorForms}
      onPointerDown={preloadVisitorForms}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField label="Nom et prénom" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <TextField label="Adresse e-mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
      <TextField label="Téléphone" type="tel" autoComplete="tel" inputMode="tel" optional error={errors.phone?.message} {...register("phone")} />
      <TextField label="Objet" error={errors.subject?.message} {...register("subject")} />
      <TextAreaField className="sm:col-span-2" label="Votre message" error={errors.message?.message} {...register("message")} />
      <CheckboxField
        className="sm:col-span-2"
        label={
          <>
            J&apos;accepte que mes informations soient utilisées pour répondre à ma demande (
            <SiteLink className={LINK} href="/privacy-policy">
              politique de confidentialité
            </SiteLink>
            ).
          </>
        }
        error={errors.consent?.message}
        {...register("consent")}
      />
      <HoneypotField id={honeypotId} {...register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <FormAlert message={alert} />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton pending={isSubmitting} pendingLabel="Envoi en cours…">
          Envoyer le message
        </SubmitButton>
      </div>
    </form>
  );
}
