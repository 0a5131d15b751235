import type { FormEvent } from "react";

/** A form's onSubmit that ignores a second submit while the first request runs (Enter pressed twice). */
export function submitOnce(pending: boolean, submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
}
