import type { InputHTMLAttributes, Ref } from "react";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";

/**
 * The honeypot (lib/domain/honeypot.ts): off-screen, out of the tab order and of the
 * accessibility tree, never autofilled; people never see it, robots fill it in.
 */
export function HoneypotField({ id, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Laissez ce champ vide</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
