import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApiClient, getData } from "@/lib/api-client/create-api-client";
import { inProcessAdapter } from "@/lib/api-client/in-process-adapter";
import { PlatformError } from "@/lib/api-client/platform-error";

/** A stand-in platform that echoes what it received. */
const platform = new Hono()
  .get("/api/echo", (c) =>
    c.json({
      success: true,
      message: null,
      data: {
        siteId: c.req.header("X-Site-Id"),
        language: c.req.header("Accept-Language"),
        authorization: c.req.header("Authorization") ?? null,
        query: c.req.queries(),
      },
    }),
  )
  .get("/api/invalid", (c) => c.json({ success: false, message: "Certaines données sont invalides.", data: { nbItem: ["trop grand"] } }, 422))
  .get("/api/text", (c) => c.text("plain", 502));

function client(token?: string) {
  return createApiClient({
    baseURL: "http://platform.internal/api",
    siteId: 69,
    getToken: () => token,
    adapter: inProcessAdapter((request) => platform.fetch(request)),
  });
}

describe("platform API client (in-process adapter)", () => {
  it("sends the contract headers and the query, and unwraps the envelope", async () => {
    const data = await getData<{ siteId: string; language: string; authorization: string | null; query: Record<string, string[]> }>(
      client("secret-token"),
      "/echo",
      { page: 2, tags: ["a", "b"], skipped: undefined },
    );
    expect(data).toEqual({
      siteId: "69",
      language: "fr",
      authorization: "Bearer secret-token",
      query: { page: ["2"], tags: ["a", "b"] },
    });
  });

  it("sends no Authorization header without a token", async () => {
    const data = await getData<{ authorization: string | null }>(client(), "/echo");
    expect(data.authorization).toBeNull();
  });

  it("rejects with the server's message, status and per-field errors", async () => {
    const error = await getData(client(), "/invalid").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ message: "Certaines données sont invalides.", status: 422 });
    expect((error as PlatformError).fieldErrors).toEqual({ nbItem: ["trop grand"] });
  });

  it("rejects with the raw error when the answer is not an envelope", async () => {
    const error = await getData(client(), "/text").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 502, message: "Request failed with status code 502" });
  });
});
