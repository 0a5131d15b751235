import type { ParameterDefinition, ParameterTheme } from "./site-parameters";

/**
 * The groups of the theme panel, in its order: one per theme of the catalogue (SPEC §9), with the
 * French title and help shown to the site owner. Fonts (site_fonts) are their own group
 * (« Typographie ») next to the colours; they are not site parameters.
 */
export interface ParameterGroup {
  id: ParameterTheme;
  label: string;
  help: string;
}

export const PARAMETER_GROUPS: readonly ParameterGroup[] = [
  { id: "COLORS", label: "Couleurs", help: "Les couleurs du site : fonds, textes, titres et liens." },
  { id: "MENU", label: "En-tête et menus", help: "La présentation du menu sur ordinateur et sur mobile." },
  { id: "LOGO", label: "Logo", help: "La taille et la position du logo dans l'en-tête et le pied de page." },
  { id: "COMPANY", label: "Entreprise et mentions légales", help: "Les informations de l'entreprise reprises dans les textes légaux." },
  { id: "OPENING_HOURS", label: "Horaires d'ouverture", help: "Les horaires affichés pour chaque jour de la semaine." },
  { id: "LEGAL", label: "Textes légaux", help: "Mentions légales, confidentialité, cookies et conditions générales." },
  { id: "SHOP", label: "Boutique", help: "La vente en ligne : livraison, paiement, présentation des produits." },
  { id: "REGISTRATION", label: "Inscription et e-mails", help: "Les règles d'inscription des clients et l'expéditeur des e-mails." },
  { id: "CONTENT", label: "Bandeaux et contenu", help: "Les messages, le blog, la recherche et la page de contact." },
  { id: "SEO", label: "Référencement", help: "Les descriptions lues par les moteurs de recherche." },
  { id: "SOCIAL", label: "Réseaux sociaux", help: "Les liens vers les réseaux sociaux de l'entreprise." },
  { id: "CHROME", label: "Pied de page et options avancées", help: "Icônes, bandeau d'information, pied de page et code personnalisé." },
];

/** The catalogue entries of each group, in group order then catalogue order (empty groups left out). */
export function groupParameters<D extends Pick<ParameterDefinition, "theme">>(
  definitions: readonly D[],
): { group: ParameterGroup; parameters: D[] }[] {
  return PARAMETER_GROUPS.map((group) => ({ group, parameters: definitions.filter((d) => d.theme === group.id) })).filter(
    (entry) => entry.parameters.length > 0,
  );
}

/** Unit of a NUMBER parameter, read from its label (« en pixels », « en points », « en jours », « € »). */
export function parameterUnit(definition: Pick<ParameterDefinition, "kind" | "label">): string | null {
  if (definition.kind !== "NUMBER") return null;
  if (/en pixels/.test(definition.label)) return "px";
  if (/en points/.test(definition.label)) return "pt";
  if (/en jours/.test(definition.label)) return "jours";
  if (/€/.test(definition.label)) return "€";
  if (/bouteilles?/.test(definition.label)) return "bouteilles";
  if (/articles/.test(definition.label)) return "articles";
  return null;
}

const VALUE_LABELS: Readonly<Record<string, string>> = {
  LEFT: "À gauche",
  CENTER: "Au centre",
  RIGHT: "À droite",
  TOP: "En haut",
  BOTTOM: "En bas",
  NO: "Non",
  NONE: "Aucun",
  TEXT_COLOR: "Couleur du texte",
  SIMPLE_TEXT_COLOR: "Couleur du texte",
  UNDERLINE: "Soulignement",
  BACKGROUND_COLOR: "Couleur de fond",
  CODE: "Code de la langue",
  FLAG: "Drapeau",
  FLAG_AND_CODE: "Drapeau et code",
  CARD: "Carte bancaire",
  BANK_TRANSFER: "Virement",
  CARD_OR_BANK_TRANSFER: "Carte ou virement",
  ON_SITE: "Sur place",
  GRID: "Grille",
  LIST: "Liste",
  TABLE: "Tableau",
  ICONS: "Pictogrammes",
  PRICE_ASC: "Prix croissant",
  PRICE_DESC: "Prix décroissant",
  NAME_ASC: "Nom (A → Z)",
  NEWEST: "Les plus récents",
  CUSTOM: "Ordre personnalisé",
  SQUARE: "Carré",
  PORTRAIT: "Portrait",
  LANDSCAPE: "Paysage",
  CLASSIC: "Classique",
  MODERN: "Moderne",
  NAME_ONLY: "Nom seul",
  NAME_AND_PERCENTAGE: "Nom et pourcentage",
  UNDER_TITLE: "Sous le titre",
  IN_FEATURES: "Dans les caractéristiques",
  HIDDEN: "Masqué",
  BANNER: "Bandeau",
  POPUP: "Fenêtre",
  SMOOTH: "Défilement doux",
  INSTANT: "Immédiat",
  RELATIVE: "Dans la page",
  ABSOLUTE: "Posé sur l'en-tête",
  FIXED: "Toujours visible",
};

/** French name of a closed-list value (the value itself when unnamed). */
export function allowedValueLabel(value: string): string {
  return VALUE_LABELS[value] ?? value;
}
