import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { USER_ROLES } from "@/lib/schemas/account";
import type { PageContent } from "@/lib/schemas/cms";
import { OUTBOX_STATUSES } from "@/lib/schemas/outbox";

/** One responsive variant of an uploaded image (see images.variants). */
export type ImageVariant = { filename: string; format: "webp" | "avif"; width: number; height: number; byteSize: number };

/**
 * One schema for PGlite and PostgreSQL. Every site-owned table has `site_id`
 * (cascade on site deletion); reference data (countries, languages) is global.
 */

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

// ---------- reference data ----------

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  alphaTwo: text("alpha_two").notNull().unique(),
  alphaThree: text("alpha_three").notNull().unique(),
  numCode: integer("num_code").notNull(),
  name: text("name").notNull(),
});

export const languages = pgTable("languages", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  label: text("label").notNull(),
  deeplCode: text("deepl_code"),
  locale: text("locale").notNull(),
  countryId: integer("country_id").references(() => countries.id),
  isValid: boolean("is_valid").notNull().default(true),
});

// ---------- sites ----------

export const sites = pgTable("sites", {
  // Explicit ids for the sample sites (69, 70); new sites start far above them.
  id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text("name").notNull(),
  isWinemaker: boolean("is_winemaker").notNull().default(false),
  isECommerce: boolean("is_ecommerce").notNull().default(false),
  isBuilding: boolean("is_building").notNull().default(false),
  dashboardType: text("dashboard_type").notNull().default("SHOWCASE"),
  technicalFileModel: text("technical_file_model"),
  defaultLanguageId: integer("default_language_id")
    .notNull()
    .references(() => languages.id),
  devUrl: text("dev_url"),
  prodUrl: text("prod_url"),
  server: text("server"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const siteLanguages = pgTable(
  "site_languages",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
  },
  (t) => [uniqueIndex("site_languages_site_language_uq").on(t.siteId, t.languageId)],
);

export const siteFonts = pgTable(
  "site_fonts",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    type: text("type", { enum: ["TITLE", "CONTENT", "MENU"] }).notNull(),
    family: text("family").notNull(),
    color: text("color"),
    size: smallint("size").notNull(),
    weight: smallint("weight").notNull().default(400),
    style: text("style").notNull().default("normal"),
  },
  (t) => [uniqueIndex("site_fonts_site_type_uq").on(t.siteId, t.type)],
);

export const siteParameters = pgTable(
  "site_parameters",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    type: text("type").notNull(),
    kind: text("kind", { enum: ["STRING", "BOOLEAN", "NUMBER", "TEXT", "LINK"] }).notNull(),
    label: text("label").notNull(),
    value: text("value"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("site_parameters_site_type_uq").on(t.siteId, t.type)],
);

// ---------- media ----------

export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** Stored file name under DATA_DIR/uploads/<siteId>/. */
    filename: text("filename").notNull(),
    /** SEO name used in the public path /images/<id>/<name>.<ext>. */
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    alt: text("alt").notNull().default(""),
    /** For images hosted elsewhere (CDN); null for local files. */
    externalId: text("external_id"),
    externalType: text("external_type"),
    /** Pixel size of the original (null for SVG without intrinsic size and external images). */
    width: integer("width"),
    height: integer("height"),
    /** Responsive variants made at upload (sharp): stored file, format and width of each. */
    variants: jsonb("variants").$type<ImageVariant[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("images_site_idx").on(t.siteId)],
);

export const logos = pgTable(
  "logos",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    type: text("type", {
      enum: ["LOGO", "LOGO_FOOTER", "LOGO_DARK_THEME", "LOGO_LIGHT_THEME", "LOGO_FAVICON"],
    }).notNull(),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    alt: text("alt").notNull().default(""),
  },
  (t) => [uniqueIndex("logos_site_type_uq").on(t.siteId, t.type)],
);

