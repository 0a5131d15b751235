import type { SeedDiscountCode } from "../seed-discount-codes";

/** Site 70's discount codes (docs/api.md « Commandes »). */
export const discountCodes: SeedDiscountCode[] = [
  { code: "BIENVENUE10", label: "Bienvenue : 10 % sur votre première commande", type: "PERCENT", amount: 10, maxUsesPerCustomer: 1 },
  { code: "CAVE15", label: "15 € offerts dès 120 € d'achats", type: "EURO", amount: 1500, minimumAmount: 12000, endsInDays: 365 },
  { code: "LIVRAISONOFFERTE", label: "Livraison offerte", type: "FREE_SHIPPING", amount: 0, minimumAmount: 6000 },
  { code: "VENDANGES2025", label: "Fête des vendanges 2025 : 20 %", type: "PERCENT", amount: 20, startsInDays: -430, endsInDays: -400 },
  { code: "SALON-DIJON", label: "Salon des vins de Dijon : 25 € offerts", type: "EURO", amount: 2500, maxUses: 50, usedCount: 49 },
];
