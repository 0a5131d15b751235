import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { answeredCustomizations, cartTotals, priceCartLine } from "@/lib/domain/shop/cart-pricing";
import { declinationLabel } from "@/lib/domain/shop/declination-label";
import { effectiveDiscount } from "@/lib/domain/shop/unit-price";
import { queryAll } from "@/lib/platform/db/query-all";
import type { Database } from "@/lib/platform/db/types";
import { cartProducts, customizationFiles, images, productDeclinations, products, variationDetails, variations } from "@/lib/platform/db/schema";
import type { StoredCustomizationAnswer, StoredDiscount } from "@/lib/platform/db/schema";
import { imageUrl } from "@/lib/platform/services/image-url";
import { customizationFileUrl, type Cart, type CartProduct } from "@/lib/schemas/shop/cart";
import type { Customization, CustomizationAnswerView } from "@/lib/schemas/shop/customization";
import type { Discount } from "@/lib/schemas/shop/product";
import type { FoundCart } from "./find-cart";
import { loadProductCustomizations } from "./load-product-customizations";

/** A stored discount as the contract shows it (its id: the row carrying it). */
function discountView(stored: StoredDiscount | null, id: number): Discount | null {
  return stored ? { id, type: stored.type, amount: stored.amount, detailType: stored.detailType, label: stored.label } : null;
}

function answerViews(answers: readonly StoredCustomizationAnswer[], customizations: readonly Customization[], fileNames: ReadonlyMap<number, string>): CustomizationAnswerView[] {
  return answers.flatMap((answer): CustomizationAnswerView[] => {
    const field = customizations.find((c) => c.id === answer.id)?.customizationValues.find((f) => f.key === answer.key);
    const label = field?.label ?? answer.key;
    if (answer.fileId !== undefined) {
      return [{ id: answer.id, key: answer.key, label, value: fileNames.get(answer.fileId) ?? "fichier", fileUrl: customizationFileUrl(answer.fileId) }];
    }
    const value = answer.textValue ?? (answer.checkboxValue ? "Oui" : answer.selectValue?.value);
    return value === undefined ? [] : [{ id: answer.id, key: answer.key, label, value, fileUrl: null }];
  });
}

/**
 * The cart as every cart call answers it (cartSchema), every amount computed here from the
 * catalogue as it is now (lib/domain/shop/cart-pricing.ts), nothing taken from the client.
 */
export async function loadCartView(db: Database, siteId: number, cart: FoundCart): Promise<Cart> {
  const lines = await db
    .select({
      id: cartProducts.id,
      quantity: cartProducts.quantity,
      answers: cartProducts.answers,
      declination: productDeclinations,
      product: {
        id: products.id,
        name: products.name,
        slug: products.slug,
        type: products.type,
        isDematerialized: products.isDematerialized,
        hasShippingFees: products.hasShippingFees,
        discount: products.discount,
        decreasingDiscounts: products.decreasingDiscounts,
        imageIds: products.imageIds,
      },
    })
    .from(cartProducts)
    .innerJoin(productDeclinations, eq(productDeclinations.id, cartProducts.declinationId))
    .innerJoin(products, eq(products.id, cartProducts.productId))
    .where(and(eq(cartProducts.cartId, cart.row.id), eq(cartProducts.siteId, siteId)))
    .orderBy(asc(cartProducts.id));

  const imageIds = lines.flatMap((line) => {
    const id = line.declination.imageId ?? line.product.imageIds[0];
    return id === undefined ? [] : [id];
  });
  const detailIds = lines.flatMap((line) =>
    [line.declination.variation1Id, line.declination.variation2Id, line.declination.variation3Id].filter((id): id is number => id !== null),
  );
  const fileIds = lines.flatMap((line) => line.answers.flatMap((answer) => (answer.fileId !== undefined ? [answer.fileId] : [])));
  const [imageRows, detailRows, customizationsByProduct, fileRows] = await queryAll(db, [
    () =>
      imageIds.length > 0
        ? db.select({ id: images.id, name: images.name, filename: images.filename, alt: images.alt }).from(images).where(and(eq(images.siteId, siteId), inArray(images.id, imageIds)))
        : Promise.resolve([]),
    () =>
      detailIds.length > 0
        ? db
            .select({ id: variationDetails.id, label: variationDetails.label })
            .from(variationDetails)
            .innerJoin(variations, eq(variations.id, variationDetails.variationId))
            .where(and(eq(variationDetails.siteId, siteId), inArray(variationDetails.id, detailIds)))
        : Promise.resolve([]),
    () =>
      loadProductCustomizations(
        db,
        siteId,
        lines.map((line) => line.product.id),
      ),
    () =>
      fileIds.length > 0
        ? db
            .select({ id: customizationFiles.id, originalName: customizationFiles.originalName })
            .from(customizationFiles)
            .where(and(eq(customizationFiles.siteId, siteId), inArray(customizationFiles.id, fileIds)))
        : Promise.resolve([]),
  ]);
  const imageById = new Map(imageRows.map((image) => [image.id, { id: image.id, alt: image.alt, url: imageUrl(image) }]));
  const detailById = new Map(detailRows.map((detail) => [detail.id, detail.label]));
  const fileNames = new Map(fileRows.map((file) => [file.id, file.originalName]));

  const products_: CartProduct[] = lines.map((line) => {
    const { declination: d, product: p } = line;
    const customizations = customizationsByProduct.get(p.id) ?? [];
    const price = priceCartLine({
      fixedPrice: d.fixedPrice,
      declinationDiscount: d.discount,
      productDiscount: p.discount,
      decreasingDiscounts: p.decreasingDiscounts,
      quantity: line.quantity,
      answeredCustomizations: answeredCustomizations(customizations, line.answers),
    });
    const isDeclinationDiscount = d.discount !== null;
    const imageId = d.imageId ?? p.imageIds[0];
    return {
      id: line.id,
      idProduct: p.id,
      idDeclination: d.id,
      name: p.name,
      slug: p.slug,
      reference: d.reference,
      type: p.type,
      year: d.year,
      capacity: d.capacity,
      capacityUnit: d.capacityUnit,
      setQuantity: d.setQuantity,
      sellByMultipleOf: d.sellByMultipleOf,
      isDematerialized: p.isDematerialized,
      // A dematerialised product never ships.
      hasShippingFees: p.hasShippingFees && !p.isDematerialized,
      declinationLabel: declinationLabel({
        year: d.year,
        capacity: d.capacity,
        capacityUnit: d.capacityUnit,
        variations: [d.variation1Id, d.variation2Id, d.variation3Id].flatMap((id) => (id !== null && detailById.has(id) ? [detailById.get(id)!] : [])),
      }),
      image: imageId !== undefined ? (imageById.get(imageId) ?? null) : null,
      quantity: line.quantity,
      stock: d.stock,
      fixedPrice: d.fixedPrice,
      unitPrice: price.unitPrice,
      customizationCost: price.customizationCost,
      total: price.total,
      totalToPay: price.totalToPay,
      discount: discountView(effectiveDiscount(d.discount, p.discount), isDeclinationDiscount ? d.id : p.id),
      customizations: answerViews(line.answers, customizations, fileNames),
    };
  });

  return {
    id: cart.publicId,
    products: products_,
    ...cartTotals(products_),
    isCustomerCart: cart.row.customerId !== null,
    discountCode: cart.row.discountCode,
    updatedAt: cart.row.updatedAt.toISOString(),
  };
}
