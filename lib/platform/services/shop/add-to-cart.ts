import "server-only";
import { and, eq } from "drizzle-orm";
import { checkCustomizationAnswers } from "@/lib/domain/shop/customization-answers";
import { customizationFileError } from "@/lib/domain/shop/customization-file";
import { quantityError } from "@/lib/domain/shop/cart-quantity";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { CART_LIMIT_MESSAGES, CART_LIMITS } from "@/lib/domain/shop/cart-limits";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { cartProducts, carts, customizationFiles, type StoredCustomizationAnswer } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { NEW_CART_ID, type Cart, type CartError } from "@/lib/schemas/shop/cart";
import type { CustomizationAnswer } from "@/lib/schemas/shop/customization";
import type { ProductType } from "@/lib/schemas/shop/product";
import { answersKey } from "./answers-key";
import { cartFileBytes } from "./cart-file-room";
import { cartValidationError } from "./cart-validation-error";
import { createCart } from "./create-cart";
import { findBuyableDeclination } from "./find-buyable-declination";
import { findCart, type FoundCart } from "./find-cart";
import { loadCartView } from "./load-cart-view";
import { loadProductCustomizations } from "./load-product-customizations";
import { removeCustomizationFiles } from "./remove-customization-files";
import { storeCustomizationFiles, type UploadedCustomizationFile } from "./store-customization-files";
import { countCartDeclination } from "./count-cart-declination";

export interface AddToCartInput {
  type: ProductType;
  quantity: number;
  answers: CustomizationAnswer[];
  /** Multipart parts `file.<customizationId>.<fieldKey>`, keyed `<customizationId>.<fieldKey>`. */
  files: UploadedCustomizationFile[];
}

/**
 * POST /cart/{cartId}/product/{declinationId}: checks the type, the quantity (§5), the answers
 * and their files, then, under the cart's row lock, the stock against every line of that
 * declination in the cart, and adds the quantity to the line of the same declination and answers
 * (or a new line), the cart's files staying within CART_LIMITS.fileBytesPerCart (else 413). Any
 * refusal leaves the cart and the disk as they were. `cartId` 'new' creates the cart (a guest's,
 * or the customer's main cart).
 */
export async function addToCart(db: Database, siteId: number, user: SessionUser | null, cartId: string, declinationId: number, input: AddToCartInput): Promise<{ cart: Cart; created: boolean }> {
  const declination = await findBuyableDeclination(db, siteId, declinationId);
  if (!declination) throw new ApiError("NOT_FOUND", CART_MESSAGES.productNotFound);

  const errors: CartError[] = [];
  if (input.type !== declination.type) errors.push({ key: "type", error: CART_MESSAGES.typeMismatch });
  const rule = { type: declination.type, sellByMultipleOf: declination.sellByMultipleOf, stock: null };
  const formatError = quantityError(input.quantity, rule);
  if (formatError) errors.push({ key: "quantity", error: formatError });
  const customizations = (await loadProductCustomizations(db, siteId, [declination.productId])).get(declination.productId) ?? [];
  const fileParts = new Set(input.files.map((file) => file.key));
  const checked = checkCustomizationAnswers(customizations, input.answers, { fileParts, requireFields: true });
  errors.push(...checked.errors);
  for (const file of input.files) {
    const fileError = customizationFileError(file.bytes);
    if (fileError && !errors.some((error) => error.key === file.key)) errors.push({ key: file.key, error: fileError });
  }
  if (errors.length > 0) throw cartValidationError(errors);

  const stored = await storeCustomizationFiles(siteId, input.files);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const created = cartId === NEW_CART_ID;
      const cart: FoundCart | null = created ? await createCart(tx, siteId, user) : await findCart(tx, siteId, cartId, user, true);
      if (!cart) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);

      const fileIds = new Map<string, number>();
      if (stored.length > 0) {
        // Under the cart's row lock: parallel uploads into one cart cannot pass its cap together.
        const adding = stored.reduce((total, file) => total + file.byteSize, 0);
        if ((await cartFileBytes(tx, siteId, cart.row.id)) + adding > CART_LIMITS.fileBytesPerCart) {
          throw new ApiError("PAYLOAD_TOO_LARGE", CART_LIMIT_MESSAGES.cartFilesFull);
        }
        const rows = await tx
          .insert(customizationFiles)
          .values(stored.map((file) => ({ siteId, cartId: cart.row.id, storageKey: file.storageKey, mediaType: file.mediaType, byteSize: file.byteSize, originalName: file.originalName })))
          .returning({ id: customizationFiles.id, storageKey: customizationFiles.storageKey });
        for (const row of rows) fileIds.set(stored.find((file) => file.storageKey === row.storageKey)!.key, row.id);
      }
      const answers: StoredCustomizationAnswer[] = checked.answers.map(({ file, ...answer }) =>
        file ? { id: answer.id, key: answer.key, fileId: fileIds.get(`${answer.id}.${answer.key}`)! } : answer,
      );
      const key = answersKey(answers);

      const { lineQuantity, otherLines } = await countCartDeclination(tx, siteId, cart.row.id, declination.id, key);
      const wanted = lineQuantity + input.quantity;
      const stock = declination.stock === null ? null : Math.max(0, declination.stock - otherLines);
      const stockError = quantityError(wanted, { ...rule, stock });
      if (stockError) throw cartValidationError([{ key: "quantity", error: stockError }]);

      await tx
        .insert(cartProducts)
        .values({ siteId, cartId: cart.row.id, productId: declination.productId, declinationId: declination.id, quantity: wanted, answers, answersKey: key })
        .onConflictDoUpdate({ target: [cartProducts.cartId, cartProducts.declinationId, cartProducts.answersKey], set: { quantity: wanted } });
      const [row] = await tx.update(carts).set({ updatedAt: new Date() }).where(and(eq(carts.id, cart.row.id), eq(carts.siteId, siteId))).returning();
      return { cart: await loadCartView(tx, siteId, { row: row!, publicId: cart.publicId }), created };
    });
  } catch (error) {
    await removeCustomizationFiles(
      siteId,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}
