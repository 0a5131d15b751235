import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as storefrontImage } from "@/app/images/[id]/[file]/route";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, images, logos, pages } from "@/lib/platform/db/schema";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { adminImageListSchema, adminImageSchema, imageUsageListSchema, type AdminImage } from "@/lib/schemas/admin/media";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
let admin69: string;
let admin70: string;
const app = createApp();

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-media-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  admin69 = (await createLoggedUser(SITE_69, "ADMIN")).token;
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
});
afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
}

async function upload(file: { name: string; bytes: Uint8Array; type?: string }, fields: Record<string, string> = { alt: "Une image de test" }, token = admin69, siteId = SITE_69) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await app.request("/api/admin/image", { method: "POST", body: form, headers: { "X-Site-Id": String(siteId), Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Envelope<AdminImage> & Envelope<Record<string, string[]>> };
}

const raster = (format: "jpeg" | "png" | "webp" | "avif", width = 700, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } })[format]().toBuffer();

const filesOnDisk = async (siteId: number) => {
  try {
    return await readdir(path.join(uploads, String(siteId)));
  } catch {
    return [];
  }
};
const imageRows = async (siteId: number) => (await (await getDb()).select({ n: count() }).from(images).where(eq(images.siteId, siteId)))[0]!.n;

const json = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });

