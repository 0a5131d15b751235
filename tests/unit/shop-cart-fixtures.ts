import { cartSchema, type Cart, type CartProduct } from "@/lib/schemas/shop/cart";
import { productCustomizationListSchema, type ProductCustomization } from "@/lib/schemas/shop/customization";
import { productSchema, type Declination, type Product } from "@/lib/schemas/shop/product";
import { readShopSettings, type ShopSettings } from "@/lib/domain/shop/shop-settings";

/** Contract-valid shop data of the component and store tests (parsed by the contract's schemas). */

export const CART_ID = "Zk3p9QmV2xLr7TbN4cWs8A";
export const OTHER_CART_ID = "Hq2m5Xr8Vt1Lp6Nz3Kb9Ws";

export function declination(overrides: Partial<Declination> & { id: number }): Declination {
  return {
    reference: `REF-${overrides.id}`,
    year: 2020,
    capacity: 75,
    capacityUnit: "CENTILITRE",
    fixedPrice: 1800,
    price: 1800,
    quantity: 120,
    setQuantity: 1,
    sellByMultipleOf: 1,
    variation1: null,
    variation2: null,
    variation3: null,
    discount: null,
    image: null,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return productSchema.parse({
    id: 501,
    name: "Les Trois Collines rouge",
    slug: "les-trois-collines-rouge",
    reference: "TC-ROUGE",
    type: { type: "WINE" },
    subtypeType: "BOTTLE",
    summary: "Un rouge de garde aux tanins fondus.",
    description: "<p>Syrah et grenache.</p>",
    appellation: "Côtes du Rhône",
    region: "Vallée du Rhône",
    colour: "RED",
    grapeVarieties: [],
    features: [],
    tags: [],
    isDematerialized: false,
    hasShippingFees: true,
    price: 1800,
    quantity: 120,
    discount: null,
    decreasingDiscounts: [],
    declinations: [
      declination({ id: 11, year: 2020, fixedPrice: 1800, price: 1800, quantity: 120, sellByMultipleOf: 6 }),
      declination({
        id: 12,
        year: 2019,
        fixedPrice: 2200,
        price: 1870,
        quantity: 3,
        sellByMultipleOf: 1,
        discount: { id: 1, type: "PERCENT", amount: 15, detailType: "PRODUCT", label: "Promotion de printemps" },
      }),
      declination({ id: 13, year: 2020, capacity: 1.5, capacityUnit: "LITER", fixedPrice: 4200, price: 4200, quantity: 0 }),
    ],
    images: [],
    mealIcons: [],
    nutrition: null,
    hasCustomization: false,
    awardCount: 0,
    ...overrides,
  });
}

export const engraving: ProductCustomization[] = productCustomizationListSchema.parse([
  {
    id: 31,
    customization: {
      id: 31,
      label: "Gravure du coffret",
      type: "DYNAMIC_FORM",
      costType: "EURO",
      amount: 500,
      customizationValues: [
        { key: "texte", label: "Texte gravé", inputType: "TEXT", required: true, textNumberOfChar: 20, selectKey: [], help: null },
        {
          key: "police",
          label: "Police",
          inputType: "SELECT",
          required: false,
          textNumberOfChar: null,
          selectKey: [
            { key: "serif", value: "Classique" },
            { key: "script", value: "Manuscrite" },
          ],
          help: null,
        },
        { key: "paquet", label: "Paquet cadeau", inputType: "CHECKBOX", required: false, textNumberOfChar: null, selectKey: [], help: null },
      ],
    },
  },
  {
    id: 32,
    customization: {
      id: 32,
      label: "Étiquette personnalisée",
      type: "SIMPLE",
      costType: "NONE",
      amount: 0,
      customizationValues: [
        { key: "visuel", label: "Votre visuel", inputType: "FILE", required: false, textNumberOfChar: null, selectKey: [], help: null },
      ],
    },
  },
]);

export const settings: ShopSettings = readShopSettings({ STOCK_LIMIT_DISPLAY: "5", NOT_IN_STOCK_LABEL: "Épuisé", FREE_SHIPPING_BOTTLE: "12" });

export function cartLine(overrides: Partial<CartProduct> & { id: number }): CartProduct {
  return {
    idProduct: 501,
    idDeclination: 11,
    name: "Les Trois Collines rouge",
    slug: "les-trois-collines-rouge",
    reference: "REF-11",
    type: "WINE",
    year: 2020,
    capacity: 75,
    capacityUnit: "CENTILITRE",
    setQuantity: 1,
    sellByMultipleOf: 6,
    isDematerialized: false,
    hasShippingFees: true,
    declinationLabel: "Millésime 2020 · 75 cl",
    image: null,
    quantity: 6,
    stock: 120,
    fixedPrice: 1800,
    unitPrice: 1800,
    customizationCost: 0,
    total: 10800,
    totalToPay: 10800,
    discount: null,
    customizations: [],
    ...overrides,
  };
}

export function cart(lines: CartProduct[], overrides: Partial<Cart> = {}): Cart {
  const totalProduct = lines.reduce((sum, line) => sum + line.total, 0);
  const totalProductToPay = lines.reduce((sum, line) => sum + line.totalToPay, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return cartSchema.parse({
    id: CART_ID,
    products: lines,
    totalProduct,
    totalProductToPay,
    itemCount,
    bottleCount: itemCount,
    isCustomerCart: false,
    discountCode: null,
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  });
}

/** The API envelope (SPEC §7). */
export const envelope = (data: unknown, message: string | null = null) => ({ success: true, data, message });
export const failure = (message: string, data: unknown = null) => ({ success: false, data, message });
