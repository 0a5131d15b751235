import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Stripe from "stripe";
import { decodeStripeForm, type FormObject, type FormValue } from "./stripe-form";
import { TEST_STRIPE_KEYS, type StripeTestKeys } from "./stripe-test-keys";

export { TEST_STRIPE_KEYS } from "./stripe-test-keys";

/**
 * A Stripe-compatible server for tests (Stripe cannot be reached from the test machines): a small
 * node:http server on a free local port that the REAL `stripe` SDK talks to (STRIPE_API_URL sets
 * its host, port and protocol) and that the browser suite's fake Stripe.js calls. It implements:
 *
 * - POST /v1/payment_intents (form-encoded like Stripe; `Idempotency-Key` honoured: the same key
 *   and parameters replay the first answer with `Idempotent-Replayed: true`, other parameters are
 *   a 400 idempotency_error), GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/confirm,
 *   POST /v1/payment_intents/:id/cancel — Stripe-shaped JSON, Stripe-shaped errors
 *   (`{ error: { type, code, message, param } }`, `Request-Id`), the secret key required (the
 *   publishable key with the intent's client_secret for confirm and retrieve, as Stripe.js does);
 * - on confirm: the card decides (payment_method `pm_card_visa` / `pm_card_chargeDeclined`, or
 *   payment_method_data[card][number]: 4000000000000002 and 4000000000009995 are declined, any
 *   other number succeeds) and `payment_intent.succeeded` or `payment_intent.payment_failed` is
 *   delivered to the webhook target, signed with the SDK's own
 *   `stripe.webhooks.generateTestHeaderString` (its `Stripe-Signature` header);
 * - the fake Stripe.js (tests/support/fake-stripe-js.js) at /v3 and /<release>/stripe.js.
 *
 * It holds one or more accounts (keys and webhook endpoint, tests/support/stripe-test-keys.ts):
 * an intent belongs to the account whose secret key made it, its events go to that account's
 * endpoint signed with its secret (the browser suite gives each worker's server an account).
 * Started by the test that needs it (`startStripeCompatibleServer()`), stopped with `close()`.
 * Never part of the product: only tests and scripts/test-e2e.ts start it.
 */

/** An account of the local server: its keys and where its events go. */
export interface StripeTestAccount extends StripeTestKeys {
  webhook: WebhookTarget | null;
}

/** Card numbers the local server declines (Stripe's test cards), with Stripe's decline codes. */
export const DECLINED_TEST_CARDS: Readonly<Record<string, string>> = {
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
};

/** Where events go: a URL (POSTed like Stripe does) or, in-process tests, a function returning the HTTP status. */
export type WebhookTarget = { url: string; headers?: Record<string, string> } | ((payload: string, headers: Record<string, string>) => Promise<number>);

export interface FakePaymentIntent {
  id: string;
  /** The secret key of the account that made it (not a Stripe field: stripped from answers). */
  account?: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "requires_confirmation" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_method: string | null;
  last_payment_error: Record<string, unknown> | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: "automatic";
  confirmation_method: "automatic";
  created: number;
  livemode: false;
}

export interface WebhookDelivery {
  event: Stripe.Event;
  status: number | null;
}

export interface StripeCompatibleServer {
  /** http://127.0.0.1:<port>: STRIPE_API_URL. */
  readonly url: string;
  /** The first account's keys (the API tests' only one). */
  readonly keys: StripeTestKeys;
  readonly intents: ReadonlyMap<string, FakePaymentIntent>;
  /** Every API request, in order: method, path, Idempotency-Key. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[];
  readonly deliveries: WebhookDelivery[];
  /** Where the events of an account (the first one by default) go; null: nowhere (a lost webhook). */
  setWebhookTarget(target: WebhookTarget | null, secretKey?: string): void;
  /** The next `times` API requests answer 500 api_error (Stripe failing). */
  failNext(times?: number): void;
  /** Resolves once every webhook delivery started so far has been answered. */
  settleDeliveries(): Promise<void>;
  /** A Stripe event about `intent` and the headers Stripe would send it with (signed with `secret`, the first account's by default). */
  signedEvent(type: string, intent: FakePaymentIntent | Record<string, unknown>, options?: { id?: string; secret?: string; timestamp?: number }): { event: Stripe.Event; payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const FAKE_STRIPE_JS = readFileSync(path.join(__dirname, "fake-stripe-js.js"), "utf8");

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; decline_code?: string; payment_intent?: FakePaymentIntent },
  ) {
    super(body.message);
  }
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
const text = (value: FormValue | undefined): string | undefined => (typeof value === "string" ? value : undefined);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function stableHash(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])])) : v;
  return createHash("sha256").update(JSON.stringify(sorted(value))).digest("hex");
}

/** A Stripe-shaped copy of an intent (without the server's own bookkeeping). */
function publicIntent(intent: FakePaymentIntent): FakePaymentIntent {
  const copy = structuredClone(intent);
  delete copy.account;
  return copy;
}

