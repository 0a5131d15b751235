import { CustomizationFileLink } from "@/components/shop/cart/customization-file-link";
import { formatEuros } from "@/lib/domain/money";
import { customizationFileUrl } from "@/lib/schemas/shop/cart";
import type { OrderLine } from "@/lib/schemas/shop/order";
import { DiscountedAmount } from "@/components/shop/discounted-amount";

/**
 * The order's lines as recorded (names, labels and prices of the day of the order): quantity ×
 * unit price paid, line total (the catalogue total struck through when discounted), the
 * customization answers with their files (readable by the order's customer and the estate).
 */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul aria-label="Articles de la commande" className="flex flex-col divide-y divide-current/15">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0 flex-1 basis-60">
            <p className="font-semibold">{line.name}</p>
            {line.declinationLabel ? <p className="text-sm">{line.declinationLabel}</p> : null}
            <p className="text-sm">Réf. {line.reference}</p>
            {line.customizations.length > 0 ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {line.customizations.map((answer, index) => (
                  <div key={`${answer.label}.${index}`} className="contents">
                    <dt className="font-semibold">{answer.label} :</dt>
                    <dd className="min-w-0 break-words">
                      {answer.fileId !== null ? <CustomizationFileLink url={customizationFileUrl(answer.fileId)} name={answer.value} /> : answer.value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <div className="text-end">
            <p className="text-sm">
              {line.quantity} × {formatEuros(line.unitPrice)}
              {line.customizationCost > 0 ? <span className="block">dont personnalisation {formatEuros(line.customizationCost)}</span> : null}
            </p>
            <p className="font-semibold">
              <span className="sr-only">Total de la ligne : </span>
              <DiscountedAmount toPay={line.totalToPay} before={line.total} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
