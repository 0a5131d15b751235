"use client";
import { useId, useRef, useState, type FormEvent } from "react";

type Logic = typeof import("./newsletter-signup-logic");
let logic: Promise<Logic> | null = null;
/** The validation and the call, downloaded once at the first focus or touch (not with the page). */
function loadLogic(): Promise<Logic> {
  logic ??= import("./newsletter-signup-logic");
  logic.catch(() => (logic = null));
  return logic;
}

const INPUT =
  "min-h-11 w-full min-w-0 rounded-md border border-current/60 bg-transparent px-3 py-2 text-inherit aria-[invalid=true]:border-2 aria-[invalid=true]:border-current";
const BUTTON =
  "min-h-11 shrink-0 rounded-md border-2 border-current px-4 py-2 font-semibold hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)] aria-disabled:cursor-wait";

/** Newsletter sign-up (double opt-in, POST /newsletter/subscribe): an e-mail field and a button. */
export function NewsletterSignupForm({ label = "E-mail pour la lettre d’information" }: { label?: string }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setStatus(null);
    try {
      const result = await (await loadLogic()).signUp(input.current?.value ?? "");
      setStatus(result.message);
      if (result.ok) {
        setError(null);
        if (input.current) input.current.value = "";
      } else {
        setError(result.fieldError);
        if (result.fieldError) input.current?.focus();
      }
    } catch {
      setStatus("Le serveur est injoignable : vérifiez votre connexion à Internet puis réessayez.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} onFocus={() => void loadLogic()} onPointerDown={() => void loadLogic()}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <input
          ref={input}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={INPUT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erreur` : undefined}
        />
        <button type="submit" className={BUTTON} aria-disabled={pending || undefined}>
          {pending ? "Envoi…" : "S’inscrire"}
        </button>
      </div>
      {error ? (
        <p id={`${id}-erreur`} className="mt-1 text-sm font-semibold">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
      {/* A live region without the status role: the footer's form is on every page, beside the page's own status messages. */}
      <p aria-live="polite" aria-atomic="true" className="mt-2 text-sm">
        {status}
      </p>
    </form>
  );
}
