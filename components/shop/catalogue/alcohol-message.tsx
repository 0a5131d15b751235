import { ALCOHOL_SELLING_MESSAGE } from "@/lib/domain/shop/shop-settings";

/** The French health message of alcohol sales (DISPLAY_ALCOHOL_SELLING_MESSAGE), on shop pages. */
export function AlcoholMessage({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p className="mt-10 border-t border-ink/14 pt-4 text-center text-sm" data-testid="alcohol-message">
      {ALCOHOL_SELLING_MESSAGE}
    </p>
  );
}
