import "server-only";
import type { SeedProduct } from "./shop-types";
import type { PageContentInput } from "@/lib/schemas/cms";
import type { SeedCalendar } from "./seed-appointments";
import type { SeedDiscountCode } from "./seed-discount-codes";
import type { SeedShipping } from "./seed-shipping";
import type { FormFieldInput } from "@/lib/schemas/forms";
import type { images } from "@/lib/platform/db/schema";

/** Shapes of the seed data (as code). The seed turns these into rows for one site. */

export interface SeedPage {
  /** Stable key used to link children to parents inside the seed (not stored). */
  key: string;
  parentKey?: string;
  order: number;
  /** Last path segment, e.g. "coach-developpement-personnel"; "" for the home page. */
  slug: string;
  title: string;
  menuTitle: string;
  metaDescription: string;
  showInMenu: boolean;
  isText: boolean;
  /** PAGE: content page; FOLDER: menu entry grouping children; LINK: external/internal link. */
  type: "PAGE" | "FOLDER" | "LINK" | "HOME";
  link?: { type: "INTERNAL" | "EXTERNAL" | "JS"; url: string | null; jsCode: string | null };
  cms: PageContentInput;
}

export interface SeedNews {
  title: string;
  slug: string;
  summary: string;
  /** HTML (allow-listed tags only: p, h2, h3, ul, ol, li, strong, em, a, br). */
  content: string;
  /** ISO date (UTC), e.g. "2026-10-02T08:00:00Z". */
  publishedAt: string;
  isPromoted: boolean;
}

export interface SeedElement {
  route: "logo-footer" | "link-footer" | "ateliers";
  title: string;
  slug: string;
  order: number;
  url: string | null;
  /** File name under lib/platform/seed/assets/<site folder>/ for an image element. */
  imageFile?: string;
  data: Record<string, unknown>;
}

