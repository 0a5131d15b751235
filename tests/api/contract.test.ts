import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { visits } from "@/lib/platform/db/schema";
import { parseJsonBody } from "@/lib/platform/http/validate";
import type { NewsList } from "@/lib/schemas/content";
import { callApi, createLoggedUser, SITE_69 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The contract of ARCHITECTURE.md: envelope on every answer, X-Site-Id required,
 * no-store, generic 500, per-field 422 for JSON bodies and list parameters.
 */

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** Every site-scoped route of the platform API (GET). */
const SITE_ROUTES = [
  "/parameter",
  "/site/info",
  "/site/visit/contract-test",
  "/logged",
  "/user",
  "/admin/address/type",
  "/news",
  "/page",
  "/page/1",
  "/element/link-footer",
  "/element/logo-footer/1",
  "/company/address",
  "/variation",
  "/external-app/PRODUCT_FILE_GENERATOR/config/public",
  "/countries",
] as const;

const SITE_REQUIRED = "L'en-tête X-Site-Id est obligatoire.";
const SITE_NOT_NUMERIC = "L'en-tête X-Site-Id doit être un identifiant numérique.";
const UNKNOWN_SITE = "Site inconnu.";
const LIST_INVALID = "Paramètres de liste invalides.";
const INTERNAL = "Une erreur interne est survenue. Veuillez réessayer.";

function expectEnvelope(body: unknown) {
  expect(body).toBeTypeOf("object");
  expect(Object.keys(body as object).sort()).toEqual(["data", "message", "success"]);
  const { success, message } = body as { success: unknown; message: unknown };
  expect(typeof success).toBe("boolean");
  expect(message === null || typeof message === "string").toBe(true);
}

async function visitCount(): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(visits);
  return row!.n;
}

describe("response envelope", () => {
  it.each(SITE_ROUTES)("answers %s with a success envelope, JSON and no-store for an admin of site 69", async (path) => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const response = await callApi(path, { token });
    expectEnvelope(response.body);
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    expect(response.body.success).toBe(true);
    expect(response.body.message).toBeNull();
    expect(response.body.data).not.toBeUndefined();
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers an unknown route with a 404 envelope naming the route (with X-Site-Id)", async () => {
    const response = await callApi("/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, data: null, message: "Route inconnue : GET /api/does-not-exist." });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an unknown route with a 404 envelope without X-Site-Id (not a 400)", async () => {
    const response = await callApi("/does-not-exist/either", { siteId: null });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, data: null, message: "Route inconnue : GET /api/does-not-exist/either." });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a known path with an unsupported method with a 404 envelope", async () => {
    const response = await callApi("/news", { method: "DELETE" });
    expect(response.status).toBe(404);
    expectEnvelope(response.body);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("Route inconnue : DELETE /api/news.");
  });
});

describe("X-Site-Id header", () => {
  it.each(SITE_ROUTES)("refuses %s without X-Site-Id: 400 with a French message", async (path) => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const response = await callApi(path, { siteId: null, token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, data: null, message: SITE_REQUIRED });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each(SITE_ROUTES)("refuses %s with a non-numeric X-Site-Id: 400", async (path) => {
    const response = await callApi(path, { siteId: "abc" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, data: null, message: SITE_NOT_NUMERIC });
  });

  it.each(SITE_ROUTES)("refuses %s with an unknown site id: 400", async (path) => {
    const response = await callApi(path, { siteId: 999_999 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, data: null, message: UNKNOWN_SITE });
  });

  it.each(["", "   "])("treats an empty X-Site-Id (%j) as missing", async (value) => {
    const response = await callApi("/parameter", { siteId: value });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SITE_REQUIRED);
  });

  it.each(["69abc", "-69", "6.9", "1e3", "69,70", "1234567890"])("refuses the malformed site id %j", async (value) => {
    const response = await callApi("/parameter", { siteId: value });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, data: null, message: SITE_NOT_NUMERIC });
  });

  it("refuses site id 0 as an unknown site", async () => {
    const response = await callApi("/parameter", { siteId: 0 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(UNKNOWN_SITE);
  });

  it("accepts the site id with surrounding spaces", async () => {
    const response = await callApi<{ id: number }>("/site/info", { siteId: " 69 " });
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe(69);
  });

  it("writes no visit when the site header is missing, malformed or unknown", async () => {
    const before = await visitCount();
    for (const siteId of [null, "abc", 999_999]) {
      const response = await callApi("/site/visit/no-site", { siteId });
      expect(response.status).toBe(400);
    }
    expect(await visitCount()).toBe(before);
  });
});

