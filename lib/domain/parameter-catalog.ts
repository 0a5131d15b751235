import type { ParameterDefinition, ParameterTheme } from "@/lib/domain/site-parameters";

/**
 * Catalogue of every site parameter (SPEC §9 "Site parameters, by theme"), in the order of §9.
 * A site stores only the values that differ from these defaults (see lib/platform/seed/types.ts).
 * Defaults are string forms (as stored) or null; every default passes `validateParameterValue`.
 *
 * Default palette: primary #00566F, accent #F39200 (SPEC §9), colours as #RRGGBBAA.
 */

// ---------------------------------------------------------------------------
// Small builders (keep the table readable)
// ---------------------------------------------------------------------------

const color = (type: string, label: string, theme: ParameterTheme, defaultValue: string): ParameterDefinition => ({
  type,
  kind: "STRING",
  label,
  theme,
  defaultValue,
  isColor: true,
});

const bool = (type: string, label: string, theme: ParameterTheme, defaultValue: boolean): ParameterDefinition => ({
  type,
  kind: "BOOLEAN",
  label,
  theme,
  defaultValue: defaultValue ? "true" : "false",
});

const num = (type: string, label: string, theme: ParameterTheme, defaultValue: number | null): ParameterDefinition => ({
  type,
  kind: "NUMBER",
  label,
  theme,
  defaultValue: defaultValue === null ? null : String(defaultValue),
});

const choice = (
  type: string,
  label: string,
  theme: ParameterTheme,
  allowedValues: readonly string[],
  defaultValue: string,
): ParameterDefinition => ({ type, kind: "STRING", label, theme, defaultValue, allowedValues });

const str = (type: string, label: string, theme: ParameterTheme, defaultValue: string | null = null): ParameterDefinition => ({
  type,
  kind: "STRING",
  label,
  theme,
  defaultValue,
});

const text = (type: string, label: string, theme: ParameterTheme, defaultValue: string | null = null): ParameterDefinition => ({
  type,
  kind: "TEXT",
  label,
  theme,
  defaultValue,
});

const link = (type: string, label: string, theme: ParameterTheme, defaultValue: string | null = null): ParameterDefinition => ({
  type,
  kind: "LINK",
  label,
  theme,
  defaultValue,
});

const HORIZONTAL_ALIGNMENTS = ["LEFT", "CENTER", "RIGHT"] as const;

// ---------------------------------------------------------------------------
// The catalogue, theme by theme (order of SPEC §9)
// ---------------------------------------------------------------------------

const COLORS: ParameterDefinition[] = [
  color("ACTIVE_FONT_COLOR", "Couleur des liens et des textes mis en avant", "COLORS", "#F39200FF"),
  color("ACTIVE_MENU_COLOR", "Couleur de l'entrée de menu active (page en cours ou survolée)", "COLORS", "#F39200FF"),
  color("BACKGROUND_COLOR", "Couleur de fond des pages", "COLORS", "#FFFFFFFF"),
  color("BACKGROUND_FOOTER_COLOR", "Couleur de fond du pied de page", "COLORS", "#00566FFF"),
  color("BACKGROUND_HEADER_COLOR", "Couleur de fond de l'en-tête", "COLORS", "#FFFFFFFF"),
  color("BACKGROUND_MENU_COLOR", "Couleur de fond du menu", "COLORS", "#FFFFFFFF"),
  color("MENU_COLOR_ON_TOP", "Couleur du texte du menu (en haut de page)", "COLORS", "#00566FFF"),
  color("FONT_MOBILE_MENU_COLOR", "Couleur du texte du menu sur mobile", "COLORS", "#FFFFFFFF"),
  color("FONT_BACKGROUND_COLOR", "Couleur du texte posé sur un fond de couleur (bandeaux, boutons)", "COLORS", "#FFFFFFFF"),
  color("BACKGROUND_MOBILE_MENU_COLOR", "Couleur de fond du menu sur mobile", "COLORS", "#00566FFF"),
  color("FONT_COLOR", "Couleur du texte principal", "COLORS", "#1F2933FF"),
  color("FONT_FOOTER_COLOR", "Couleur du texte du pied de page", "COLORS", "#FFFFFFFF"),
  color("FONT_HEADER_COLOR", "Couleur du texte de l'en-tête", "COLORS", "#00566FFF"),
  color("HEADING_COLOR", "Couleur des titres", "COLORS", "#00566FFF"),
  bool("DARK_THEME", "Utiliser le thème sombre", "COLORS", false),
];