// ---------- content ----------

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    idParent: integer("id_parent").references((): AnyPgColumn => pages.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
    /** Full path without leading slash ("" for home, "prestations/coach-developpement-personnel"). */
    url: text("url").notNull(),
    title: text("title").notNull(),
    menuTitle: text("menu_title").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    isText: boolean("is_text").notNull().default(false),
    type: text("type", { enum: ["HOME", "PAGE", "FOLDER", "LINK"] }).notNull().default("PAGE"),
    link: jsonb("link").$type<{ type: "INTERNAL" | "EXTERNAL" | "JS"; url: string | null; jsCode: string | null } | null>(),
    cms: jsonb("cms").$type<PageContent>().notNull(),
    /** The published layout (a row of page_layouts); null until the builder first publishes. */
    layoutId: integer("layout_id"),
    /** Who last changed the page (publish, settings); null for seeded pages. */
    updatedBy: integer("updated_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("pages_site_url_uq").on(t.siteId, t.url), index("pages_site_parent_idx").on(t.siteId, t.idParent)],
);

export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull().default(""),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    isPromoted: boolean("is_promoted").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("news_site_slug_uq").on(t.siteId, t.slug), index("news_site_published_idx").on(t.siteId, t.publishedAt)],
);

/** Generic element lists (footer logos and links, workshops, …) addressed by `route`. */
export const elements = pgTable(
  "elements",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    route: text("route").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    order: integer("order").notNull().default(0),
    url: text("url"),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("elements_site_route_idx").on(t.siteId, t.route, t.order)],
);

export const companyAddresses = pgTable(
  "company_addresses",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    type: text("type", { enum: ["HEAD_OFFICE", "SECONDARY"] }).notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    addressPart2: text("address_part2"),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    phone: text("phone"),
    email: text("email"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("company_addresses_site_idx").on(t.siteId)],
);

export const variations = pgTable(
  "variations",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    label: text("label").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [uniqueIndex("variations_site_label_uq").on(t.siteId, t.label)],
);

export const variationDetails = pgTable(
  "variation_details",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("variation_details_variation_idx").on(t.variationId)],
);

export const externalAppConfigs = pgTable(
  "external_app_configs",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    app: text("app").notNull(),
    publicConfig: jsonb("public_config").$type<Record<string, unknown>>().notNull().default({}),
    privateConfig: jsonb("private_config").$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("external_app_configs_site_app_uq").on(t.siteId, t.app)],
);

// ---------- people ----------

export { USER_ROLES };

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** Stored lower-cased; unique per site (the same e-mail on two sites is two accounts). */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    role: text("role", { enum: USER_ROLES }).notNull().default("CUSTOMER"),
    firstname: text("firstname"),
    lastname: text("lastname"),
    phone: text("phone"),
    birthdate: date("birthdate", { mode: "string" }),
    /** When the user accepted the terms of use (required at registration). */
    acceptedTermsAt: timestamp("accepted_terms_at", { withTimezone: true, mode: "date" }),
    /** When `email` was proven by an e-mailed link; null = not verified (no newsletter of the account). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_site_email_uq").on(t.siteId, t.email)],
);

/**
 * E-mailed links proving an address: the account's own address (`email` = the user's) or a new
 * one asked for in PUT /user (applied only when its link is followed). Token stored hashed.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was sent to (lower-cased): the one it proves. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/**
 * Browsers that logged into an account (OWASP "device cookie"): their failed logins are counted per
 * device, so a flood from elsewhere cannot lock the owner out. Token stored hashed.
 */
export const loginDevices = pgTable(
  "login_devices",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_devices_user_idx").on(t.userId)],
);

/** Single-use password reset links (SPEC §7 PUT /password/reset): token stored hashed, 1 hour. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

// ---------- newsletter ----------

export const newsletterLists = pgTable(
  "newsletter_lists",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    name: text("name").notNull(),
    description: text("description"),
    /** Offered by default to visitors who subscribe without choosing a list. */
    isDefault: boolean("is_default").notNull().default(false),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_lists_site_name_uq").on(t.siteId, t.name)],
);