export async function startStripeCompatibleServer(
  options: { port?: number; host?: string; webhook?: WebhookTarget | null; accounts?: StripeTestAccount[] } = {},
): Promise<StripeCompatibleServer> {
  const accounts: StripeTestAccount[] = options.accounts ?? [{ ...TEST_STRIPE_KEYS, webhook: options.webhook ?? null }];
  const intents = new Map<string, FakePaymentIntent>();
  const idempotency = new Map<string, { hash: string; status: number; body: unknown }>();
  const requests: StripeCompatibleServer["requests"] = [];
  const deliveries: WebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  let failures = 0;
  let url = "";

  function signedEvent(type: string, intent: FakePaymentIntent | Record<string, unknown>, opts: { id?: string; secret?: string; timestamp?: number } = {}) {
    const event = {
      id: opts.id ?? randomId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: "object" in intent && intent.object === "payment_intent" ? publicIntent(intent as FakePaymentIntent) : structuredClone(intent) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: randomId("req"), idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? accounts[0]!.webhookSecret, timestamp: opts.timestamp });
    return { event, payload, headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature, "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" } };
  }

  /** Like Stripe: after the answer, a few tries while the endpoint does not answer 2xx. */
  function deliver(type: string, intent: FakePaymentIntent): void {
    const account = accounts.find((a) => a.secretKey === intent.account);
    const target = account?.webhook;
    if (!account || !target) return;
    const { event, payload, headers } = signedEvent(type, intent, { secret: account.webhookSecret });
    const delivery: WebhookDelivery = { event, status: null };
    deliveries.push(delivery);
    const work = (async () => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          delivery.status =
            typeof target === "function"
              ? await target(payload, headers)
              : (await fetch(target.url, { method: "POST", headers: { ...headers, ...target.headers }, body: payload })).status;
        } catch {
          delivery.status = null;
        }
        if (delivery.status !== null && delivery.status < 300) return;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    })();
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  /**
   * The account a request is made for: its secret key; or its publishable key with the intent's
   * client_secret (Stripe.js confirming or reading an intent of that account). An intent of
   * another account is « No such payment_intent », as on Stripe.
   */
  function authenticate(request: IncomingMessage, params: FormObject, intent: FakePaymentIntent | null): StripeTestAccount {
    const key = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const bySecret = accounts.find((a) => a.secretKey === key);
    const byPublic = accounts.find((a) => a.publishableKey === key);
    const account = bySecret ?? byPublic;
    if (!account) throw new StripeHttpError(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${key.slice(0, 12)}…` });
    if (intent && intent.account !== account.secretKey) {
      throw new StripeHttpError(404, { type: "invalid_request_error", code: "resource_missing", param: "intent", message: `No such payment_intent: '${intent.id}'` });
    }
    if (!bySecret && !(intent && text(params.client_secret) === intent.client_secret)) {
      throw new StripeHttpError(intent ? 404 : 401, { type: "invalid_request_error", code: "resource_missing", message: "This API call cannot be made with a publishable API key." });
    }
    return account;
  }

  function findIntent(id: string): FakePaymentIntent {
    const intent = intents.get(id);
    if (!intent) throw new StripeHttpError(404, { type: "invalid_request_error", code: "resource_missing", param: "intent", message: `No such payment_intent: '${id}'` });
    return intent;
  }

  function createIntent(account: StripeTestAccount, params: FormObject): FakePaymentIntent {
    const amount = Number(text(params.amount));
    if (!Number.isInteger(amount) || amount < 1) throw new StripeHttpError(400, { type: "invalid_request_error", code: "parameter_missing", param: "amount", message: "Missing required param: amount." });
    if (amount < 50) throw new StripeHttpError(400, { type: "invalid_request_error", code: "amount_too_small", param: "amount", message: "Amount must be at least €0.50 eur" });
    const currency = text(params.currency)?.toLowerCase();
    if (!currency) throw new StripeHttpError(400, { type: "invalid_request_error", code: "parameter_missing", param: "currency", message: "Missing required param: currency." });
    const id = randomId("pi");
    const metadata = typeof params.metadata === "object" && !Array.isArray(params.metadata) ? (params.metadata as Record<string, string>) : {};
    const allowed = Array.isArray(params.allowed_payment_method_types) ? (params.allowed_payment_method_types as string[]) : null;
    const intent: FakePaymentIntent = {
      id,
      account: account.secretKey,
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      metadata,
      description: text(params.description) ?? null,
      receipt_email: text(params.receipt_email) ?? null,
      allowed_payment_method_types: allowed,
      payment_method_types: allowed ?? ["card"],
      payment_method: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic",
      confirmation_method: "automatic",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    deliver("payment_intent.created", intent);
    return intent;
  }

  function confirmIntent(intent: FakePaymentIntent, params: FormObject): FakePaymentIntent {
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
      throw new StripeHttpError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent's status is ${intent.status}, which does not allow it to be confirmed.`,
        payment_intent: publicIntent(intent),
      });
    }
    const method = text(params.payment_method);
    const data = params.payment_method_data as FormObject | undefined;
    const number = text((data?.card as FormObject | undefined)?.number)?.replace(/\D/g, "");
    if (!method && !number) throw new StripeHttpError(400, { type: "invalid_request_error", code: "parameter_missing", param: "payment_method", message: "You must provide a payment method to confirm this PaymentIntent." });
    const declineCode = method === "pm_card_chargeDeclined" ? "generic_decline" : number ? DECLINED_TEST_CARDS[number] : undefined;
    const paymentMethod = method ?? randomId("pm");
    if (declineCode) {
      const error = { type: "card_error", code: "card_declined", decline_code: declineCode, message: "Your card was declined.", param: "" };
      intent.status = "requires_payment_method";
      intent.payment_method = null;
      intent.last_payment_error = { ...error, payment_method: { id: paymentMethod, type: "card" } };
      deliver("payment_intent.payment_failed", intent);
      throw new StripeHttpError(402, { ...error, payment_intent: publicIntent(intent) });
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.payment_method = paymentMethod;
    intent.last_payment_error = null;
    deliver("payment_intent.succeeded", intent);
    return intent;
  }

  function cancelIntent(intent: FakePaymentIntent, params: FormObject): FakePaymentIntent {
    if (intent.status === "succeeded" || intent.status === "canceled" || intent.status === "processing") {
      throw new StripeHttpError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        payment_intent: publicIntent(intent),
      });
    }
    intent.status = "canceled";
    intent.canceled_at = Math.floor(Date.now() / 1000);
    intent.cancellation_reason = text(params.cancellation_reason) ?? null;
    deliver("payment_intent.canceled", intent);
    return intent;
  }

  async function api(request: IncomingMessage, pathname: string, query: URLSearchParams): Promise<{ status: number; body: unknown; replayed?: boolean }> {
    const method = request.method ?? "GET";
    const raw = method === "GET" ? query.toString() : await readBody(request);
    const params = decodeStripeForm(raw);
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method, path: pathname, idempotencyKey });
    if (failures > 0) {
      failures -= 1;
      throw new StripeHttpError(500, { type: "api_error", message: "An unknown error occurred" });
    }
    const match = /^\/v1\/payment_intents(?:\/([A-Za-z0-9_]+))?(?:\/(confirm|cancel))?$/.exec(pathname);
    if (!match) throw new StripeHttpError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${pathname}).` });
    const [, id, action] = match;
    if (!id && method === "POST") {
      const account = authenticate(request, params, null);
      if (idempotencyKey) {
        // Idempotency keys are per account, as on Stripe.
        const scoped = `${account.secretKey}\n${idempotencyKey}`;
        const hash = stableHash({ pathname, params });
        const previous = idempotency.get(scoped);
        if (previous && previous.hash !== hash) {
          throw new StripeHttpError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        if (previous) return { status: previous.status, body: previous.body, replayed: true };
        const body = publicIntent(createIntent(account, params));
        idempotency.set(scoped, { hash, status: 200, body });
        return { status: 200, body };
      }
      return { status: 200, body: publicIntent(createIntent(account, params)) };
    }
    if (!id) throw new StripeHttpError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${pathname}).` });
    const intent = intents.get(id) ?? null;
    authenticate(request, params, intent);
    if (method === "GET" && !action) return { status: 200, body: publicIntent(findIntent(id)) };
    if (method === "POST" && action === "confirm") return { status: 200, body: publicIntent(confirmIntent(findIntent(id), params)) };
    if (method === "POST" && action === "cancel") return { status: 200, body: publicIntent(cancelIntent(findIntent(id), params)) };
    throw new StripeHttpError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${pathname}).` });
  }

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, {
      "Content-Type": "application/json",
      "Request-Id": randomId("req"),
      "Stripe-Version": Stripe.API_VERSION,
      "Access-Control-Allow-Origin": "*",
      ...headers,
    });
    response.end(JSON.stringify(body, null, 2));
  }

  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, POST",
        "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key, Stripe-Version",
        "Access-Control-Max-Age": "600",
      });
      response.end();
      return;
    }
    const script = /^\/(v3|[a-z]+)(?:\/stripe\.js|\/)?$/.exec(pathname);
    if (request.method === "GET" && script) {
      const version = script[1] === "v3" ? "v3" : script[1]!;
      response.writeHead(200, { "Content-Type": "application/javascript; charset=utf-8", "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" });
      response.end(FAKE_STRIPE_JS.replace("__STRIPE_API_URL__", url).replace("__STRIPE_JS_VERSION__", version));
      return;
    }
    api(request, pathname, searchParams).then(
      ({ status, body, replayed }) => send(response, status, body, replayed ? { "Idempotent-Replayed": "true" } : {}),
      (error: unknown) => {
        if (error instanceof StripeHttpError) send(response, error.status, { error: error.body });
        else send(response, 500, { error: { type: "api_error", message: error instanceof Error ? error.message : String(error) } });
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    keys: accounts[0]!,
    intents,
    requests,
    deliveries,
    setWebhookTarget: (target, secretKey = accounts[0]!.secretKey) => {
      const account = accounts.find((a) => a.secretKey === secretKey);
      if (!account) throw new Error(`no account ${secretKey} on the local Stripe server`);
      account.webhook = target;
    },
    failNext: (times = 1) => {
      failures = times;
    },
    async settleDeliveries() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    signedEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
