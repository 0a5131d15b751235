"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "@/components/account/form-alert";
import { PRIMARY_BUTTON } from "@/components/account/field-styles";
import { SubmitButton } from "@/components/account/submit-button";
import { QuantityStepper } from "@/components/shop/cart/quantity-stepper";
import { toast } from "@/components/ui/toast";
import { getQueryClient } from "@/lib/api-client/query-client";
import { quantityError } from "@/lib/domain/shop/cart-quantity";
import { defaultDeclination } from "@/lib/domain/shop/default-declination";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import { stockLabel } from "@/lib/domain/shop/stock-label";
import { effectiveDiscount } from "@/lib/domain/shop/unit-price";
import { declinationPriceDisplay } from "@/lib/domain/shop/price-display";
import { customizationAnswers, type CustomizationFormValues } from "@/lib/schemas/shop/customization-form";
import type { ProductCustomization } from "@/lib/schemas/shop/customization";
import type { Declination, Product } from "@/lib/schemas/shop/product";
import { useCartStore } from "@/stores/shop/cart-store";
import { CustomizationForm, useCustomizationForm } from "./customization-form";
import { DeclinationPicker } from "./declination-picker";
import { ProductPrice } from "./product-price";
import { StockBadge } from "./stock-badge";

export interface ProductBuyBoxProps {
  product: Product;
  customizations: ProductCustomization[];
  settings: ShopSettings;
}


/**
 * The product sheet's buy box: vintage, size and variations, the declination's price (as the
 * parameters show it) and stock label, the quantity stepper (§5 rules), the customizations, and
 * « Ajouter au panier » (multipart POST /cart/{cartId}/product/{declinationId}). On success a
 * toast and the header's cart preview; on refusal the server's French messages by field.
 */
export function ProductBuyBox(props: ProductBuyBoxProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <BuyBox {...props} />
    </QueryClientProvider>
  );
}

function BuyBox({ product, customizations, settings }: ProductBuyBoxProps) {
  // A published product has at least one declination (lib/platform/services/shop/product-view.ts).
  const [declination, setDeclination] = useState(() => defaultDeclination(product.declinations)!);
  const [quantity, setQuantity] = useState(declination.sellByMultipleOf);
  const [quantityServerError, setQuantityServerError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { form, fields } = useCustomizationForm(customizations);
  const add = useCartStore((state) => state.add);
  const requestPreview = useCartStore((state) => state.requestPreview);

  const type = product.type.type;
  const rule = { type, sellByMultipleOf: declination.sellByMultipleOf, stock: declination.quantity };
  const stock = stockLabel(declination.quantity, settings);
  const outOfStock = stock.tone === "out";
  const discount = effectiveDiscount(declination.discount, product.discount);

  function chooseDeclination(next: Declination) {
    setDeclination(next);
    setQuantityServerError(undefined);
    // A quantity the new declination refuses (another multiple, over its stock) goes back to its multiple.
    if (quantityError(quantity, { type, sellByMultipleOf: next.sellByMultipleOf, stock: next.quantity })) setQuantity(next.sellByMultipleOf);
  }

  const submit = form.handleSubmit(async (values: CustomizationFormValues) => {
    if (pending || outOfStock) return;
    setAlert(null);
    setQuantityServerError(undefined);
    if (quantityError(quantity, rule)) return;
    setPending(true);
    try {
      const { answers, files } = customizationAnswers(fields, values);
      const result = await add(declination.id, { type, quantity, customizations: answers, files });
      if (result.ok) {
        toast.success(result.message ?? "Le produit a été ajouté à votre panier.");
        requestPreview();
        return;
      }
      const unplaced: string[] = [];
      let focused = false;
      for (const { key, error } of result.errors) {
        const entry = fields.find((candidate) => candidate.errorKey === key);
        if (entry) {
          form.setError(entry.name, { type: "server", message: error }, { shouldFocus: !focused });
          focused = true;
        } else if (key === "quantity") setQuantityServerError(error);
        else unplaced.push(error);
      }
      setAlert(unplaced.length > 0 ? unplaced.join(" ") : focused || result.errors.length > 0 ? null : result.message);
    } finally {
      setPending(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={`Acheter ${product.name}`} className="flex flex-col gap-6" data-testid="buy-box">
      <DeclinationPicker declinations={product.declinations} current={declination} onChange={chooseDeclination} />
      <div className="flex flex-col gap-1" aria-live="polite">
        {settings.hidePrices ? null : (
          <ProductPrice display={declinationPriceDisplay(declination)} hidePercentage={settings.hidePercentageDiscount} large />
        )}
        {settings.hidePrices || !discount || discount.detailType !== "SHIPPING_FEES" ? null : <p className="text-sm font-semibold">{discount.label}</p>}
        {settings.hidePrices || declination.setQuantity <= 1 ? null : (
          <p className="text-sm">Prix pour un lot de {declination.setQuantity} bouteilles.</p>
        )}
        <StockBadge label={stock} />
      </div>
      {outOfStock ? null : (
        <QuantityStepper
          value={quantity}
          onChange={(next) => {
            setQuantity(next);
            setQuantityServerError(undefined);
          }}
          rule={rule}
          label="Quantité"
          error={quantityServerError}
        />
      )}
      <CustomizationForm
        form={form}
        fields={fields}
        customizations={customizations}
        productId={product.id}
        declinationId={declination.id}
        quantity={quantity}
        hidePrices={settings.hidePrices}
      />
      <FormAlert message={alert} />
      {outOfStock ? (
        <button type="button" disabled className={`${PRIMARY_BUTTON} cursor-not-allowed opacity-60`}>
          {settings.notInStockLabel}
        </button>
      ) : (
        <SubmitButton pending={pending} pendingLabel="Ajout en cours…">
          Ajouter au panier
        </SubmitButton>
      )}
    </form>
  );
}
