import { z } from "zod";
import { parseTrustedProxyList } from "./domain/client-address";
import { MAIL_RETRY_FIRST_DELAY_MS } from "./domain/mail-retry";

/**
 * Every setting of the application, validated once. A wrong value stops the start with a
 * message naming the variable (see `formatEnvError`).
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "doit valoir true ou false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const httpUrl = z
  .url({ protocol: /^https?$/, error: "doit être une URL http(s) complète (ex. https://api.exemple.fr)" })
  .transform((v) => v.replace(/\/+$/, ""));

/**
 * The read cache's TTL when READ_CACHE_TTL_MS is unset. It bounds how stale an instance can be
 * when an invalidation cannot reach it (lib/platform/cache/read-cache.ts). On PostgreSQL other
 * instances may write (Redis tells this one, or nothing does): 2 s. The embedded database is
 * this process's alone (locked), so every write invalidates here at once and the TTL only
 * re-reads unchanged data: 30 s (at 2 s, those re-reads were about 6 % of the CPU of the home's
 * uncached renders under load: a CPU profile and two servers loaded in turn).
 */
export const READ_CACHE_TTL_DEFAULT_MS = { postgres: 2_000, embedded: 30_000 } as const;

export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "doit valoir development, production ou test" })
    .default("development"),
  PORT: z.coerce
    .number({ error: "doit être un nombre" })
    .int({ error: "doit être un entier" })
    .min(1, { error: "doit être entre 1 et 65535" })
    .max(65535, { error: "doit être entre 1 et 65535" })
    .default(3000),
  /** Embedded database (PGlite) and uploads live here. */
  DATA_DIR: z.string().min(1, { error: "ne peut pas être vide" }).default("./data"),
  /** When set, PostgreSQL is used instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: "doit être une URL postgres://utilisateur@hôte:port/base" })
    .optional(),
  /**
   * The site of a public request whose host no site has among its domains (an IP address, an
   * unknown name); any other request shows the site of its host (lib/api-client/site-resolver.ts).
   */
  SITE_ID: z.coerce
    .number({ error: "doit être un nombre" })
    .int({ error: "doit être un entier" })
    .positive({ error: "doit être un entier positif" })
    .default(69),
  /** Point the storefront at another platform API instead of the in-process one. */
  PLATFORM_API_URL: httpUrl.optional(),
  /** Write the sample sites (69 and 70) at start when they are missing. */
  SEED_DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"], { error: "doit valoir debug, info, warn ou error" }).default("info"),
  /** SMTP server for e-mails (smtp:// or smtps://user:pass@host:port); unset = e-mails kept in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: "doit être une URL smtp://utilisateur:motdepasse@hôte:port" })
    .optional(),
  /**
   * Stripe secret key (sk_test_… / sk_live_…). Card payment is offered (PAYMENT_METHOD CARD or
   * CARD_OR_BANK_TRANSFER) only when it, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all
   * set (lib/platform/payment/card-payment-settings.ts); otherwise offline methods only.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^[rs]k_(test|live)_\S+$/, { error: "doit être une clé secrète Stripe (sk_test_… ou sk_live_…)" })
    .optional(),
  /** Stripe publishable key (pk_test_… / pk_live_…), handed to Stripe.js on the payment step. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, { error: "doit être une clé publiable Stripe (pk_test_… ou pk_live_…)" })
    .optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…): POST /api/custom-stripe/webhook checks every event with it. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { error: "doit être le secret de signature d'un webhook Stripe (whsec_…)" })
    .optional(),
  /**
   * A Stripe-compatible server the SDK talks to instead of api.stripe.com (its host, port and
   * protocol): the tests' local server (tests/support/stripe-compatible-server.ts). Never in production.
   */
  STRIPE_API_URL: httpUrl.optional(),
  /**
   * Redis shared by several instances: rate limits, and cache invalidation (a write on one
   * instance drops every instance's read and page caches at once); unset = kept in this process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: "doit être une URL redis://hôte:port" })
    .optional(),
  /** Redis channel of cache invalidations (instances of one deployment share it). */
  CACHE_INVALIDATION_CHANNEL: z
    .string()
    .regex(/^[\w:.-]{1,200}$/, { error: "doit être un nom de canal (lettres, chiffres, « : », « . », « - », « _ »)" })
    .default("evolusite:cache-invalidation"),
  /**
   * How long site data read from the database (site, parameters, pages) is kept in memory
   * (0–60000). Unset: READ_CACHE_TTL_DEFAULT_MS, by database.
   */
  READ_CACHE_TTL_MS: z.coerce
    .number({ error: "doit être un nombre" })
    .int({ error: "doit être un entier" })
    .min(0, { error: "doit être entre 0 et 60000" })
    .max(60_000, { error: "doit être entre 0 et 60000" })
    .optional(),
  /** How long a page rendered for anonymous visitors is served from memory (0 = never). */
  PAGE_CACHE_TTL_MS: z.coerce
    .number({ error: "doit être un nombre" })
    .int({ error: "doit être un entier" })
    .min(0, { error: "doit être entre 0 et 60000" })
    .max(60_000, { error: "doit être entre 0 et 60000" })
    .default(2_000),
  /** How often the job worker looks for due jobs (reminders…), in ms (1000–3600000). */
  JOB_POLL_INTERVAL_MS: z.coerce
    .number({ error: "doit être un nombre" })
    .int({ error: "doit être un entier" })
    .min(1_000, { error: "doit être entre 1000 et 3600000" })
    .max(3_600_000, { error: "doit être entre 1000 et 3600000" })
    .default(15_000),
  /**
   * Delay before the first new try of an e-mail SMTP could not take (transient failure), in ms
   * (1000–3600000); the later delays keep the schedule's shape (lib/domain/mail-retry.ts: 30 s,
   * 2 min, 10 min, 1 h, 6 h by default). The browser tests shorten it.
   */
  MAIL_RETRY_FIRST_DELAY_MS: z.coerce
    .number({ error: "doit être un nombre" })
    .int({ error: "doit être un entier" })
    .min(1_000, { error: "doit être entre 1000 et 3600000" })
    .max(3_600_000, { error: "doit être entre 1000 et 3600000" })
    .default(MAIL_RETRY_FIRST_DELAY_MS),
  /**
   * Reverse proxies whose X-Forwarded-For / -Proto / -Host are believed (comma list of IPv4 /
   * IPv6 addresses or CIDR ranges); unset = none, the socket address is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value, ctx) => {
      const { entries, invalid } = parseTrustedProxyList(value);
      if (invalid.length > 0) {
        ctx.addIssue({ code: "custom", message: `doit être une liste d'adresses IP ou de plages CIDR séparées par des virgules (invalide : ${invalid.join(", ")})` });
        return z.NEVER;
      }
      return entries;
    })
    .default([]),
}).superRefine((env, ctx) => {
  // A test key with a live one (or the reverse) can only fail at payment time: refuse it at start.
  const secretMode = /^[rs]k_(test|live)_/.exec(env.STRIPE_SECRET_KEY ?? "")?.[1];
  const publicMode = /^pk_(test|live)_/.exec(env.STRIPE_PUBLISHABLE_KEY ?? "")?.[1];
  if (secretMode && publicMode && secretMode !== publicMode) {
    ctx.addIssue({ code: "custom", path: ["STRIPE_PUBLISHABLE_KEY"], message: `doit être une clé du même mode que STRIPE_SECRET_KEY (${secretMode})` });
  }
}).transform((env) => ({ ...env, READ_CACHE_TTL_MS: env.READ_CACHE_TTL_MS ?? READ_CACHE_TTL_DEFAULT_MS[env.DATABASE_URL ? "postgres" : "embedded"] }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(formatEnvIssues(issues));
    this.name = "EnvError";
  }
}

function formatEnvIssues(issues: { variable: string; message: string }[]): string {
  const lines = issues.map((i) => `  - ${i.variable} ${i.message}`);
  return `Configuration invalide :\n${lines.join("\n")}\nCorrigez ces variables d'environnement (voir README.md) puis relancez.`;
}

/** Pure: parses a given environment (empty strings count as unset). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? "?");
        const received = source[variable];
        return { variable, message: `${issue.message} (reçu : "${received ?? ""}")` };
      }),
    );
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, validated on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests: read the environment again at the next getEnv() (after vi.stubEnv). */
export function resetEnvCache(): void {
  cached = undefined;
}

/** For process entry points (npm start, the server): the settings, or a French message and exit 1. */
export function parseEnvOrExit(source: Record<string, string | undefined>): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`\n${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
}
