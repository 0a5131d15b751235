import { describe, it, expect } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

/** The EnvError thrown by parseEnv(source); fails the test when nothing (or something else) is thrown. */
function envError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe("parseEnv: defaults", () => {
  it("an empty environment gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: "./data",
      SITE_ID: 69,
      SEED_DEMO_DATA: true,
      LOG_LEVEL: "info",
      PAGE_CACHE_TTL_MS: 2000,
      TRUSTED_PROXIES: [],
      READ_CACHE_TTL_MS: 30000,
      JOB_POLL_INTERVAL_MS: 15000,
      MAIL_RETRY_FIRST_DELAY_MS: 30000,
      CACHE_INVALIDATION_CHANNEL: "evolusite:cache-invalidation",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.PLATFORM_API_URL).toBeUndefined();
  });

  it("keeps site data 30 s on the embedded database (its writes all go through this process), 2 s on PostgreSQL", () => {
    expect(parseEnv({}).READ_CACHE_TTL_MS).toBe(30_000);
    expect(parseEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/evolusite" }).READ_CACHE_TTL_MS).toBe(2_000);
    expect(parseEnv({ READ_CACHE_TTL_MS: "5000" }).READ_CACHE_TTL_MS).toBe(5_000);
    expect(parseEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/evolusite", READ_CACHE_TTL_MS: "0" }).READ_CACHE_TTL_MS).toBe(0);
  });

  it("variables it does not know are ignored", () => {
    expect(parseEnv({ PATH: "/usr/bin", HOME: "/root", FOO: "bar" })).toEqual(parseEnv({}));
  });
});

describe("parseEnv: valid overrides", () => {
  it("reads every variable, typed", () => {
    expect(
      parseEnv({
        NODE_ENV: "production",
        PORT: "8080",
        DATA_DIR: "/var/lib/evolusite",
        DATABASE_URL: "postgres://evolusite:secret@db.exemple.fr:5432/evolusite",
        SITE_ID: "70",
        PLATFORM_API_URL: "https://api.exemple.fr",
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "debug",
        SMTP_URL: "smtp://robot:secret@smtp.exemple.fr:587",
        REDIS_URL: "redis://127.0.0.1:6379",
        PAGE_CACHE_TTL_MS: "0",
        TRUSTED_PROXIES: "10.0.0.0/8,::1",
        READ_CACHE_TTL_MS: "60000",
        JOB_POLL_INTERVAL_MS: "5000",
        MAIL_RETRY_FIRST_DELAY_MS: "2000",
        CACHE_INVALIDATION_CHANNEL: "evolusite:preprod:cache-invalidation",
      }),
    ).toEqual({
      NODE_ENV: "production",
      PORT: 8080,
      DATA_DIR: "/var/lib/evolusite",
      DATABASE_URL: "postgres://evolusite:secret@db.exemple.fr:5432/evolusite",
      SITE_ID: 70,
      PLATFORM_API_URL: "https://api.exemple.fr",
      SEED_DEMO_DATA: false,
      LOG_LEVEL: "debug",
      SMTP_URL: "smtp://robot:secret@smtp.exemple.fr:587",
      REDIS_URL: "redis://127.0.0.1:6379",
      PAGE_CACHE_TTL_MS: 0,
      TRUSTED_PROXIES: ["10.0.0.0/8", "::1"],
      READ_CACHE_TTL_MS: 60000,
      JOB_POLL_INTERVAL_MS: 5000,
      MAIL_RETRY_FIRST_DELAY_MS: 2000,
      CACHE_INVALIDATION_CHANNEL: "evolusite:preprod:cache-invalidation",
    });
  });

  it.each([
    ["SMTP_URL", "mail.exemple.fr"],
    ["REDIS_URL", "localhost:6379"],
    ["PAGE_CACHE_TTL_MS", "-1"],
    ["PAGE_CACHE_TTL_MS", "600000"],
    ["PAGE_CACHE_TTL_MS", "vite"],
    ["TRUSTED_PROXIES", "10.0.0.0/8,mon-proxy"],
    ["READ_CACHE_TTL_MS", "60001"],
    ["JOB_POLL_INTERVAL_MS", "999"],
    ["MAIL_RETRY_FIRST_DELAY_MS", "999"],
    ["MAIL_RETRY_FIRST_DELAY_MS", "3600001"],
    ["CACHE_INVALIDATION_CHANNEL", "canal avec espaces"],
  ])("refuses %s=%s with a message naming the variable", (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(key);
  });

  it.each(["development", "production", "test"] as const)("NODE_ENV=%s", (value) => {
    expect(parseEnv({ NODE_ENV: value }).NODE_ENV).toBe(value);
  });

  it("PORT bounds 1 and 65535 are accepted", () => {
    expect(parseEnv({ PORT: "1" }).PORT).toBe(1);
    expect(parseEnv({ PORT: "65535" }).PORT).toBe(65535);
  });

  it("DATABASE_URL accepts postgres:// and postgresql://", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://u@localhost/db" }).DATABASE_URL).toBe("postgresql://u@localhost/db");
    expect(parseEnv({ DATABASE_URL: "postgres://u@localhost:5433/db" }).DATABASE_URL).toBe("postgres://u@localhost:5433/db");
  });

  it("PLATFORM_API_URL accepts http and https", () => {
    expect(parseEnv({ PLATFORM_API_URL: "http://localhost:4000/api" }).PLATFORM_API_URL).toBe("http://localhost:4000/api");
    expect(parseEnv({ PLATFORM_API_URL: "https://api.exemple.fr/api" }).PLATFORM_API_URL).toBe("https://api.exemple.fr/api");
  });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
  ] as const)("SEED_DEMO_DATA=%s → %s", (raw, value) => {
    expect(parseEnv({ SEED_DEMO_DATA: raw }).SEED_DEMO_DATA).toBe(value);
  });

  it.each(["debug", "info", "warn", "error"] as const)("LOG_LEVEL=%s", (level) => {
    expect(parseEnv({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
  });
});

describe("parseEnv: invalid values throw an EnvError naming the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "0"],
    ["PORT", "80.5"],
    ["SITE_ID", "-1"],
    ["SITE_ID", "0"],
    ["SITE_ID", "1.5"],
    ["SITE_ID", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["DATABASE_URL", "localhost:5432/db"],
    ["PLATFORM_API_URL", "not-a-url"],
    ["PLATFORM_API_URL", "ftp://api.exemple.fr"],
    ["SEED_DEMO_DATA", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
  ])("%s=%s", (variable, value) => {
    const error = envError({ [variable]: value });
    expect(error.name).toBe("EnvError");
    expect(error).toBeInstanceOf(Error);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]!.variable).toBe(variable);
    expect(error.message).toContain(`- ${variable} `);
    // The received value is echoed so the operator sees what is wrong.
    expect(error.message).toContain(`(reçu : "${value}")`);
  });

  it.each([
    ["PORT", "abc", "doit être un nombre"],
    ["PORT", "70000", "doit être entre 1 et 65535"],
    ["SITE_ID", "-1", "doit être un entier positif"],
    ["SITE_ID", "1.5", "doit être un entier"],
    ["DATABASE_URL", "mysql://x", "doit être une URL postgres://"],
    ["PLATFORM_API_URL", "not-a-url", "doit être une URL http(s) complète"],
    ["SEED_DEMO_DATA", "maybe", "doit valoir true ou false"],
    ["LOG_LEVEL", "loud", "doit valoir debug, info, warn ou error"],
  ])("%s=%s says why (%s)", (variable, value, why) => {
    const [issue] = envError({ [variable]: value }).issues;
    expect(issue!.message).toContain(why);
  });

  it("the message tells the operator what to do", () => {
    const { message } = envError({ PORT: "abc" });
    expect(message.startsWith("Configuration invalide :")).toBe(true);
    expect(message).toContain("Corrigez ces variables d'environnement");
  });
});