const MENU: ParameterDefinition[] = [
  choice("MENU_ALIGNMENT", "Alignement du menu", "MENU", HORIZONTAL_ALIGNMENTS, "RIGHT"),
  choice(
    "MENU_ACTIVE_TYPE",
    "Mise en valeur de la page en cours dans le menu",
    "MENU",
    ["TEXT_COLOR", "UNDERLINE", "BACKGROUND_COLOR"],
    "TEXT_COLOR",
  ),
  choice(
    "MENU_HOVER_TRANSITION",
    "Effet au survol des entrées du menu",
    "MENU",
    ["SIMPLE_TEXT_COLOR", "UNDERLINE", "BACKGROUND_COLOR", "NONE"],
    "SIMPLE_TEXT_COLOR",
  ),
  str("MENU_ICON", "Icône du bouton d'ouverture du menu sur mobile (classe d'icône)", "MENU", "fa-solid fa-bars"),
  num("MENU_ICON_SIZE", "Taille des icônes du menu (en points)", "MENU", 12),
  choice("MOBILE_MENU_POSITION", "Position de la barre de menu sur mobile", "MENU", ["TOP", "BOTTOM"], "BOTTOM"),
  bool("IS_MENU_FIXED", "Garder le menu visible pendant le défilement", "MENU", false),
  bool("HIDE_HOMEPAGE_IN_MENU", "Masquer la page d'accueil dans le menu", "MENU", false),
  bool("SUBMENU_DROPSHADOW", "Ombre portée sous les sous-menus", "MENU", true),
  choice("SUBMENU_ALIGNMENT", "Alignement du texte des sous-menus", "MENU", HORIZONTAL_ALIGNMENTS, "CENTER"),
  bool("CENTER_SUBMENU", "Centrer les sous-menus sous leur entrée de menu", "MENU", false),
  num("SUBMENU_WIDTH", "Largeur des sous-menus (en pixels)", "MENU", 350),
  num("COMPUTER_MENU_HEIGHT", "Hauteur du menu sur ordinateur (en pixels, 0 = automatique)", "MENU", 0),
  num("MENU_TOP_PADDING", "Marge intérieure en haut du menu (en pixels)", "MENU", 0),
  num("MENU_BOTTOM_PADDING", "Marge intérieure en bas du menu (en pixels)", "MENU", 0),
  bool("INVERSE_ABSOLUTE_MENU_COLOR", "Inverser les couleurs du menu quand il est posé sur l'image d'en-tête", "MENU", false),
  str("TOP_MENU_INFO_BAR", "Message du bandeau d'information au-dessus du menu (vide = pas de bandeau)", "MENU"),
  choice("LANG_MENU_STYLE", "Présentation du choix de la langue", "MENU", ["CODE", "FLAG", "FLAG_AND_CODE"], "CODE"),
  choice(
    "DISPLAY_SOCIAL_ICON_IN_MENU",
    "Afficher les icônes des réseaux sociaux dans le menu",
    "MENU",
    ["NO", "LEFT", "RIGHT"],
    "NO",
  ),
];

