import type { SeedSite } from "@/lib/platform/seed/types";
import { albums } from "./albums";
import { newsletterLists } from "./newsletter";
import { reviews } from "./reviews";
import { products } from "./shop";
import { discountCodes } from "./discount-codes";
import { shipping } from "./shipping";

/**
 * Second sample site (platform id 70): a small Burgundy wine estate that sells online.
 * Winemaker + e-commerce mode on (the first sample site, 69, has it off).
 * All identity data is fictional; phone numbers are in the ranges ARCEP reserves for fiction;
 * the SIRET passes the Luhn check.
 */

const ASSETS = "/seed-assets/site-70";

const LEGAL_NOTICE = [
  "<h2>Éditeur du site</h2>",
  "<p>Le site {{COMPANY_NAME}} est édité par {{LEGAL_COMPANY_NAME}}, dont le siège social est situé {{HEAD_OFFICE}}, immatriculée sous le numéro SIRET {{SIRET_NUMBER}}.</p>",
  "<p>Directrice de la publication : {{LEGAL_AGENT}}, gérante. Contact : {{COMPANY_EMAIL}}.</p>",
  "<h2>Hébergement</h2>",
  "<p>Le site est réalisé et hébergé par la plateforme Evolusite.</p>",
  "<h2>Vente d'alcool</h2>",
  "<p><strong>La vente d'alcool aux mineurs de moins de 18 ans est interdite</strong> (article L3342-1 du Code de la santé publique). Toute commande vaut déclaration de majorité de l'acheteur.</p>",
  "<p>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>",
  "<h2>Propriété intellectuelle</h2>",
  "<p>Les textes, photographies et logos de ce site sont la propriété de {{LEGAL_COMPANY_NAME}}. Toute reproduction est soumise à autorisation préalable.</p>",
].join("\n");

const SALE_TERMS = [
  "<h2>Article 1 – Objet</h2>",
  "<p>Les présentes conditions générales de vente régissent les ventes de vins conclues sur le site {{COMPANY_NAME}} entre {{LEGAL_COMPANY_NAME}} (SIRET {{SIRET_NUMBER}}, siège social : {{HEAD_OFFICE}}), représentée par {{LEGAL_AGENT}}, et toute personne physique majeure agissant en qualité de consommateur.</p>",
  "<h2>Article 2 – Majorité de l'acheteur</h2>",
  "<p><strong>La vente d'alcool aux mineurs est interdite</strong> (article L3342-1 du Code de la santé publique). En passant commande, l'acheteur certifie avoir 18 ans révolus. Le domaine peut demander une pièce justificative et annuler toute commande passée par un mineur.</p>",
  "<h2>Article 3 – Commandes</h2>",
  "<p>Les vins sont vendus à la bouteille ou, pour certaines cuvées, par cartons de 6 bouteilles, avec un minimum de 6 bouteilles par expédition. La commande est ferme après paiement ; un e-mail de confirmation est envoyé à l'acheteur.</p>",
  "<h2>Article 4 – Prix et paiement</h2>",
  "<p>Les prix sont indiqués en euros toutes taxes comprises, hors frais de livraison, lesquels sont précisés avant la validation de la commande. Le paiement s'effectue en ligne par carte bancaire, de façon sécurisée.</p>",
  "<h2>Article 5 – Livraison</h2>",
  "<p>Les commandes sont livrées en France, à domicile ou en point relais, et dans les autres pays de l'Union européenne par un transporteur spécialisé. Elles peuvent aussi être retirées gratuitement au caveau. En France, la livraison est offerte dès 24 bouteilles ou 150 € d'achat ; une expédition compte de 6 à 60 bouteilles, par multiples de 6. À réception, l'acheteur vérifie l'état des colis et porte ses éventuelles réserves auprès du transporteur.</p>",
  "<h2>Article 6 – Droit de rétractation</h2>",
  "<p>L'acheteur dispose de 14 jours à compter de la réception pour se rétracter (article L221-18 du Code de la consommation), en écrivant à {{COMPANY_EMAIL}}. Les bouteilles sont retournées intactes, à ses frais ; le remboursement intervient sous 14 jours.</p>",
  "<h2>Article 7 – Droit applicable</h2>",
  "<p>Les présentes conditions sont soumises au droit français. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>",
].join("\n");

