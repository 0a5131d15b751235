/** Address types a customer address can carry (SPEC §3 "Address: type (list of values)"). */
export const ADDRESS_TYPES = [
  { value: "SHIPPING", label: "Adresse de livraison" },
  { value: "BILLING", label: "Adresse de facturation" },
  { value: "SHIPPING_AND_BILLING", label: "Livraison et facturation" },
] as const;

export type AddressType = (typeof ADDRESS_TYPES)[number]["value"];
