import { lazyValue } from "@/lib/domain/lazy-value";

/** Money is integer cents (ARCHITECTURE); shown in euros the French way: « 45,00 € ». */
const EUROS = lazyValue(() => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }));

export function formatEuros(cents: number): string {
  // Intl uses narrow no-break spaces: keep them (correct French typography).
  return EUROS().format(cents / 100);
}