describe("parseEnv: several errors are reported together", () => {
  it("every bad variable is listed in one EnvError", () => {
    const error = envError({
      PORT: "abc",
      SITE_ID: "-1",
      DATABASE_URL: "mysql://x",
      PLATFORM_API_URL: "not-a-url",
      SEED_DEMO_DATA: "maybe",
      LOG_LEVEL: "loud",
    });
    const variables = error.issues.map((i) => i.variable).sort();
    expect(variables).toEqual(["DATABASE_URL", "LOG_LEVEL", "PLATFORM_API_URL", "PORT", "SEED_DEMO_DATA", "SITE_ID"]);
    for (const variable of variables) expect(error.message).toContain(`- ${variable} `);
  });

  it("valid variables next to bad ones are not reported", () => {
    const error = envError({ PORT: "8080", LOG_LEVEL: "loud" });
    expect(error.issues.map((i) => i.variable)).toEqual(["LOG_LEVEL"]);
  });
});

describe("parseEnv: empty strings are unset", () => {
  it.each(["PORT", "DATA_DIR", "SITE_ID", "DATABASE_URL", "PLATFORM_API_URL", "SEED_DEMO_DATA", "LOG_LEVEL", "NODE_ENV"])(
    "%s='' and %s='   ' give the default",
    (variable) => {
      expect(parseEnv({ [variable]: "" })).toEqual(parseEnv({}));
      expect(parseEnv({ [variable]: "   " })).toEqual(parseEnv({}));
    },
  );

  it("undefined values are unset", () => {
    expect(parseEnv({ PORT: undefined, DATABASE_URL: undefined })).toEqual(parseEnv({}));
  });
});

describe("parseEnv: PLATFORM_API_URL normalisation", () => {
  it("a trailing slash is removed", () => {
    expect(parseEnv({ PLATFORM_API_URL: "https://api.exemple.fr/" }).PLATFORM_API_URL).toBe("https://api.exemple.fr");
  });

  it("several trailing slashes are removed, the path is kept", () => {
    expect(parseEnv({ PLATFORM_API_URL: "https://api.exemple.fr/v1///" }).PLATFORM_API_URL).toBe("https://api.exemple.fr/v1");
  });

  it("a URL without a trailing slash is unchanged", () => {
    expect(parseEnv({ PLATFORM_API_URL: "http://localhost:4000/api" }).PLATFORM_API_URL).toBe("http://localhost:4000/api");
  });
});
