/** react-query keys of platform resources, in one place (invalidate by prefix). */
export const queryKeys = {
  parameters: () => ["parameter"] as const,
  /** GET /parameter?type=…: under the parameters prefix, so invalidating parameters drops it too. */
  parametersOfTypes: (types: readonly string[]) => ["parameter", { type: [...types] }] as const,
  externalAppConfig: (app: string) => ["external-app", app, "config", "public"] as const,
  siteInfo: () => ["site", "info"] as const,
  logged: () => ["logged"] as const,
  user: () => ["user"] as const,
  /** The cart as GET /cart/{id}/default answers it (the cart store's refresh). */
  cart: (cartId: string) => ["cart", cartId] as const,
  /** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price for these answers. */
  customizationPrice: (productId: number, declinationId: number, answers: string, quantity: number) =>
    ["cart", "product", productId, "declination", declinationId, "customize", "price", { answers, quantity }] as const,
  pages: () => ["page"] as const,
  page: (id: number) => ["page", id] as const,
  news: (params: Record<string, unknown> = {}) => ["news", params] as const,
  elements: (route: string, params: Record<string, unknown> = {}) => ["element", route, params] as const,
  countries: () => ["countries"] as const,
  /** GET /cities/{search}/{idCountry}. */
  cities: (search: string, idCountry: number) => ["cities", search, idCountry] as const,
  /** The checkout's delivery reads (lib/api-client/shop/checkout.ts). */
  clickAndCollect: () => ["click-and-collect"] as const,
  pickupDays: (calendarId: number, year: number, month: number) => ["calendar", calendarId, "pickup-days", { year, month }] as const,
  pickupSchedules: (calendarId: number, day: string) => ["calendar", calendarId, "schedules", day] as const,
  accessPoints: (postalCode: string, country: number, carrier: number) => ["relay", "access-points", { postalCode, country, carrier }] as const,
  /** POST /order/validate?step=payment for this body (the payment step's amounts and methods). */
  orderQuote: (body: string) => ["order", "quote", body] as const,
  service: (id: number) => ["service", id] as const,
  /** The shop's catalogue (lib/api-client/shop/catalogue.ts): every product read under ["product"]. */
  products: (params: Record<string, unknown> = {}) => ["product", "list", params] as const,
  product: (id: number) => ["product", id] as const,
  productAwards: (id: number) => ["product", id, "award"] as const,
  productRecommended: (id: number) => ["product", id, "recommended"] as const,
  productCustomizations: (id: number) => ["product", id, "customization"] as const,
  mealIcons: () => ["parameter", "product", "meal-icon"] as const,
  /** GET /order/{id}: one order of the logged customer (followed while its card payment is confirmed). */
  order: (id: number) => ["order", id] as const,
};