export interface SeedCompanyAddress {
  type: "HEAD_OFFICE" | "SECONDARY";
  name: string;
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  /** ISO alpha-2 of the country, e.g. "FR". */
  country: string;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface SeedLogo {
  type: "LOGO" | "LOGO_FOOTER" | "LOGO_DARK_THEME" | "LOGO_LIGHT_THEME" | "LOGO_FAVICON";
  /** File under lib/platform/seed/assets/<site folder>/. */
  file: string;
  alt: string;
}

export interface SeedFont {
  type: "TITLE" | "CONTENT" | "MENU";
  family: string;
  color: string | null;
  size: number;
  weight: number;
  style: "normal" | "italic";
}

export interface SeedVariation {
  label: string;
  details: string[];
}

export interface SeedExternalApp {
  /** Upper-case app key, e.g. "PRODUCT_FILE_GENERATOR", "GOOGLE_ANALYTICS". */
  app: string;
  publicConfig: Record<string, unknown>;
  /** Never returned by the public endpoint. */
  privateConfig: Record<string, unknown>;
}

export interface SeedNewsletterList {
  name: string;
  description: string;
  /** The list a visitor joins when the subscribe form does not name one (one per site). */
  isDefault: boolean;
}

export interface SeedBlogFolder {
  /** Stable key linking articles and sub-folders to this folder inside the seed (not stored). */
  key: string;
  parentKey?: string;
  title: string;
  /** "" = derived from the title (SPEC §2). */
  slug: string;
  description: string;
  order: number;
}

export interface SeedBlogArticle {
  folderKey: string | null;
  title: string;
  /** "" = derived from the title (SPEC §2). */
  slug: string;
  excerpt: string;
  /** HTML, sanitised when written. */
  content: string;
  author: string;
  /** ISO date (UTC). */
  publishedAt: string;
  /** Cover image: file under lib/platform/seed/assets/<site folder>/, with its text alternative. */
  image?: { file: string; alt: string };
}

export interface SeedBlog {
  folders: SeedBlogFolder[];
  articles: SeedBlogArticle[];
}

/** Everything one sample site needs; `lib/platform/seed` writes it idempotently. */
export interface SeedSite {
  id: number;
  name: string;
  /** Folder under lib/platform/seed/assets/ holding this site's image files. */
  assetsFolder: string;
  isWinemaker: boolean;
  isECommerce: boolean;
  isBuilding: boolean;
  dashboardType: "SHOWCASE" | "ECOMMERCE";
  technicalFileModel: string | null;
  devUrl: string;
  prodUrl: string;
  server: string;
  /** Host names the site answers on (site_domains; unique across sites), normalised (lib/domain/site-host.ts). */
  domains: string[];
  /** Language code of the default language, e.g. "fr" (country FR, locale fr_FR). */
  defaultLanguage: string;
  fonts: SeedFont[];
  /** Values that differ from the catalogue defaults (lib/domain/parameter-catalog), by key. */
  parameters: Record<string, string | null>;
  logos: SeedLogo[];
  pages: SeedPage[];
  news: SeedNews[];
  elements: SeedElement[];
  addresses: SeedCompanyAddress[];
  variations: SeedVariation[];
  externalApps: SeedExternalApp[];
  /** Newsletter lists offered to visitors and customers, in display order. */
  newsletterLists: SeedNewsletterList[];
  /** Bookable agendas (appointments); written when the site has none. */
  appointmentCalendars?: SeedCalendar[];
  /** Forms defined as data (explicit ids, referenced by `form` blocks). */
  forms?: SeedForm[];
  /** Albums, services and reviews (issue 10, lib/platform/seed/seed-albums-services-reviews.ts). */
  albums?: SeedAlbum[];
  services?: SeedService[];
  reviews?: SeedReview[];
  /** Blog folders and articles (shown when IS_BLOG_ACTIVATED is on). */
  blog?: SeedBlog;
  /** Workshop sign-ups, popups, component configs. */
  modules?: SeedSiteModules;
  /** The shop's catalogue (issue 11, lib/platform/seed/seed-shop.ts); written when the site has no product yet. */
  products?: SeedProduct[];
  /** Carriers, rate tables, relay points and the click-and-collect calendar (issue 12, lib/platform/seed/seed-shipping.ts). */
  shipping?: SeedShipping;
  /** Discount codes of the shop (issue 12, lib/platform/seed/seed-discount-codes.ts). */
  discountCodes?: SeedDiscountCode[];
}

export interface SeedForm {
  id: number;
  title: string;
  description: string | null;
  submitLabel: string;
  fields: FormFieldInput[];
}

export interface SeedAlbum {
  title: string;
  slug: string;
  description: string;
  /** Files under lib/platform/seed/assets/<site folder>/, in order, each with its alt text. */
  items: { file: string; alt: string }[];
}

export interface SeedService {
  title: string;
  slug: string;
  summary: string;
  /** Allow-listed HTML (sanitised on write and on render). */
  description: string;
  priceText: string;
  durationMinutes: number | null;
  tags: string[];
  imageFile: string | null;
  imageAlt: string;
  pageUrl: string | null;
}

export interface SeedReview {
  rating: number;
  text: string;
  authorFirstname: string;
  authorLastname: string;
  /** ISO date-time (UTC). */
  reviewedAt: string;
  isPublished: boolean;
}

/** Workshop sign-ups, popups and component configs of a sample site (lib/platform/seed/seed-site-modules.ts). */
export interface SeedSiteModules {
  /** Sign-ups taken, in arrival order; CONFIRMED while seats remain (cancel links unusable: a random token nobody has). */
  registrations: { workshopSlug: string; name: string; email: string; phone: string; seats: number }[];
  popups: {
    title: string;
    /** HTML, sanitised on write. */
    content: string;
    /** A button to a workshop page, by slug (its id is known once seeded). */
    button: { label: string; workshopSlug: string } | null;
    pages: string[];
    showOnEveryLoad: boolean;
  }[];
  componentConfigs: { slug: string; config: Record<string, unknown> }[];
}

/** Creates (once per file) the image row of a shipped seed asset; the seed steps share one. */
export type ImageRegistry = (file: string, alt: string) => Promise<typeof images.$inferSelect>;