describe("POST /admin/image", () => {
  it.each([
    ["jpeg", "photo.jpg", "image/jpeg"],
    ["png", "photo.png", "image/png"],
    ["webp", "photo.webp", "image/webp"],
    ["avif", "photo.avif", "image/avif"],
  ] as const)("stores a %s with its WebP and AVIF variants, audited", async (format, name, mime) => {
    const { status, body } = await upload({ name, bytes: await raster(format) }, { alt: "Atelier de coaching", name: "Séance d'été" });
    expect(status).toBe(201);
    const image = adminImageSchema.parse(body.data);
    expect(image).toMatchObject({ mimeType: mime, width: 700, height: 400, alt: "Atelier de coaching", name: "seance-d-ete", usageCount: 0 });
    expect(image.path).toMatch(new RegExp(`^/images/${image.id}/seance-d-ete\\.${name.split(".")[1]}$`));
    // 320, 640 and the original's 700, in both formats.
    expect(image.variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(["avif-320", "avif-640", "avif-700", "webp-320", "webp-640", "webp-700"]);
    const webp = image.variants.find((v) => v.format === "webp" && v.width === 640)!;
    expect(webp.path).toBe(`/images/${image.id}/seance-d-ete-640.webp`);
    expect(webp.height).toBe(366);
    const files = await filesOnDisk(SITE_69);
    expect(files.filter((f) => !f.endsWith(".tmp")).length).toBeGreaterThanOrEqual(7);
    expect(files.some((f) => f.endsWith(".tmp"))).toBe(false);
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "image.upload"), eq(auditLog.entityId, String(image.id))));
    expect(audit).toMatchObject({ siteId: SITE_69, entity: "image" });

    // The variant is served by the platform and by the storefront path, with its own type.
    const platform = await app.request(`/api/image/${image.id}?width=640&format=webp`);
    expect(platform.status).toBe(200);
    expect(platform.headers.get("content-type")).toBe("image/webp");
    const [, , id, file] = webp.path.split("/");
    const served = await storefrontImage(new Request(`http://localhost${webp.path}`), { params: Promise.resolve({ id: id!, file: file! }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    const avif = await storefrontImage(new Request(`http://localhost/x`), { params: Promise.resolve({ id: id!, file: "seance-d-ete-320.avif" }) });
    expect(avif.headers.get("content-type")).toBe("image/avif");
  });

  it("keeps a small image at its own width only", async () => {
    const { status, body } = await upload({ name: "mini.png", bytes: await raster("png", 120, 80) });
    expect(status).toBe(201);
    expect(body.data.variants.map((v) => v.width)).toEqual([120, 120]);
  });

  it.each(["jpeg", "png", "webp"] as const)(
    "stores a %s original without its EXIF (GPS position included), turned upright, at its own size",
    async (format) => {
      // 600×400 as stored, left half red, right half blue, tagged « turn 90° clockwise » (orientation 6).
      const red = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 220, g: 20, b: 20 } } }).png().toBuffer();
      const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 20, b: 220 } } })
        .composite([{ input: red, left: 0, top: 0 }])
        [format]()
        .withExif({
          IFD0: { Make: "Fabricant", Model: "Téléphone" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 300/100" },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const sent = await sharp(photo).metadata();
      expect(sent.orientation).toBe(6);
      // The GPS IFD pointer (tag 0x8825, little-endian) is in the EXIF sent.
      expect(sent.exif?.indexOf(Buffer.from([0x25, 0x88]))).toBeGreaterThan(0);

      const ext = format === "jpeg" ? "jpg" : format;
      const { status, body } = await upload({ name: `position.${ext}`, bytes: photo });
      expect(status).toBe(201);
      const image = adminImageSchema.parse(body.data);
      expect(image).toMatchObject({ width: 400, height: 600 });

      const [, , id, file] = image.path.split("/");
      const served = await storefrontImage(new Request(`http://localhost${image.path}`), { params: Promise.resolve({ id: id!, file: file! }) });
      expect(served.status).toBe(200);
      const stored = Buffer.from(await served.arrayBuffer());
      expect(stored.length).toBe(image.byteSize);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect([meta.width, meta.height]).toEqual([400, 600]);
      expect(stored.indexOf("Fabricant")).toBe(-1);
      // Upright: the stored left (red) half is now on top, the blue one below.
      const { data, info } = await sharp(stored).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
      const [tr, , tb] = pixel(200, 100);
      const [br, , bb] = pixel(200, 500);
      expect(tr).toBeGreaterThan(180);
      expect(tb).toBeLessThan(60);
      expect(br).toBeLessThan(60);
      expect(bb).toBeGreaterThan(180);
    },
  );

  it("stores an SVG cleaned of scripts, handlers, javascript: and external links, without variants", async () => {
    const dirty = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60" onload="alert(1)">
  <script>alert(2)</script>
  <a href="javascript:alert(3)"><rect width="10" height="10" onclick="alert(4)"/></a>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <image href="http://evil.example/track.png" width="5" height="5"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
  <style>@import url(https://evil.example/x.css);</style>
  <circle cx="30" cy="30" r="20" fill="#c33"/>
</svg>`;
    const { status, body } = await upload({ name: "logo.svg", bytes: Buffer.from(dirty), type: "image/svg+xml" });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ mimeType: "image/svg+xml", width: 120, height: 60, variants: [] });
    const response = await app.request(`/api/image/${body.data.id}`);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const stored = await response.text();
    for (const bad of ["script", "onload", "onclick", "javascript:", "evil.example", "foreignObject", "@import"]) expect(stored).not.toContain(bad);
    expect(stored).toContain("<circle");
    expect(stored).toContain('<rect width="10" height="10"');
  });

  it("refuses an SVG with a doctype (entity expansion)", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`;
    const { status } = await upload({ name: "bombe.svg", bytes: Buffer.from(bomb) });
    expect(status).toBe(415);
  });

  it("checks the type by content: a PNG called .jpg and a text file called .png are refused (415), nothing stored", async () => {
    const before = { rows: await imageRows(SITE_69), files: (await filesOnDisk(SITE_69)).length };
    const renamed = await upload({ name: "photo.jpg", bytes: await raster("png"), type: "image/jpeg" });
    expect(renamed.status).toBe(415);
    expect(renamed.body.success).toBe(false);
    expect(renamed.body.message).toContain("PNG");
    const text = await upload({ name: "notes.png", bytes: Buffer.from("Bonjour, ceci n'est pas une image."), type: "image/png" });
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/n'est pas une image acceptée/);
    const gif = await upload({ name: "anim.gif", bytes: Buffer.from("GIF89a\x01\x00\x01\x00") });
    expect(gif.status).toBe(415);
    expect(await imageRows(SITE_69)).toBe(before.rows);
    expect((await filesOnDisk(SITE_69)).length).toBe(before.files);
  });

  it("requires the text alternative (422 in French)", async () => {
    const { status, body } = await upload({ name: "photo.png", bytes: await raster("png") }, { alt: "   " });
    expect(status).toBe(422);
    expect(body.data.alt?.[0]).toMatch(/texte alternatif est obligatoire/);
  });

  it("refuses a body over 10 Mio with 413 before storing anything", async () => {
    const before = { rows: await imageRows(SITE_69), files: (await filesOnDisk(SITE_69)).length };
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
    (await raster("png")).copy(big);
    const { status, body } = await upload({ name: "enorme.png", bytes: big });
    expect(status).toBe(413);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/10 Mio/);
    expect(await imageRows(SITE_69)).toBe(before.rows);
    expect((await filesOnDisk(SITE_69)).length).toBe(before.files);
  });

  it("refuses an image over 40 million pixels (decompression bomb) with 422 « Image trop grande »", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { status, body } = await upload({ name: "bombe.png", bytes: bomb });
    expect(status).toBe(422);
    expect(body.message).toBe("Image trop grande.");
  });

  it("removes the files it wrote when a later step fails (third file write), leaving no row", async () => {
    const before = (await filesOnDisk(SITE_69)).length;
    const rows = await imageRows(SITE_69);
    const { status } = await upload({ name: "photo.png", bytes: await raster("png") }, { alt: "x".repeat(301) });
    expect(status).toBe(422); // refused before any file
    const failing = createLocalDiskStorage(() => uploads);
    let writes = 0;
    setImageStorage({ ...failing, write: async (s, f, b) => { writes += 1; if (writes === 3) throw new Error("disk full"); return failing.write(s, f, b); } });
    try {
      const broken = await upload({ name: "photo.png", bytes: await raster("png") });
      expect(broken.status).toBe(500);
    } finally {
      setImageStorage(createLocalDiskStorage(() => uploads));
    }
    expect((await filesOnDisk(SITE_69)).length).toBe(before);
    expect(await imageRows(SITE_69)).toBe(rows);
  });

  it("answers 401 without a session, 403 to a customer, 415 to a JSON body", async () => {
    const form = new FormData();
    form.set("file", new File([await raster("png")], "a.png"));
    const anonymous = await app.request("/api/admin/image", { method: "POST", body: form, headers: { "X-Site-Id": "69" } });
    expect(anonymous.status).toBe(401);
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
    expect((await upload({ name: "a.png", bytes: await raster("png") }, { alt: "a" }, customer)).status).toBe(403);
    const asJson = await callApi("/admin/image", { token: admin69, ...json("POST", { alt: "x" }) });
    expect(asJson.status).toBe(415);
  });
});