describe("unexpected errors", () => {
  const app = createApp();
  app.get("/boom", () => {
    throw new Error("secret detail");
  });

  it("answers 500 with the generic French message and no internal detail, and logs the detail", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    let response: Response;
    try {
      response = await app.request("/api/boom", { headers: { "X-Site-Id": "69", "Accept-Language": "fr" } });
    } finally {
      spy.mockRestore();
    }
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).not.toContain("secret detail");
    expect(text).not.toMatch(/\bat .*\.ts/); // no stack trace
    for (const [name, value] of response.headers) {
      expect(`${name}: ${value}`).not.toContain("secret detail");
    }
    const body = JSON.parse(text) as { success: boolean; data: { requestId: string }; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toBe(INTERNAL);
    expect(Object.keys(body.data)).toEqual(["requestId"]);
    expect(body.data.requestId).toBe(response.headers.get("x-request-id"));
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The detail goes to the log only, tied to the request id.
    const line = logged.find((l) => l.includes("unexpected API error"));
    expect(line).toBeDefined();
    expect(line).toContain("secret detail");
    expect(line).toContain(body.data.requestId);
  });
});

describe("JSON bodies (parseJsonBody)", () => {
  const schema = z.object({
    name: z.string().min(1, { error: "Le nom est obligatoire." }),
    quantity: z.number().int().positive(),
    address: z.object({ city: z.string().min(1) }).optional(),
  });
  const app = createApp();
  app.post("/probe", async (c) => c.json(ok(await parseJsonBody(c, schema)), 201));

  async function post(body: string, contentType: string | null = "application/json") {
    const headers: Record<string, string> = { "X-Site-Id": "69" };
    if (contentType) headers["Content-Type"] = contentType;
    const response = await app.request("/api/probe", { method: "POST", headers, body });
    return { status: response.status, headers: response.headers, body: (await response.json()) as { success: boolean; data: unknown; message: string | null } };
  }

  it("accepts a valid body and returns the parsed value (unknown keys dropped)", async () => {
    const response = await post(JSON.stringify({ name: "Atelier", quantity: 3, extra: "ignored" }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, data: { name: "Atelier", quantity: 3 }, message: null });
  });

  it("accepts a structured +json media type with a charset", async () => {
    const response = await post(JSON.stringify({ name: "A", quantity: 1 }), "application/merge-patch+json; charset=utf-8");
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ name: "A", quantity: 1 });
  });

  it("answers malformed JSON with 422 and a per-field error on `body`", async () => {
    const response = await post('{"name": "Atelier", ');
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("JSON invalide.");
    const data = response.body.data as Record<string, string[]>;
    expect(Object.keys(data)).toEqual(["body"]);
    expect(data.body).toEqual(["Le corps de la requête n'est pas un JSON valide."]);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/jsonp"], [null]])(
    "answers the Content-Type %s with 415 and a French message",
    async (contentType) => {
      const response = await post(JSON.stringify({ name: "A", quantity: 1 }), contentType);
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        success: false,
        data: null,
        message: "Le corps de la requête doit être en JSON (Content-Type: application/json).",
      });
    },
  );

  it("answers invalid fields with 422 keyed by field name (nested fields dotted)", async () => {
    const response = await post(JSON.stringify({ name: "", quantity: -2, address: { city: "" } }));
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("Certaines données sont invalides.");
    const data = response.body.data as Record<string, string[]>;
    expect(Object.keys(data).sort()).toEqual(["address.city", "name", "quantity"]);
    expect(data.name).toEqual(["Le nom est obligatoire."]);
    for (const messages of Object.values(data)) {
      expect(messages.length).toBeGreaterThan(0);
      for (const m of messages) expect(m).toMatch(/\S/);
    }
  });

  it("reports a missing required field under its own name", async () => {
    const response = await post(JSON.stringify({ name: "Atelier" }));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data as object)).toEqual(["quantity"]);
  });

  it("reports a body that is valid JSON but not an object under `body`", async () => {
    const response = await post("[1, 2]");
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data as object)).toEqual(["body"]);
  });
});