const LOGO: ParameterDefinition[] = [
  choice("LOGO_POSITION", "Position du logo dans l'en-tête", "LOGO", HORIZONTAL_ALIGNMENTS, "LEFT"),
  num("LOGO_WIDTH", "Largeur du logo (en pixels, 0 = automatique)", "LOGO", 0),
  num("LOGO_WIDTH_FOOTER", "Largeur du logo du pied de page (en pixels, 0 = automatique)", "LOGO", 0),
  num("LOGO_WIDTH_MOBILE", "Largeur du logo sur mobile (en pixels, 0 = automatique)", "LOGO", 0),
  num("LOGO_HEIGHT", "Hauteur du logo (en pixels)", "LOGO", 80),
  num("LOGO_HEIGHT_FOOTER", "Hauteur du logo du pied de page (en pixels)", "LOGO", 90),
  num("LOGO_HEIGHT_MOBILE", "Hauteur du logo sur mobile (en pixels)", "LOGO", 100),
  num("LOGO_MARGIN_TOP", "Espace au-dessus du logo (en pixels)", "LOGO", 12),
  num("LOGO_MARGIN_BOTTOM", "Espace sous le logo (en pixels)", "LOGO", 12),
  num("DETAIL_PAGE_MARGIN_TOP", "Espace en haut des pages de détail, sous le menu (en pixels)", "LOGO", 104),
];

const COMPANY: ParameterDefinition[] = [
  str("COMPANY_NAME", "Nom commercial de l'entreprise", "COMPANY"),
  str("COMPANY_PHONE", "Téléphone de l'entreprise", "COMPANY"),
  str("COMPANY_EMAIL", "Adresse e-mail de l'entreprise", "COMPANY"),
  link("COMPANY_ADDRESS", "Lien vers l'adresse de l'entreprise (plan en ligne)", "COMPANY"),
  str("COMPANY_FAX", "Fax de l'entreprise", "COMPANY"),
  str("COMPANY_MOBILE", "Téléphone portable de l'entreprise", "COMPANY"),
  text("COMPANY_DESCRIPTION", "Présentation courte de l'entreprise", "COMPANY"),
  str("LEGAL_AGENT", "Représentant légal (nom et prénom)", "COMPANY"),
  str("LEGAL_COMPANY_NAME", "Raison sociale (nom officiel de l'entreprise)", "COMPANY"),
  str("CORPORATE_FORM", "Forme juridique (SARL, SAS, EI…)", "COMPANY"),
  str("HEAD_OFFICE", "Adresse du siège social", "COMPANY"),
  str("SIRET_NUMBER", "Numéro SIRET", "COMPANY"),
  str("RCS_NUMBER", "Numéro d'immatriculation au RCS", "COMPANY"),
  str("RM_NUMBER", "Numéro d'immatriculation au répertoire des métiers (RM)", "COMPANY"),
  str("SHARE_CAPITAL", "Capital social", "COMPANY"),
  // LCEN art. 6 III: the legal notice names the host (name, address, telephone).
  str("HOSTING_PROVIDER", "Hébergeur du site (nom, adresse et téléphone)", "COMPANY"),
  bool("IS_INDEPENDENT", "Entrepreneur individuel (sans société)", "COMPANY", false),
];

const OPENING_HOURS: ParameterDefinition[] = [
  str("MONDAY_HOURS", "Horaires du lundi", "OPENING_HOURS"),
  str("TUESDAY_HOURS", "Horaires du mardi", "OPENING_HOURS"),
  str("WEDNESDAY_HOURS", "Horaires du mercredi", "OPENING_HOURS"),
  str("THURSDAY_HOURS", "Horaires du jeudi", "OPENING_HOURS"),
  str("FRIDAY_HOURS", "Horaires du vendredi", "OPENING_HOURS"),
  str("SATURDAY_HOURS", "Horaires du samedi", "OPENING_HOURS"),
  str("SUNDAY_HOURS", "Horaires du dimanche", "OPENING_HOURS"),
];

const LEGAL: ParameterDefinition[] = [
  text("LEGAL_NOTICE", "Mentions légales", "LEGAL"),
  text("PRIVACY_POLICY", "Politique de confidentialité", "LEGAL"),
  text("COOKIE_POLICY", "Politique relative aux cookies", "LEGAL"),
  text("USE_TERMS", "Conditions générales d'utilisation", "LEGAL"),
  text("SALE_TERMS", "Conditions générales de vente", "LEGAL"),
];