export const site70: SeedSite = {
  id: 70,
  name: "Domaine des Trois Collines",
  assetsFolder: "site-70",
  isWinemaker: true,
  isECommerce: true,
  isBuilding: false,
  dashboardType: "ECOMMERCE",
  technicalFileModel: "WINE_SHEET_V1",
  devUrl: "http://vins.localhost:3000",
  prodUrl: "https://www.domaine-des-trois-collines.fr",
  server: "embedded",
  // Local names: http://vins.localhost:3000 shows this site (localhost is the coaching site's).
  domains: ["www.domaine-des-trois-collines.fr", "domaine-des-trois-collines.fr", "vins.localhost", "domaine-des-trois-collines.localhost"],
  defaultLanguage: "fr",
  fonts: [
    { type: "TITLE", family: "Playfair Display", color: null, size: 20, weight: 400, style: "normal" },
    { type: "CONTENT", family: "Lato", color: null, size: 15, weight: 400, style: "normal" },
    { type: "MENU", family: "Lato", color: null, size: 13, weight: 400, style: "normal" },
  ],
  /**
   * Overrides of the catalogue defaults only. Palette: burgundy #7B1E3A, gold #D4AF37 (on burgundy,
   * 4.8:1), dark gold #8A6A10 for links on the cream background (4.7:1); all text pairs pass WCAG AA.
   */
  parameters: {
    // Colours
    ACTIVE_FONT_COLOR: "#8A6A10FF",
    ACTIVE_MENU_COLOR: "#D4AF37FF",
    BACKGROUND_COLOR: "#FBF7F0FF",
    BACKGROUND_FOOTER_COLOR: "#3D0F1DFF",
    BACKGROUND_HEADER_COLOR: "#7B1E3AFF",
    BACKGROUND_MENU_COLOR: "#7B1E3AFF",
    MENU_COLOR_ON_TOP: "#FFFFFFFF",
    BACKGROUND_MOBILE_MENU_COLOR: "#7B1E3AFF",
    FONT_COLOR: "#2B1D20FF",
    FONT_FOOTER_COLOR: "#F5E6C8FF",
    FONT_HEADER_COLOR: "#FFFFFFFF",
    HEADING_COLOR: "#7B1E3AFF",
    // Menu
    TOP_MENU_INFO_BAR: "Livraison offerte dès 24 bouteilles ou 150 € d'achat",
    // Company
    COMPANY_NAME: "Domaine des Trois Collines",
    COMPANY_PHONE: "03 53 01 42 17",
    COMPANY_EMAIL: "contact@domaine-des-trois-collines.fr",
    COMPANY_ADDRESS:
      "https://www.google.com/maps/search/?api=1&query=8%20chemin%20des%20Trois%20Collines%2021190%20Meursault",
    COMPANY_MOBILE: "06 39 98 12 34",
    COMPANY_DESCRIPTION:
      "Domaine familial de 11 hectares à Meursault, en Bourgogne : chardonnay et pinot noir cultivés sur trois coteaux, vinifiés et élevés au domaine.",
    LEGAL_AGENT: "Claire Morand",
    LEGAL_COMPANY_NAME: "SCEA Domaine des Trois Collines",
    CORPORATE_FORM: "Société civile d'exploitation agricole (SCEA)",
    HEAD_OFFICE: "8 chemin des Trois Collines, 21190 Meursault",
    SIRET_NUMBER: "84239156700018",
    RCS_NUMBER: "842 391 567 R.C.S. Dijon",
    SHARE_CAPITAL: "60 000 €",
    // Opening hours (tasting cellar)
    MONDAY_HOURS: "9h00 – 12h00 / 14h00 – 18h00",
    TUESDAY_HOURS: "9h00 – 12h00 / 14h00 – 18h00",
    WEDNESDAY_HOURS: "9h00 – 12h00 / 14h00 – 18h00",
    THURSDAY_HOURS: "9h00 – 12h00 / 14h00 – 18h00",
    FRIDAY_HOURS: "9h00 – 12h00 / 14h00 – 18h00",
    SATURDAY_HOURS: "10h00 – 12h00 / 14h00 – 17h00",
    SUNDAY_HOURS: "Fermé",
    // Legal texts
    LEGAL_NOTICE,
    SALE_TERMS,
    // Shop
    BOTTLE_MULTIPLE: "6",
    MINIMUM_EXPEDITION_BOTTLE: "6",
    MAXIMUM_EXPEDITION_BOTTLE: "60",
    FREE_SHIPPING_BOTTLE: "24",
    FREE_SHIPPING_PRICE: "150",
    CLICK_AND_COLLECT_HOURS: "Retrait gratuit au caveau du lundi au samedi, aux heures d'ouverture.",
    SHIPPING_MESSAGE:
      "Expédition en cartons de 6 bouteilles en France (domicile ou point relais) et dans l'Union européenne. Livraison offerte en France dès 24 bouteilles ou 150 € d'achat.",
    ONLY_SELL_IN_FRANCE: "false",
    STOCK_LIMIT_DISPLAY: "12",
    IN_STOCK_LABEL: "Disponible au domaine",
    NOT_IN_STOCK_LABEL: "Épuisé, prochain millésime à venir",
    PRODUCT_DISPLAY: "GRID",
    PRODUCT_ORDER: "PRICE_ASC",
    PRODUCT_ASPECT_RATIO: "PORTRAIT",
    PRODUCT_PAGE_STYLE: "CLASSIC",
    FEATURES_PRODUCT_STYLE: "TABLE",
    HOW_TO_DISPLAY_GRAPE_VARIETY: "NAME_AND_PERCENTAGE",
    WHERE_TO_DISPLAY_GRAPE_VARIETY: "UNDER_TITLE",
    SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET: "true",
    SEE_CART_ON_HOVER: "true",
    INTRA_COMMUNITY_VAT: "FR54842391567",
    PAYMENT_METHOD: "CARD_OR_BANK_TRANSFER",
    BALANCE_PAYMENT_CONDITIONS:
      "Virement : IBAN FR76 1027 8021 6000 0204 1510 179, BIC CMCIFR2A (Crédit Mutuel Beaune), titulaire SCEA Domaine des Trois Collines.",
    // Registration and messaging
    BLOCK_MINORS_FROM_REGISTERING: "true",
    ASK_BIRTHDATE_AT_REGISTER: "true",
    SEND_MAIL_AS_NAME: "Domaine des Trois Collines",
    SEND_MAIL_AS_MAIL: "boutique@domaine-des-trois-collines.fr",
    // Banners and content
    DISPLAY_ALCOHOL_SELLING_MESSAGE: "true",
    DISPLAY_ETHYLOTEST_MESSAGE: "true",
    SHOW_PROMOTE_NEWS: "true",
    CONTACT_ADDITIONAL_INFOS:
      "Dégustations au caveau aux heures d'ouverture ; sur rendez-vous pour les groupes de plus de 6 personnes.",
    // SEO
    HOME_META_DESCRIPTION:
      "Domaine des Trois Collines, vigneron à Meursault : vins de Bourgogne vendus en ligne et livrés partout en France.",
    CONTACT_META_DESCRIPTION:
      "Contactez le Domaine des Trois Collines à Meursault : horaires du caveau, adresse, téléphone et e-mail.",
    WINE_META_DESCRIPTION:
      "Nos vins de Bourgogne, Meursault, Bourgogne Chardonnay et Pinot Noir, à commander en ligne par cartons de 6 bouteilles.",
    // Chrome
    TOP_MENU_INFO_BAR_BACKGROUND_COLOR: "#D4AF37FF",
    TOP_MENU_INFO_BAR_FONT_COLOR: "#3D0F1DFF",
  },
  logos: [
    { type: "LOGO", file: "logo.svg", alt: "Domaine des Trois Collines" },
    { type: "LOGO_FOOTER", file: "logo-footer.svg", alt: "Domaine des Trois Collines, Meursault" },
    { type: "LOGO_FAVICON", file: "favicon.svg", alt: "Domaine des Trois Collines" },
  ],
  pages: [
    {
      key: "home",
      order: 1,
      slug: "",
      title: "Accueil",
      menuTitle: "Accueil",
      metaDescription:
        "Domaine des Trois Collines, vigneron à Meursault : vins de Bourgogne vendus en ligne et livrés partout en France.",
      showInMenu: true,
      isText: false,
      type: "HOME",
      cms: {
        version: 1,
        blocks: [
          {
            id: "home-hero",
            type: "hero",
            props: {
              title: "Domaine des Trois Collines",
              subtitle: "Vins de Bourgogne élevés à Meursault, de la vigne à votre table.",
              image: { src: `${ASSETS}/hero-vignes.svg`, alt: "Les trois collines de vignes du domaine au coucher du soleil" },
              cta: { label: "Découvrir le domaine", href: "/le-domaine" },
            },
          },
          {
            id: "home-intro",
            type: "richText",
            props: {
              title: "Bienvenue au domaine",
              html: "<p>Depuis trois générations, notre famille cultive <strong>11 hectares</strong> de chardonnay et de pinot noir sur trois coteaux de Meursault.</p><p>Vendanges à la main, élevage en fûts de chêne dans notre chai voûté : chaque cuvée raconte son terroir. Nos vins s'achètent en ligne par cartons de 6 bouteilles, ou directement au caveau.</p>",
            },
          },
          {
            id: "home-selection",
            type: "products",
            props: { title: "Nos vins du moment", maxCount: 3, showShopLink: true },
          },
          {
            id: "home-avis",
            type: "reviews",
            props: { title: "L'avis de nos clients", nbItem: 3 },
          },
          {
            id: "home-cta",
            type: "callToAction",
            props: {
              title: "Venez déguster nos vins",
              text: "Le caveau vous accueille du lundi au samedi. Livraison offerte dès 24 bouteilles ou 150 € d'achat.",
              cta: { label: "Nous contacter", href: "/nous-contacter" },
            },
          },
        ],
      },
    },
    {
      key: "boutique",
      order: 2,
      slug: "nos-vins",
      title: "Nos vins",
      menuTitle: "Nos vins",
      metaDescription: "Nos vins de Bourgogne à commander en ligne.",
      showInMenu: true,
      isText: false,
      // The shop is an app route (app/boutique): the menu entry links to it.
      type: "LINK",
      link: { type: "INTERNAL", url: "/boutique", jsCode: null },
      cms: { version: 1, blocks: [] },
    },
    {
      key: "le-domaine",
      order: 3,
      slug: "le-domaine",
      title: "Le domaine",
      menuTitle: "Le domaine",
      metaDescription:
        "L'histoire du Domaine des Trois Collines à Meursault : nos coteaux, nos cépages et notre façon de faire le vin.",
      showInMenu: true,
      isText: false,
      type: "PAGE",
      cms: {
        version: 1,
        blocks: [
          {
            id: "domaine-chai",
            type: "imageText",
            props: {
              title: "Un domaine familial",
              html: "<p>Installée à Meursault depuis 1962, la famille Morand conduit la vigne avec un souci constant du sol : labour des rangs, enherbement, aucun désherbant chimique.</p><p>Les raisins sont vendangés à la main puis vinifiés et élevés de 12 à 18 mois dans notre chai voûté.</p>",
              image: { src: `${ASSETS}/domaine-chai.svg`, alt: "Le chai voûté du domaine et ses fûts de chêne" },
              imagePosition: "right",
            },
          },
          {
            id: "domaine-terroir",
            type: "richText",
            props: {
              title: "Trois coteaux, trois expressions",
              html: "<ul><li><strong>Les Charmes</strong> : chardonnay sur marnes, pour des blancs ronds et floraux.</li><li><strong>Le Haut-Clos</strong> : chardonnay sur calcaire, plus tendu et minéral.</li><li><strong>La Combe</strong> : pinot noir aux fruits rouges, souple et gourmand.</li></ul><p>Chaque millésime est proposé en 37,5 cl, 75 cl et magnum 150 cl.</p>",
            },
          },
        ],
      },
    },
    {
      key: "nous-contacter",
      order: 4,
      slug: "nous-contacter",
      title: "Nous contacter",
      menuTitle: "Contact",
      metaDescription:
        "Contactez le Domaine des Trois Collines à Meursault : horaires du caveau, adresse, téléphone et e-mail.",
      showInMenu: true,
      isText: false,
      type: "PAGE",
      cms: {
        version: 1,
        blocks: [
          {
            id: "contact-intro",
            type: "richText",
            props: {
              html: "<p>Une question sur une commande, une livraison ou une visite du domaine ? Appelez-nous ou écrivez-nous, nous répondons sous 48 heures ouvrées.</p>",
            },
          },
          {
            id: "contact-info",
            type: "contactInfo",
            props: { title: "Le caveau", showOpeningHours: true },
          },
          {
            id: "contact-map",
            type: "mapLink",
            props: {
              title: "Venir au domaine",
              address: "8 chemin des Trois Collines, 21190 Meursault",
              label: "Voir sur la carte",
            },
          },
        ],
      },
    },
  ],
  news: [
    {
      title: "Portes ouvertes les 5 et 6 décembre",
      slug: "portes-ouvertes-decembre-2026",
      summary: "Deux jours de dégustation au caveau pour découvrir nos millésimes 2021 et 2022 et préparer les fêtes.",
      content:
        "<p>Le domaine vous ouvre ses portes le <strong>samedi 5 et le dimanche 6 décembre</strong>, de 10h00 à 18h00.</p><ul><li>Dégustation commentée des millésimes 2021 et 2022</li><li>Visite du chai voûté</li><li>Tarifs préférentiels sur les cartons de 6 bouteilles</li></ul><p>Entrée libre. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>",
      publishedAt: "2026-11-12T08:00:00Z",
      isPromoted: true,
    },
    {
      title: "Vendanges 2026 : un millésime prometteur",
      slug: "vendanges-2026-un-millesime-prometteur",
      summary: "Les raisins sont rentrés : petits rendements, belle maturité et une équipe de vendangeurs ravie.",
      content:
        "<p>Les vendanges se sont achevées fin septembre, après dix jours de cueillette à la main sur nos trois coteaux.</p><p>Les rendements sont modestes mais les raisins sont sains et bien mûrs : de quoi annoncer de <em>très jolis vins</em>. Rendez-vous dans deux ans pour les premières bouteilles !</p>",
      publishedAt: "2026-10-02T08:00:00Z",
      isPromoted: false,
    },
    {
      title: "Nouveau : la cuvée « Les Charmes » 2024 en magnum",
      slug: "cuvee-les-charmes-2024-en-magnum",
      summary: "Notre meursault « Les Charmes » 2024 est désormais proposé en magnum de 150 cl, en quantité limitée.",
      content:
        "<p>Pour les fêtes, notre chardonnay <strong>« Les Charmes » 2024</strong> existe en magnum de 150 cl. Une belle bouteille à partager, dont la garde atteint dix ans.</p><p>Production limitée à 300 magnums. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>",
      publishedAt: "2026-09-10T08:00:00Z",
      isPromoted: false,
    },
    {
      title: "Le domaine obtient la certification Haute Valeur Environnementale",
      slug: "certification-haute-valeur-environnementale",
      summary: "Après trois ans de travail, nos 11 hectares sont certifiés HVE niveau 3, la plus haute marche du dispositif.",
      content:
        "<p>Enherbement des rangs, haies replantées, traitements réduits : nos pratiques sont désormais reconnues par la certification <strong>Haute Valeur Environnementale</strong> de niveau 3.</p><p>Une étape de plus vers une viticulture respectueuse de nos coteaux.</p>",
      publishedAt: "2026-06-18T08:00:00Z",
      isPromoted: false,
    },
  ],
  elements: [
    {
      route: "link-footer",
      title: "Mentions légales",
      slug: "mentions-legales",
      order: 1,
      url: "/legal-notice",
      data: {},
    },
    {
      route: "link-footer",
      title: "Conditions générales de vente",
      slug: "conditions-generales-de-vente",
      order: 2,
      url: "/sale-terms",
      data: {},
    },
    { route: "link-footer", title: "Albums photo", slug: "albums-photo", order: 3, url: "/albums", data: {} },
  ],
  addresses: [
    {
      type: "HEAD_OFFICE",
      name: "Domaine des Trois Collines",
      address: "8 chemin des Trois Collines",
      addressPart2: null,
      postalCode: "21190",
      city: "Meursault",
      country: "FR",
      phone: "03 53 01 42 17",
      email: "contact@domaine-des-trois-collines.fr",
      latitude: 46.9787,
      longitude: 4.7712,
    },
  ],
  variations: [
    { label: "Millésime", details: ["2019", "2020", "2021", "2022", "2023", "2024"] },
    { label: "Contenance", details: ["37,5 cl", "50 cl", "70 cl", "75 cl", "150 cl"] },
    { label: "Étiquette", details: ["Étiquette du domaine", "Étiquette personnalisée"] },
    { label: "Montant", details: ["50 €", "100 €", "150 €"] },
  ],
  externalApps: [
    {
      app: "PRODUCT_FILE_GENERATOR",
      publicConfig: { enabled: true, model: "WINE_SHEET_V1", label: "Télécharger la fiche technique (PDF)" },
      privateConfig: { apiKey: "seed-private-key-70" },
    },
  ],
  newsletterLists,
  albums,
  reviews,
  products,
  shipping,
  discountCodes,
};