export const NEWSLETTER_STATUSES = ["PENDING", "CONFIRMED", "UNSUBSCRIBED"] as const;

/** One address on one list; double opt-in: PENDING until the e-mailed link is followed. */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    listId: integer("list_id")
      .notNull()
      .references(() => newsletterLists.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("PENDING"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_list_email_uq").on(t.listId, t.email), index("newsletter_subscriptions_user_idx").on(t.userId)],
);

// ---------- e-mail ----------

export const OUTBOX_TRANSPORTS = ["SMTP", "OUTBOX"] as const;

/** Every e-mail the platform sends: delivered by SMTP when configured, else kept here for admins. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Kind of message, e.g. PASSWORD_RESET, NEWSLETTER_CONFIRM. */
    kind: text("kind").notNull(),
    /** Files sent with the message (an .ics invitation…), text content only: [{ filename, contentType, content }]. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
    transport: text("transport", { enum: OUTBOX_TRANSPORTS }).notNull(),
    /** Where the message stands (OUTBOX_STATUSES, lib/schemas/outbox.ts). */
    status: text("status", { enum: OUTBOX_STATUSES }).notNull(),
    /** SMTP attempts made so far (0 for KEPT). */
    attempts: integer("attempts").notNull().default(0),
    /** RETRYING: when the next attempt is due; SENDING: when the attempt under way counts as abandoned. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** The error of the last failed attempt (kept after a later success: why it took several). */
    error: text("error"),
    /** Where answers go (SMTP Reply-To), kept for the retries. */
    replyTo: text("reply_to"),
    /**
     * Secrets of the bodies (reset tokens…) to mask once SMTP delivered it; emptied when the
     * message is settled (SENT or FAILED). Never shown by the API.
     */
    secrets: jsonb("secrets").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_site_date_idx").on(t.siteId, t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// ---------- analytics ----------

export const visits = pgTable(
  "visits",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    source: text("source").notNull(),
    visitedAt: timestamp("visited_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("visits_site_date_idx").on(t.siteId, t.visitedAt),
    check("visits_source_len", sql`char_length(${t.source}) between 1 and 100`),
  ],
);

// ---------- website builder ----------

/**
 * Published versions of a page's content: the current one (pages.layout_id) and earlier ones kept
 * as revisions (the last 20 per page). Immutable once written; `hash` is the content's sha256.
 */
export const pageLayouts = pgTable(
  "page_layouts",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    cms: jsonb("cms").$type<PageContent>().notNull(),
    hash: text("hash").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The revision this one was restored from, if any. */
    restoredFrom: integer("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [index("page_layouts_site_page_idx").on(t.siteId, t.pageId, t.id)],
);

/** An editor's unpublished work on a page (autosave, preview), one per user and page. */
export const pageDrafts = pgTable(
  "page_drafts",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cms: jsonb("cms").$type<PageContent>().notNull(),
    /** The layout the editor started from (the publish guard compares it with the page's). */
    baseLayoutId: integer("base_layout_id"),
    /**
     * Optimistic concurrency: +1 on every save; a save names the version it last saw and is
     * refused (409) when another tab or window saved in between.
     */
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("page_drafts_site_page_user_uq").on(t.siteId, t.pageId, t.userId)],
);

/** Old urls of pages whose url changed after publication: answered with a permanent redirect. */
export const pageRedirects = pgTable(
  "page_redirects",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** Path without leading slash, as pages.url. */
    fromUrl: text("from_url").notNull(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("page_redirects_site_from_uq").on(t.siteId, t.fromUrl)],
);

/** Every admin write: who, when, what, before / after (visible to the site's admins). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Copied at write time so the entry stays readable after the user is gone. */
    userEmail: text("user_email").notNull(),
    /** Dotted verb, e.g. "page.publish", "parameter.update", "image.delete". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_site_created_idx").on(t.siteId, t.createdAt)],
);
