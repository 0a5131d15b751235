import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { adminToken, SITE_HEADERS } from "./support/site";

const admin = () => ({ ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` });

interface Uploaded {
  id: number;
  path: string;
  alt: string;
  width: number;
  height: number;
  variants: { format: string; width: number; path: string }[];
}

interface Block {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

async function upload(request: APIRequestContext, name: string): Promise<Uploaded> {
  const buffer = await sharp({ create: { width: 1100, height: 700, channels: 3, background: { r: 40, g: 110, b: 160 } } }).png().toBuffer();
  const response = await request.post("/api/admin/image", {
    headers: admin(),
    multipart: { file: { name, mimeType: "image/png", buffer }, alt: "Séance en atelier (test e2e)" },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Uploaded }).data;
}

async function pageId(request: APIRequestContext, url: string): Promise<number> {
  const tree = ((await (await request.get("/api/page", { headers: SITE_HEADERS })).json()) as { data: { id: number; url: string; children: unknown[] }[] }).data;
  const flat = (list: { id: number; url: string; children: unknown[] }[]): { id: number; url: string }[] =>
    list.flatMap((p) => [p, ...flat(p.children as typeof list)]);
  return flat(tree).find((p) => p.url === url)!.id;
}

async function publishedLayout(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/admin/page/${id}/layout`, { headers: admin() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { layout: { id: number; cms: { blocks: Block[] } } } }).data.layout;
}

async function publish(request: APIRequestContext, id: number, layoutId: number, cms: unknown) {
  const response = await request.post(`/api/admin/page/${id}/layout/${layoutId}/publish`, { headers: admin(), data: { cms } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe("media library", () => {
  test("an uploaded image is listed, and its variants are served as WebP and AVIF with long cache", async ({ request }) => {
    const image = await upload(request, "atelier-e2e.png");
    try {
      const list = (await (await request.get("/api/admin/images?nbItem=100", { headers: admin() })).json()) as { data: { list: { id: number }[] } };
      expect(list.data.list.some((i) => i.id === image.id)).toBe(true);
      expect(image.variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(
        ["avif-320", "avif-640", "avif-960", "avif-1100", "webp-320", "webp-640", "webp-960", "webp-1100"].sort(),
      );
      for (const variant of image.variants) {
        const response = await request.get(variant.path);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(`image/${variant.format}`);
        expect(response.headers()["cache-control"]).toContain("max-age=31536000");
      }
      const original = await request.get(image.path);
      expect(original.headers()["content-type"]).toBe("image/png");
      // Anonymous visitors cannot list or upload.
      expect((await request.get("/api/admin/images", { headers: SITE_HEADERS })).status()).toBe(401);
    } finally {
      await request.delete(`/api/admin/image/${image.id}?force=true`, { headers: admin() });
    }
  });

  test("a gallery block with an uploaded image renders a srcset of WebP variants that answer 200 image/webp", async ({ page, request }) => {
    const image = await upload(request, "galerie-e2e.png");
    const id = await pageId(request, "coach-de-vie");
    const original = await publishedLayout(request, id);
    try {
      const blocks = structuredClone(original.cms.blocks);
      const gallery = blocks.find((b) => b.type === "gallery")!;
      const images = gallery.props.images as Record<string, unknown>[];
      images[0] = { src: image.path, alt: image.alt, imageId: image.id, width: image.width, height: image.height };
      await publish(request, id, original.id, { ...original.cms, blocks });

      await page.goto("/coach-de-vie");
      const source = page.locator(`picture source[type="image/webp"][srcset*="/images/${image.id}/"]`).first();
      await expect(source).toBeAttached();
      const srcset = (await source.getAttribute("srcset"))!;
      expect(await source.getAttribute("sizes")).toContain("25vw");
      const urls = srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0]!);
      expect(urls.length).toBe(4);
      for (const url of urls) {
        expect(url).toMatch(/\.webp$/);
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/webp");
      }
      await expect(page.locator(`picture source[type="image/avif"][srcset*="/images/${image.id}/"]`).first()).toBeAttached();
      // The image in use cannot be deleted without force: 409 with the page listed.
      const refused = await request.delete(`/api/admin/image/${image.id}`, { headers: admin() });
      expect(refused.status()).toBe(409);
      expect(JSON.stringify(await refused.json())).toContain("/coach-de-vie");
    } finally {
      const current = await publishedLayout(request, id);
      await publish(request, id, current.id, original.cms);
      await request.delete(`/api/admin/image/${image.id}?force=true`, { headers: admin() });
    }
  });
});
