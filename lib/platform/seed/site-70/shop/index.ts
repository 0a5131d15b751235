import type { SeedProduct } from "@/lib/platform/seed/shop-types";
import { boxesAndAccessories } from "./boxes-accessories";
import { reds } from "./reds";
import { rosesAndSparkling } from "./roses-sparkling";
import { whites } from "./whites";

/**
 * The wine shop of site 70 (issue 11), in the estate's manual order (used when PRODUCT_ORDER is CUSTOM):
 * reds, whites, rosés and sparkling wines, then boxes, accessories and the gift card.
 */
export const products: SeedProduct[] = [...whites, ...reds, ...rosesAndSparkling, ...boxesAndAccessories];
