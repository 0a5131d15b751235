import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as storefrontImage } from "@/app/images/[id]/[file]/route";
import { getDb } from "@/lib/platform/db/client";
import { images } from "@/lib/platform/db/schema";
import { seedAssetPath } from "@/lib/platform/seed/seed-assets";
import { imageUrl } from "@/lib/platform/services/image-url";
import { SITE_69, SITE_70 } from "@/tests/support/api";
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

  it("with X-Site-Id, serves that site's images only (404 for another site's, 400 for an unknown site)", async () => {
    expect((await app.request(`/api/image/${logo.id}`, { headers: { "X-Site-Id": String(SITE_70) } })).status).toBe(404);
    expect((await app.request(`/api/image/${logo.id}`, { headers: { "X-Site-Id": "999" } })).status).toBe(400);
    expect((await app.request(`/api/image/${logo.id}`)).status).toBe(200);
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

  it("answers a byte range (video players read album videos by ranges) and refuses one past the end", async () => {
    const db = await getDb();
    const [video] = (await db.select().from(images).where(eq(images.filename, "lever-du-jour.mp4")).limit(1)) as [typeof images.$inferSelect];
    const onDisk = await readFile(seedAssetPath(video.externalId!)!);
    const [, , id, file] = imageUrl(video).split("/");
    const ranged = (range: string) =>
      storefrontImage(new Request(`http://localhost/images/${id}/${file}`, { headers: { Range: range } }), { params: Promise.resolve({ id: id!, file: file! }) });
    const whole = await call(id!, file!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const part = await ranged("bytes=0-99");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${onDisk.length}`);
    expect(part.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await part.arrayBuffer()).equals(onDisk.subarray(0, 100))).toBe(true);
    const tail = await ranged("bytes=-10");
    expect(Buffer.from(await tail.arrayBuffer()).equals(onDisk.subarray(onDisk.length - 10))).toBe(true);
    const past = await ranged(`bytes=${onDisk.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${onDisk.length}`);
  });

  it("answers 404 for an unknown image or a non-numeric id", async () => {
    expect((await call("999999", "x.svg")).status).toBe(404);
    expect((await call("abc", "x.svg")).status).toBe(404);
  });
});

describe("GET /images/:id/:file on each site's host", () => {
  const callOn = (host: string, id: number, file: string) =>
    storefrontImage(new Request(`http://${host}/images/${id}/${file}`, { headers: { "X-Forwarded-Host": host } }), {
      params: Promise.resolve({ id: String(id), file }),
    });

  it("serves a site's image on its own hosts only: never on another site's", async () => {
    const db = await getDb();
    const [wineLogo] = (await db.select().from(images).where(eq(images.siteId, SITE_70)).limit(1)) as [typeof images.$inferSelect];
    const file = (image: typeof images.$inferSelect) => imageUrl(image).split("/")[3]!;
    expect((await callOn("localhost:3000", logo.id, file(logo))).status).toBe(200);
    expect((await callOn("vins.localhost:3000", logo.id, file(logo))).status).toBe(404);
    expect((await callOn("vins.localhost:3000", wineLogo.id, file(wineLogo))).status).toBe(200);
    expect((await callOn("localhost:3000", wineLogo.id, file(wineLogo))).status).toBe(404);
    // An unknown host shows SITE_ID's site (69).
    expect((await callOn("127.0.0.1:3000", logo.id, file(logo))).status).toBe(200);
    expect((await callOn("127.0.0.1:3000", wineLogo.id, file(wineLogo))).status).toBe(404);
  });
});