describe("list parameters (SPEC §7 grammar) on /news", () => {
  it.each([
    ["nbItem=0", "nbItem"],
    ["nbItem=abc", "nbItem"],
    ["nbItem=101", "nbItem"],
    ["nbItem=-1", "nbItem"],
    ["nbItem=2.5", "nbItem"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["orderBy=unknown", "orderBy"],
    ["orderBy=title:sideways", "orderBy"],
    ["orderBy=title:asc:extra", "orderBy"],
    ["orderBy=summary", "orderBy"],
    ["unknownField=value", "unknownField"],
    ["id=lk:3", "id"],
    ["id=abc", "id"],
    ["id=1.5", "id"],
    ["id=1e2", "id"],
    ["id=99999999999", "id"],
    ["isPromoted=maybe", "isPromoted"],
    ["isPromoted=gt:true", "isPromoted"],
    ["publishedAt=gte:not-a-date", "publishedAt"],
    ["publishedAt=2026-13-45", "publishedAt"],
    ["publishedAt=lk:2026", "publishedAt"],
  ])("?%s → 422 with a per-field error on `%s` only", async (query, field) => {
    const response = await callApi<Record<string, string[]>>(`/news?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe(LIST_INVALID);
    expect(Object.keys(response.body.data)).toEqual([field]);
    const messages = response.body.data[field]!;
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).toMatch(/\S/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("names the allowed bounds in the nbItem message and the sortable fields in the orderBy message", async () => {
    const response = await callApi<Record<string, string[]>>("/news?nbItem=101&orderBy=unknown");
    expect(response.status).toBe(422);
    expect(response.body.data.nbItem).toEqual(["Le nombre d'éléments doit être un entier entre 1 et 100."]);
    expect(response.body.data.orderBy![0]).toContain("« unknown »");
    expect(response.body.data.orderBy![0]).toContain("publishedAt");
  });

  it("reports every invalid parameter at once", async () => {
    const response = await callApi<Record<string, string[]>>("/news?nbItem=0&page=0&foo=bar&id=lk:1");
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data).sort()).toEqual(["foo", "id", "nbItem", "page"]);
  });

  it("accepts the maximum page size of 100", async () => {
    const response = await callApi<NewsList>("/news?nbItem=100");
    expect(response.status).toBe(200);
    expect(response.body.data.pagination).toEqual({ page: 1, nbItem: 100 });
    expect(response.body.data.list).toHaveLength(response.body.data.total);
  });

  it.each(["title=", "title=lk:", "title=&isPromoted=", "nbItem=&page=&orderBy=", "unknownField=", "publishedAt=gte:"])(
    "ignores the empty-string parameters of ?%s",
    async (query) => {
      const all = await callApi<{ list: { id: number }[]; total: number }>("/news");
      const response = await callApi<NewsList>(`/news?${query}`);
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(all.body.data.total).toBe(4);
      expect(response.body.data.total).toBe(all.body.data.total);
      expect(response.body.data.list.map((n) => n.id)).toEqual(all.body.data.list.map((n) => n.id));
      expect(response.body.data.pagination).toEqual({ page: 1, nbItem: 10 });
    },
  );

  it.each(["constructor", "hasOwnProperty", "valueOf"])("ignores an empty filter whose name is an Object.prototype member (%s)", async (name) => {
    const response = await callApi<{ total: number }>(`/news?${name}=`);
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(4);
  });

  it("treats a filter value with a LIKE wildcard literally", async () => {
    const percent = await callApi<{ list: unknown[]; total: number }>(`/news?title=${encodeURIComponent("lk:%")}`);
    expect(percent.status).toBe(200);
    expect(percent.body.data.total).toBe(0);
    const underscore = await callApi<{ list: unknown[]; total: number }>("/news?title=lk:_");
    expect(underscore.body.data.total).toBe(0);
  });
});

/** Regressions: inherited object keys are not fields; NUL never reaches PostgreSQL. */
describe("list parameters: hostile names and values", () => {
  it.each(["constructor=x", "hasOwnProperty=1", "valueOf=gt:2", "toString=lk:a"])(
    "?%s is refused as an unknown filter (422), not applied",
    async (query) => {
      const name = query.split("=")[0]!;
      const response = await callApi<Record<string, string[]>>(`/news?${query}`);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.data)).toEqual([name]);
      expect(response.body.data[name]).toEqual([`Filtre inconnu « ${name} ».`]);
    },
  );

  it("?__proto__=x is refused with 422, not a 500", async () => {
    const response = await callApi("/news?__proto__=x");
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
  });

  it.each(["/news?title=%00", "/news?title=lk:a%00", "/element/link-footer?title=%00", "/countries?name=lk:%00"])(
    "%s (NUL character in a text filter) is a 422 on the field, not a 500",
    async (path) => {
      const field = path.includes("name=") ? "name" : "title";
      const response = await callApi<Record<string, string[]>>(path);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.data)).toEqual([field]);
    },
  );
});
