"use client";
import { CHECKOUT_STEP_LABELS, CHECKOUT_STEPS, checkoutStepPath, stepIndex, type CheckoutStep } from "@/lib/domain/shop/checkout-steps";

/**
 * The steps of the checkout as an ordered list: the steps done are links back to them (nothing
 * chosen is lost: the choices live in the delivery store), the current one is marked
 * `aria-current="step"`, the next ones are plain text.
 */
export function StepIndicator({ current, onGo }: { current: CheckoutStep; onGo: (step: CheckoutStep) => void }) {
  const currentIndex = stepIndex(current);
  return (
    <nav aria-label="Étapes de la commande">
      <ol className="flex flex-wrap gap-x-2 gap-y-2 sm:gap-x-6">
        {CHECKOUT_STEPS.map((step, index) => {
          const label = CHECKOUT_STEP_LABELS[step];
          const number = (
            <span
              aria-hidden="true"
              className={`grid size-8 shrink-0 place-items-center rounded-full border-2 border-primary font-semibold ${index <= currentIndex ? "bg-primary text-on-primary" : ""}`}
            >
              {index < currentIndex ? "✓" : index + 1}
            </span>
          );
          const position = `Étape ${index + 1} sur ${CHECKOUT_STEPS.length} : `;
          return (
            <li key={step} className="flex items-center gap-2">
              {index < currentIndex ? (
                <a
                  href={checkoutStepPath(step)}
                  onClick={(event) => {
                    event.preventDefault();
                    onGo(step);
                  }}
                  className="flex min-h-11 items-center gap-2 text-link underline"
                >
                  {number}
                  <span>
                    <span className="sr-only">{position}</span>
                    {label}
                    <span className="sr-only"> (terminée, revenir à cette étape)</span>
                  </span>
                </a>
              ) : (
                <span className="flex min-h-11 items-center gap-2" aria-current={index === currentIndex ? "step" : undefined}>
                  {number}
                  <span className={index === currentIndex ? "font-semibold" : ""}>
                    <span className="sr-only">{position}</span>
                    {label}
                    {index > currentIndex ? <span className="sr-only"> (à venir)</span> : null}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