const SHOP: ParameterDefinition[] = [
  num("BOTTLE_MULTIPLE", "Les bouteilles se commandent par multiples de", "SHOP", 1),
  num("MINIMUM_EXPEDITION_BOTTLE", "Nombre minimum de bouteilles pour une livraison", "SHOP", 1),
  num("MAXIMUM_EXPEDITION_BOTTLE", "Nombre maximum de bouteilles par livraison (vide = sans limite)", "SHOP", null),
  num("FREE_SHIPPING_BOTTLE", "Livraison offerte à partir de … bouteilles (vide = jamais)", "SHOP", null),
  num("FREE_SHIPPING_PRICE", "Livraison offerte à partir de … € d'achat (vide = jamais)", "SHOP", null),
  text("CLICK_AND_COLLECT_HOURS", "Horaires de retrait des commandes sur place", "SHOP"),
  text("SHIPPING_MESSAGE", "Message affiché au sujet de la livraison", "SHOP"),
  choice(
    "PAYMENT_METHOD",
    "Moyen de paiement proposé",
    "SHOP",
    ["CARD", "BANK_TRANSFER", "CARD_OR_BANK_TRANSFER", "ON_SITE"],
    "CARD",
  ),
  text("BALANCE_PAYMENT_CONDITIONS", "Conditions de paiement du solde", "SHOP"),
  bool("LOCK_DELIVERY", "Désactiver temporairement la livraison", "SHOP", false),
  bool("ONLY_SELL_IN_FRANCE", "Livrer uniquement en France", "SHOP", false),
  bool("SELLS_WORLDWIDE", "Livrer dans le monde entier", "SHOP", false),
  num("STOCK_LIMIT_DISPLAY", "Afficher le stock restant en dessous de … articles (0 = jamais)", "SHOP", 0),
  str("IN_STOCK_LABEL", "Texte affiché quand un produit est disponible", "SHOP", "En stock"),
  str("NOT_IN_STOCK_LABEL", "Texte affiché quand un produit est épuisé", "SHOP", "Rupture de stock"),
  bool("HIDE_PRODUCT_PRICES", "Masquer les prix des produits", "SHOP", false),
  bool("PRODUCT_HIDE_PERCENTAGE_DISCOUNT", "Masquer le pourcentage de remise sur les produits", "SHOP", false),
  bool("HIDE_ECOMMERCE_LABEL", "Masquer les mentions liées à la boutique en ligne", "SHOP", false),
  num("ORDER_REVIEW_DELAY", "Délai avant la demande d'avis après une commande (en jours)", "SHOP", 7),
  num("UNPAID_ORDER_HOLD_DAYS", "Délai laissé pour payer une commande par virement ou chèque avant son annulation (en jours, de 1 à 30)", "SHOP", 5),
  choice("PRODUCT_DISPLAY", "Présentation de la liste des produits", "SHOP", ["GRID", "LIST"], "GRID"),
  choice(
    "PRODUCT_ORDER",
    "Ordre d'affichage des produits",
    "SHOP",
    ["PRICE_ASC", "PRICE_DESC", "NAME_ASC", "NEWEST", "CUSTOM"],
    "PRICE_ASC",
  ),
  choice("PRODUCT_ASPECT_RATIO", "Format des photos de produits", "SHOP", ["SQUARE", "PORTRAIT", "LANDSCAPE"], "SQUARE"),
  choice("PRODUCT_PAGE_STYLE", "Mise en page des fiches produits", "SHOP", ["CLASSIC", "MODERN"], "CLASSIC"),
  choice(
    "FEATURES_PRODUCT_STYLE",
    "Présentation des caractéristiques des produits",
    "SHOP",
    ["LIST", "TABLE", "ICONS"],
    "LIST",
  ),
  choice("SERVICE_PAGE_STYLE", "Mise en page des fiches prestations", "SHOP", ["CLASSIC", "MODERN"], "CLASSIC"),
  bool("HIDE_PRODUCT_ICON", "Masquer les pictogrammes des produits", "SHOP", false),
  bool("SWITCH_WINE_NAME_AND_APPELLATION", "Afficher l'appellation avant le nom du vin", "SHOP", false),
  choice(
    "HOW_TO_DISPLAY_GRAPE_VARIETY",
    "Affichage des cépages",
    "SHOP",
    ["NAME_ONLY", "NAME_AND_PERCENTAGE"],
    "NAME_AND_PERCENTAGE",
  ),
  choice(
    "WHERE_TO_DISPLAY_GRAPE_VARIETY",
    "Emplacement des cépages sur la fiche vin",
    "SHOP",
    ["UNDER_TITLE", "IN_FEATURES", "HIDDEN"],
    "IN_FEATURES",
  ),
  bool("SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET", "Afficher le tableau nutritionnel sur les fiches produits", "SHOP", false),
  bool("SEE_CART_ON_HOVER", "Afficher le panier au survol de son icône", "SHOP", false),
  str("INTRA_COMMUNITY_VAT", "Numéro de TVA intracommunautaire", "SHOP"),
];

