import type { ReactNode } from "react";
import type { Cta } from "../shared-schemas";
import { Anchor } from "@/components/ui/anchor";

export type CtaVariant = "primary" | "accent" | "outline";

const BASE =
  "inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-center text-base font-semibold leading-snug no-underline shadow-sm transition motion-safe:hover:-translate-y-0.5 hover:shadow-md";

const VARIANTS: Record<CtaVariant, string> = {
  primary: "bg-primary text-on-primary",
  // --color-on-accent is computed against the raw accent, so the raw colour is the background.
  accent: "bg-accent-raw text-[var(--color-on-accent)]",
  outline: "border-2 border-primary bg-transparent text-heading shadow-none",
};

export function ctaClassName(variant: CtaVariant): string {
  return `${BASE} ${VARIANTS[variant]}`;
}

/** A call-to-action link styled as a button; the shell routes a site path client-side and prefetches it on intent (LinkNavigator). */
export function CtaLink({ cta, variant = "primary", children }: { cta: Cta; variant?: CtaVariant; children?: ReactNode }) {
  const className = ctaClassName(variant);
  return (
    <Anchor href={cta.href} className={className}>
      {cta.label}
      {children}
    </Anchor>
  );
}
