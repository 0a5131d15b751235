import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";
import { cardPaymentSettings, isCardPaymentConfigured } from "@/lib/platform/payment/card-payment-settings";

const KEYS = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

function issuesOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).issues;
  }
  throw new Error(`accepted ${JSON.stringify(source)}`);
}

describe("the Stripe settings (lib/env.ts)", () => {
  it("reads the three keys and the optional Stripe-compatible server URL", () => {
    const env = parseEnv({ ...KEYS, STRIPE_API_URL: "http://127.0.0.1:12111/" });
    expect(env).toMatchObject({ ...KEYS, STRIPE_API_URL: "http://127.0.0.1:12111" });
    expect(parseEnv({ STRIPE_SECRET_KEY: "rk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" }).STRIPE_PUBLISHABLE_KEY).toBe("pk_live_x");
  });

  it.each([
    ["STRIPE_PUBLISHABLE_KEY", "sk_test_abc", "doit être une clé publiable Stripe (pk_test_… ou pk_live_…)"],
    ["STRIPE_PUBLISHABLE_KEY", "pk_demo_abc", "doit être une clé publiable Stripe"],
    ["STRIPE_WEBHOOK_SECRET", "secret", "doit être le secret de signature d'un webhook Stripe (whsec_…)"],
    ["STRIPE_API_URL", "127.0.0.1:12111", "doit être une URL http(s) complète"],
    ["STRIPE_API_URL", "ftp://stripe.local", "doit être une URL http(s) complète"],
  ])("refuses %s=%s in French", (variable, value, why) => {
    const [issue] = issuesOf({ [variable]: value });
    expect(issue!.variable).toBe(variable);
    expect(issue!.message).toContain(why);
  });

  it("refuses a test key with a live one", () => {
    const [issue] = issuesOf({ STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" });
    expect(issue).toMatchObject({ variable: "STRIPE_PUBLISHABLE_KEY" });
    expect(issue!.message).toContain("doit être une clé du même mode que STRIPE_SECRET_KEY (live)");
  });
});

describe("cardPaymentSettings: card is configured only with the three keys", () => {
  it("answers the settings when all three are set", () => {
    expect(cardPaymentSettings(parseEnv(KEYS))).toEqual({ secretKey: "sk_test_abc", publishableKey: "pk_test_abc", webhookSecret: "whsec_abc", apiUrl: null });
    expect(cardPaymentSettings(parseEnv({ ...KEYS, STRIPE_API_URL: "http://127.0.0.1:1" }))?.apiUrl).toBe("http://127.0.0.1:1");
  });

  it.each(Object.keys(KEYS))("null without %s (an empty value counts as unset)", (missing) => {
    expect(cardPaymentSettings(parseEnv({ ...KEYS, [missing]: undefined }))).toBeNull();
    expect(isCardPaymentConfigured(parseEnv({ ...KEYS, [missing]: "  " }))).toBe(false);
  });
});