const REGISTRATION: ParameterDefinition[] = [
  bool("BLOCK_MINORS_FROM_REGISTERING", "Refuser l'inscription des personnes mineures", "REGISTRATION", false),
  bool("ASK_BIRTHDATE_AT_REGISTER", "Demander la date de naissance à l'inscription", "REGISTRATION", false),
  bool("ALLOW_ONLY_MOBILE_PHONE", "N'accepter que des numéros de téléphone portable", "REGISTRATION", false),
  bool("ENABLE_NEWSLETTER", "Proposer l'inscription à la lettre d'information", "REGISTRATION", true),
  str("SEND_MAIL_AS_NAME", "Nom de l'expéditeur des e-mails envoyés aux clients", "REGISTRATION"),
  str("SEND_MAIL_AS_MAIL", "Adresse de l'expéditeur des e-mails envoyés aux clients", "REGISTRATION"),
];

const CONTENT: ParameterDefinition[] = [
  bool("DISPLAY_ALCOHOL_SELLING_MESSAGE", "Afficher l'avertissement sur la vente d'alcool", "CONTENT", false),
  bool("DISPLAY_ETHYLOTEST_MESSAGE", "Afficher le message de prévention sur l'éthylotest", "CONTENT", false),
  bool("SHOW_PROMOTE_MESSAGE", "Afficher le message promotionnel", "CONTENT", false),
  bool("SHOW_PROMOTE_NEWS", "Mettre en avant l'actualité à la une", "CONTENT", false),
  choice("PROMOTED_NEWS_STYLE", "Présentation de l'actualité à la une", "CONTENT", ["BANNER", "POPUP", "CARD"], "BANNER"),
  bool("IS_BLOG_ACTIVATED", "Activer le blog", "CONTENT", false),
  bool("SHOW_SEARCHBAR", "Afficher la barre de recherche", "CONTENT", false),
  bool("HIDE_CONTACT_PAGE", "Masquer la page de contact", "CONTENT", false),
  bool("DISPLAY_ADDRESS_IN_TOPBAR", "Afficher l'adresse dans la barre du haut", "CONTENT", false),
  bool("DISPLAY_SECONDARY_ADDRESSES", "Afficher les adresses secondaires", "CONTENT", false),
  text("CONTACT_ADDITIONAL_INFOS", "Informations complémentaires de la page de contact", "CONTENT"),
  choice(
    "SCROLL_TO_TOP_BEHAVIOR",
    "Retour en haut de page (bouton « haut de page »)",
    "CONTENT",
    ["SMOOTH", "INSTANT", "NONE"],
    "SMOOTH",
  ),
  bool("REPEAT_ANIMATION", "Rejouer les animations à chaque passage à l'écran", "CONTENT", false),
];

const SEO: ParameterDefinition[] = [
  str("HOME_META_DESCRIPTION", "Description de la page d'accueil pour les moteurs de recherche", "SEO"),
  str("CONTACT_META_DESCRIPTION", "Description de la page de contact pour les moteurs de recherche", "SEO"),
  str("NEWS_META_DESCRIPTION", "Description de la page des actualités pour les moteurs de recherche", "SEO"),
  str("WINE_META_DESCRIPTION", "Description de la page des vins pour les moteurs de recherche", "SEO"),
];

