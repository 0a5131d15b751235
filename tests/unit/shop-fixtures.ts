import { readShopSettings, type ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { ProductList } from "@/lib/schemas/shop/product";
import { productListSchema, productSchema, type Declination, type Product } from "@/lib/schemas/shop/product";

/** Contract-valid catalogue data for the shop's component tests (parsed with the contract schemas). */

export function declination(over: Partial<Declination> = {}): Declination {
  return {
    id: 101,
    reference: "MEU-CHA-2022-75",
    year: 2022,
    capacity: 75,
    capacityUnit: "CENTILITRE",
    fixedPrice: 3200,
    price: 3200,
    quantity: 60,
    setQuantity: 1,
    sellByMultipleOf: 6,
    variation1: null,
    variation2: null,
    variation3: null,
    discount: null,
    image: null,
    ...over,
  };
}

export function product(over: Partial<Product> = {}): Product {
  return productSchema.parse({
    id: 7,
    name: "Les Charmes",
    slug: "meursault-les-charmes",
    reference: "MEU-CHA",
    type: { type: "WINE" },
    subtypeType: "BOTTLE",
    summary: "Un meursault rond et floral, élevé 12 mois en fûts.",
    description: "<p>Vendangé à la main.</p>",
    appellation: "Meursault",
    region: "Bourgogne",
    colour: "WHITE",
    grapeVarieties: [{ name: "Chardonnay", percent: 100 }],
    features: [{ key: "alcohol", label: "Degré", value: "13 % vol." }],
    tags: ["Bio"],
    isDematerialized: false,
    hasShippingFees: true,
    price: 3200,
    quantity: 60,
    discount: null,
    decreasingDiscounts: [],
    declinations: [declination()],
    images: [{ id: 3, alt: "Bouteille de Meursault Les Charmes", url: "/images/3/meursault-les-charmes.svg" }],
    mealIcons: [5, 7],
    nutrition: null,
    hasCustomization: false,
    awardCount: 0,
    ...over,
  });
}

export function productList(products: Product[], over: Partial<ProductList> = {}): ProductList {
  return productListSchema.parse({
    list: products,
    total: products.length,
    pagination: { page: 1, nbItem: 24 },
    filters: { colours: ["RED", "WHITE"], appellations: ["Bourgogne", "Meursault"], tags: ["Bio", "Fêtes"], types: ["WINE", "BOX"], minPrice: 1200, maxPrice: 9800 },
    ...over,
  });
}

/** The catalogue defaults, with overrides. */
export function shopSettings(over: Partial<ShopSettings> = {}): ShopSettings {
  return { ...readShopSettings({}), ...over };
}
