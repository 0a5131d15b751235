import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, images } from "@/lib/platform/db/schema";
import { UNREADABLE_IMAGE_MESSAGE } from "@/lib/platform/services/admin/inspect-upload";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { createLoggedUser, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * An image whose header is sound but whose data is not: its size is read from the header, then the
 * decode of the variants fails inside libvips. That is the file's fault: 415, nothing stored.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
let admin: string;
const app = createApp();

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-media-unreadable-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  admin = (await createLoggedUser(SITE_70, "ADMIN")).token;
});
afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});

async function upload(name: string, bytes: Buffer) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
  form.set("alt", "Une image abîmée");
  const response = await app.request("/api/admin/image", { method: "POST", body: form, headers: { "X-Site-Id": String(SITE_70), Authorization: `Bearer ${admin}` } });
  return { status: response.status, body: (await response.json()) as { success: boolean; data: unknown; message: string | null } };
}

const picture = (format: "png" | "jpeg") => sharp({ create: { width: 700, height: 400, channels: 3, background: { r: 30, g: 120, b: 90 } } })[format]().toBuffer();

/** A PNG with its signature and IHDR intact (700 × 400) and garbage in its image data. */
async function pngWithGarbageData(): Promise<Buffer> {
  const bytes = Buffer.from(await picture("png"));
  const data = bytes.indexOf("IDAT") + 4;
  for (let i = data; i < bytes.length - 12; i += 1) bytes[i] = (i * 37) & 0xff;
  return bytes;
}

const counts = async () => {
  const db = await getDb();
  const [rows] = await db.select({ n: count() }).from(images).where(eq(images.siteId, SITE_70));
  const [audits] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.siteId, SITE_70));
  const files = await readdir(path.join(uploads, String(SITE_70))).catch(() => [] as string[]);
  return { rows: rows!.n, audits: audits!.n, files: files.length };
};

describe("POST /admin/image with a damaged image", () => {
  it("a PNG with a valid header and garbage data: 415 « Image illisible… », no row, no file, no audit entry", async () => {
    const bytes = await pngWithGarbageData();
    // The header alone reads fine: the refusal comes from the decode.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 700, height: 400 });
    const before = await counts();
    const { status, body } = await upload("abimee.png", bytes);
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, data: null, message: UNREADABLE_IMAGE_MESSAGE });
    expect(body.message).toMatch(/^Image illisible/);
    expect(await counts()).toEqual(before);
  });

  it("a JPEG cut off halfway: the same 415, nothing stored", async () => {
    const whole = await picture("jpeg");
    const before = await counts();
    const { status, body } = await upload("coupee.jpg", whole.subarray(0, Math.floor(whole.length / 2)));
    expect(status).toBe(415);
    expect(body.message).toBe(UNREADABLE_IMAGE_MESSAGE);
    expect(await counts()).toEqual(before);
  });

  it("the sound image still goes in", async () => {
    const { status } = await upload("saine.png", await picture("png"));
    expect(status).toBe(201);
  });
});