const SOCIAL: ParameterDefinition[] = [
  link("PINTEREST_URL", "Adresse de la page Pinterest", "SOCIAL"),
  str("TELEGRAM_AT", "Identifiant Telegram (@…)", "SOCIAL"),
  link("DISCORD_SERVER", "Lien d'invitation au serveur Discord", "SOCIAL"),
  link("GITHUB_REPOSITORY", "Adresse du dépôt GitHub", "SOCIAL"),
  link("FACEBOOK_URL", "Adresse de la page Facebook", "SOCIAL"),
  link("INSTAGRAM_URL", "Adresse du compte Instagram", "SOCIAL"),
  link("LINKEDIN_URL", "Adresse de la page LinkedIn", "SOCIAL"),
  link("TWITTER_URL", "Adresse du compte X (Twitter)", "SOCIAL"),
  link("TIKTOK_URL", "Adresse du compte TikTok", "SOCIAL"),
  link("YOUTUBE_URL", "Adresse de la chaîne YouTube", "SOCIAL"),
  link("TRIPADVISOR_URL", "Adresse de la page Tripadvisor", "SOCIAL"),
  link("GOOGLE_REVIEW_URL", "Lien pour laisser un avis Google", "SOCIAL"),
];

const CHROME: ParameterDefinition[] = [
  str("CART_ICON", "Icône du panier (classe d'icône)", "CHROME", "fa-solid fa-basket-shopping"),
  str("MY_ACCOUNT_ICON", "Icône du compte client (classe d'icône)", "CHROME", "fa-solid fa-user"),
  str("BASE_FONTAWESOME_ICON", "Style d'icônes par défaut (classe d'icône)", "CHROME", "fa-solid"),
  str("CREATED_BY_MESSAGE", "Mention « site réalisé par » du pied de page", "CHROME"),
  link("CREATED_BY_BACKLINK_URL", "Lien de la mention « site réalisé par »", "CHROME"),
  bool("HIDE_EVOLUSITE_LOGO", "Masquer le logo Evolusite du pied de page", "CHROME", false),
  bool("LOCK_TEXT_SELECTION", "Empêcher la sélection du texte", "CHROME", false),
  bool("LOCK_RIGHT_CLICK", "Désactiver le clic droit", "CHROME", false),
  text("GLOBAL_CSS", "Styles CSS personnalisés (réservé aux experts)", "CHROME"),
  text("SCRIPT_TO_LOAD", "Script à charger sur toutes les pages (réservé aux experts)", "CHROME"),
  text("AFTER_BODY_HTML_TO_LOAD", "Code HTML à ajouter en fin de page (réservé aux experts)", "CHROME"),
  choice(
    "MENU_TYPE",
    "Comportement du menu (dans la page, posé sur l'en-tête ou toujours visible)",
    "CHROME",
    ["RELATIVE", "ABSOLUTE", "FIXED"],
    "RELATIVE",
  ),
  color("TOP_MENU_INFO_BAR_BACKGROUND_COLOR", "Couleur de fond du bandeau d'information", "CHROME", "#00566FFF"),
  color("TOP_MENU_INFO_BAR_FONT_COLOR", "Couleur du texte du bandeau d'information", "CHROME", "#FFFFFFFF"),
];

export const PARAMETER_CATALOG: readonly ParameterDefinition[] = Object.freeze([
  ...COLORS,
  ...MENU,
  ...LOGO,
  ...COMPANY,
  ...OPENING_HOURS,
  ...LEGAL,
  ...SHOP,
  ...REGISTRATION,
  ...CONTENT,
  ...SEO,
  ...SOCIAL,
  ...CHROME,
]);

export const PARAMETER_KEYS: readonly string[] = Object.freeze(PARAMETER_CATALOG.map((def) => def.type));

const BY_TYPE: ReadonlyMap<string, ParameterDefinition> = new Map(PARAMETER_CATALOG.map((def) => [def.type, def]));

/** Definition of a parameter key, or undefined when the key is not in the catalogue. */
export function findParameterDefinition(type: string): ParameterDefinition | undefined {
  return BY_TYPE.get(type);
}
