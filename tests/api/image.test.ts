import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as storefrontImage } from "@/app/images/[id]/[file]/route";
import { getDb } from "@/lib/platform/db/client";
import { images } from "@/lib/platform/db/schema";
import { seedAssetPath } from "@/lib/platform/seed/seed-assets";
import { imageUrl } from "@/lib/platform/services/image-url";
import { SITE_69 } from "@/tests/support/api";
import { createApp } from "@/lib/platform/app";
import { openTestDatabase } from "@/tests/support/test-database";

let dispose: () => Promise<void>;
let logo: typeof images.$inferSelect;
const app = createApp();

beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  const db = await getDb();
  [logo] = await db.select().from(images).where(eq(images.filename, "logo.svg")).limit(1) as [typeof images.$inferSelect];
});
afterAll(async () => dispose());

const fileOnDisk = () => readFile(seedAssetPath(logo.externalId!)!);

describe("GET /api/image/:id (platform)", () => {
  it("answers the stored bytes with their content type and the canonical SEO path, not an envelope", async () => {
    const response = await app.request(`/api/image/${logo.id}`, { headers: { "X-Site-Id": String(SITE_69) } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("link")).toBe(`<${imageUrl(logo)}>; rel="canonical"`);
    expect(Buffer.from(await response.arrayBuffer()).equals(await fileOnDisk())).toBe(true);
  });

  it("answers an unknown image with a 404 envelope in French", async () => {
    const response = await app.request("/api/image/999999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, data: null, message: "Image introuvable." });
  });

  it("rejects a malformed id with a 422 envelope naming the field", async () => {
    const response = await app.request("/api/image/1e3");
    expect(response.status).toBe(422);
    const body = (await response.json()) as { success: boolean; data: Record<string, string[]> };
    expect(body.success).toBe(false);
    expect(body.data.id).toEqual(["L'identifiant doit être un entier positif."]);
  });
});

describe("GET /images/:id/:file (storefront, through the in-process API client)", () => {
  const call = (id: string, file: string) =>
    storefrontImage(new Request(`http://localhost/images/${id}/${file}`), { params: Promise.resolve({ id, file }) });

  it("serves the bytes with the long-lived cache headers at the canonical path", async () => {
    const [, , id, file] = imageUrl(logo).split("/");
    const response = await call(id!, file!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(await fileOnDisk())).toBe(true);
  });

  it("redirects a wrong file name to the canonical SEO path", async () => {
    const response = await call(String(logo.id), "ancien-nom.svg");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(imageUrl(logo));
  });

  it("answers 404 for an unknown image or a non-numeric id", async () => {
    expect((await call("999999", "x.svg")).status).toBe(404);
    expect((await call("abc", "x.svg")).status).toBe(404);
  });
});
