"use client";
import { SiteLink } from "@/components/ui/site-link";
import { useState, type FormEvent } from "react";
import { generalMessage } from "./api-errors";
import { LINK } from "./field-styles";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "./submit-button";
import { useFocusOnShow } from "./use-focus-on-show";

export interface TokenConfirmationProps {
  token: string;
  /** The call that uses the token; resolves with the message to show. */
  confirm: (token: string) => Promise<string>;
  buttonLabel: string;
  pendingLabel: string;
}

/**
 * The button of an e-mailed link (newsletter, e-mail address): nothing happens on opening the page
 * (mail link scanners open it), only when a person presses the button.
 */
export function TokenConfirmation({ token, confirm, buttonLabel, pendingLabel }: TokenConfirmationProps) {
  const [done, setDone] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const doneRef = useFocusOnShow<HTMLDivElement>(done !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setAlert(null);
    try {
      setDone(await confirm(token));
    } catch (failure) {
      setAlert(generalMessage(failure));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="flex flex-col gap-3 outline-none">
        <p className="font-semibold">{done}</p>
        <p>
          <SiteLink className={LINK} href="/">
            Revenir à l&apos;accueil
          </SiteLink>
        </p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {buttonLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
