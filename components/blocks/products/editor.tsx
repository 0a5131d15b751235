import { WINE_COLOUR_LABELS } from "@/lib/domain/shop/wine-labels";
import type { BlockEditorConfig } from "../editor-types";

/** The products block in the editor. */
export const productsEditor: BlockEditorConfig<"products"> = {
  type: "products",
  label: "Produits de la boutique",
  description: "Une sélection de vos produits (choisis un à un, ou par étiquette et couleur), avec leur prix et leur stock.",
  defaults: { title: "Notre sélection", productIds: [], colour: "ALL", maxCount: 6, showShopLink: true },
  fields: {
    title: { label: "Titre" },
    productIds: { label: "Produits choisis", itemLabel: "produit", help: "Laissez vide pour montrer le catalogue filtré ci-dessous." },
    tag: { label: "Étiquette", help: "Sans produit choisi : seulement les produits portant cette étiquette." },
    colour: { label: "Couleur", options: { ALL: "Toutes les couleurs", ...WINE_COLOUR_LABELS } },
    maxCount: { label: "Nombre de produits au plus", help: "Entre 1 et 24." },
    showShopLink: { label: "Ajouter un lien vers la boutique" },
  },
};