describe("library, usage, edit, delete", () => {
  it("lists the site's images with variants and usage counts, never another site's", async () => {
    const mine = (await upload({ name: "liste.png", bytes: await raster("png") })).body.data;
    const list = await callApi("/admin/images?nbItem=100", { token: admin69 });
    expect(list.status).toBe(200);
    const parsed = adminImageListSchema.parse(list.body.data);
    expect(parsed.list.some((i) => i.id === mine.id)).toBe(true);
    const [logo] = await (await getDb()).select().from(logos).where(eq(logos.siteId, SITE_69)).limit(1);
    expect(parsed.list.find((i) => i.id === logo!.imageId)?.usageCount).toBeGreaterThan(0);
    const other = adminImageListSchema.parse((await callApi("/admin/images?nbItem=100", { token: admin70, siteId: SITE_70 })).body.data);
    expect(other.list.some((i) => i.id === mine.id)).toBe(false);
    expect((await callApi("/admin/images", {})).status).toBe(401);
  });

  it("edits alt and name; the old path redirects; audited; another site gets 404", async () => {
    const image = (await upload({ name: "avant.png", bytes: await raster("png") })).body.data;
    const response = await callApi<AdminImage>(`/admin/image/${image.id}`, { token: admin69, ...json("PUT", { alt: "Nouveau texte", name: "Après" }) });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ alt: "Nouveau texte", name: "apres", path: `/images/${image.id}/apres.png` });
    const old = await storefrontImage(new Request("http://localhost/x"), { params: Promise.resolve({ id: String(image.id), file: "avant-640.webp" }) });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/images/${image.id}/apres-640.webp`);
    expect((await callApi(`/admin/image/${image.id}`, { token: admin69, ...json("PUT", { alt: "" }) })).status).toBe(422);
    expect((await callApi(`/admin/image/${image.id}`, { token: admin70, siteId: SITE_70, ...json("PUT", { alt: "Piratage" }) })).status).toBe(404);
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "image.update"), eq(auditLog.entityId, String(image.id))));
    expect(audit?.before).toMatchObject({ name: "avant" });
  });

  it("refuses to delete an image in use (409 with the uses) unless forced; a free one goes with its files", async () => {
    const db = await getDb();
    const used = (await upload({ name: "utilisee.png", bytes: await raster("png") })).body.data;
    const [home] = await db.select().from(pages).where(and(eq(pages.siteId, SITE_69), eq(pages.url, ""))).limit(1);
    const cms = structuredClone(home!.cms);
    const withImage = { ...cms, blocks: [...((cms as { blocks?: unknown[] }).blocks ?? []), { id: "test-media", type: "image", image: { src: used.path, alt: "x", imageId: used.id } }] };
    await db.update(pages).set({ cms: withImage as (typeof pages.$inferSelect)["cms"] }).where(eq(pages.id, home!.id));
    try {
      const usage = await callApi(`/admin/image/${used.id}/usage`, { token: admin69 });
      expect(imageUsageListSchema.parse(usage.body.data).usages).toEqual([{ kind: "page", ref: String(home!.id), label: home!.title, path: "/" }]);
      const refused = await callApi<{ usages: unknown[] }>(`/admin/image/${used.id}`, { token: admin69, method: "DELETE" });
      expect(refused.status).toBe(409);
      expect(refused.body.data.usages).toHaveLength(1);
      expect(refused.body.message).toMatch(/utilisée/);
      expect((await callApi(`/admin/image/${used.id}`, { token: admin70, siteId: SITE_70, method: "DELETE", })).status).toBe(404);
      expect((await callApi(`/admin/image/${used.id}/usage`, { token: admin70, siteId: SITE_70 })).status).toBe(404);
      const forced = await callApi(`/admin/image/${used.id}?force=true`, { token: admin69, method: "DELETE" });
      expect(forced.status).toBe(200);
    } finally {
      await db.update(pages).set({ cms: home!.cms }).where(eq(pages.id, home!.id));
    }
    const free = (await upload({ name: "libre.png", bytes: await raster("png") })).body.data;
    const row = (await db.select().from(images).where(eq(images.id, free.id)))[0]!;
    expect((await filesOnDisk(SITE_69)).includes(row.filename)).toBe(true);
    expect((await callApi(`/admin/image/${free.id}`, { token: admin69, method: "DELETE" })).status).toBe(200);
    const files = await filesOnDisk(SITE_69);
    expect(files.includes(row.filename)).toBe(false);
    expect(row.variants.some((v) => files.includes(v.filename))).toBe(false);
    expect(await db.select().from(images).where(eq(images.id, free.id))).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, "image.delete"), eq(auditLog.entityId, String(free.id))));
    expect(audit).toBeDefined();
  });
});

describe("logos", () => {
  it("sets and removes a logo and the favicon; the site info shows it; audited; isolation", async () => {
    const image = (await upload({ name: "favicon.png", bytes: await raster("png", 256, 256) }, { alt: "Icône Élan" })).body.data;
    const set = await callApi<{ type: string; path: string }>("/admin/logo/LOGO_FAVICON", { token: admin69, ...json("PUT", { imageId: image.id }) });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ type: "LOGO_FAVICON", imageId: image.id, alt: "Icône Élan", path: image.path });
    const info = await callApi<{ logos: { type: string; onlineImage: { url: string } }[] }>("/site/info");
    expect(info.body.data.logos.find((l) => l.type === "LOGO_FAVICON")?.onlineImage.url).toBe(image.path);
    const usage = await callApi<{ usages: { kind: string; ref: string }[] }>(`/admin/image/${image.id}/usage`, { token: admin69 });
    expect(usage.body.data.usages).toContainEqual(expect.objectContaining({ kind: "logo", ref: "LOGO_FAVICON" }));
    // Site 70 cannot use a site-69 image, nor change site 69's logos.
    expect((await callApi("/admin/logo/LOGO", { token: admin70, siteId: SITE_70, ...json("PUT", { imageId: image.id }) })).status).toBe(404);
    expect((await callApi("/admin/logo/LOGO_FAVICON", { token: admin70, siteId: SITE_69, method: "DELETE" })).status).toBe(401);
    expect((await callApi("/admin/logo/NOPE", { token: admin69, ...json("PUT", { imageId: image.id }) })).status).toBe(422);
    const list = await callApi<{ type: string }[]>("/admin/logos", { token: admin69 });
    expect(list.body.data.some((l) => l.type === "LOGO_FAVICON")).toBe(true);
    const removed = await callApi("/admin/logo/LOGO_FAVICON", { token: admin69, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await callApi("/admin/logo/LOGO_FAVICON", { token: admin69, method: "DELETE" })).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(logos).where(and(eq(logos.siteId, SITE_69), eq(logos.type, "LOGO_FAVICON")))).toEqual([]);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.entity, "logo")));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["logo.update", "logo.delete"]));
  });
});
