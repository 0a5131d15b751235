import type { AxiosAdapter } from "axios";
import { describe, expect, it } from "vitest";
import { createApiClient, getParsed } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { newsListSchema } from "@/lib/schemas/content";

/** A client whose transport answers `data` in a success envelope. */
function clientAnswering(data: unknown) {
  const adapter: AxiosAdapter = async (config) => ({
    data: { success: true, data, message: null },
    status: 200,
    statusText: "OK",
    headers: {},
    config,
  });
  return createApiClient({ baseURL: "http://platform.test/api", siteId: 69, adapter });
}

const item = {
  id: 1,
  title: "Titre",
  slug: "titre",
  summary: "",
  content: "<p>x</p>",
  isPromoted: false,
  publishedAt: "2026-11-01T08:00:00.000Z",
  image: null,
};

describe("getParsed", () => {
  it("gives the answer's data as the schema's type", async () => {
    const data = { list: [item], total: 1, pagination: { page: 1, nbItem: 10 } };
    expect(await getParsed(clientAnswering(data), "/news", newsListSchema)).toEqual(data);
  });

  it("rejects an answer of another shape with a PlatformError naming the route", async () => {
    const drifted = { items: [item], total: 1, pagination: { page: 1, nbItem: 10 } };
    const error = await getParsed(clientAnswering(drifted), "/news", newsListSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).message).toBe("Réponse inattendue de la plateforme pour /news.");
  });
});
