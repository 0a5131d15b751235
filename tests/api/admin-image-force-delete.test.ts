import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPageContent } from "@/lib/domain/page-hash";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, images, logos, pageDrafts, pageLayouts, pages, siteParameters } from "@/lib/platform/db/schema";
import { referencedImageIds } from "@/lib/platform/services/admin/collect-image-usages";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import type { AdminImage } from "@/lib/schemas/admin/media";
import { pageLayoutAnswerSchema, type PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import { pageContentSchema, type PageContent, type PageContentInput } from "@/lib/schemas/cms";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * DELETE /admin/image/{id}?force=true takes the image out of everything that uses it, in one
 * transaction (docs/api.md "Admin — media"): published pages and their layout, drafts, logos,
 * parameters; blocks stay valid; visitors get the page without it; a block that requires the image
 * makes it a 409 that changes nothing; another site's content is never touched.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
let admin: Awaited<ReturnType<typeof createLoggedUser>>;
let colleague: Awaited<ReturnType<typeof createLoggedUser>>;
let admin70: string;
const app = createApp();

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-force-delete-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  admin = await createLoggedUser(SITE_69, "ADMIN");
  colleague = await createLoggedUser(SITE_69, "ADMIN");
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
});
afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});

const json = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });

async function upload(name: string): Promise<AdminImage> {
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  form.set("alt", "Une photo");
  const response = await app.request("/api/admin/image", { method: "POST", body: form, headers: { "X-Site-Id": String(SITE_69), Authorization: `Bearer ${admin.token}` } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: AdminImage }).data;
}

const ref = (image: AdminImage) => ({ src: image.path, alt: image.alt, imageId: image.id });

let pageIds: number[];
beforeAll(async () => {
  const rows = await (await getDb()).select({ id: pages.id }).from(pages).where(and(eq(pages.siteId, SITE_69), eq(pages.type, "PAGE"))).orderBy(asc(pages.id));
  pageIds = rows.map((row) => row.id);
  expect(pageIds.length).toBeGreaterThanOrEqual(4);
});

async function publish(pageId: number, cms: PageContentInput): Promise<number> {
  const opened = await callApi<PageLayoutAnswer>(`/admin/page/${pageId}/layout`, { token: admin.token });
  const { layout } = pageLayoutAnswerSchema.parse(opened.body.data);
  const response = await callApi<{ layout: { id: number } }>(`/admin/page/${pageId}/layout/${layout.id}/publish`, { token: admin.token, ...json("POST", { cms }) });
  expect(response.status).toBe(201);
  return response.body.data.layout.id;
}

async function pageRow(pageId: number) {
  const [row] = await (await getDb()).select().from(pages).where(eq(pages.id, pageId));
  return row!;
}

/** Everything a forced deletion could change, to prove a refusal changed nothing. */
async function snapshot() {
  const db = await getDb();
  return {
    pages: await db.select().from(pages).orderBy(asc(pages.id)),
    layouts: await db.select().from(pageLayouts).orderBy(asc(pageLayouts.id)),
    drafts: await db.select().from(pageDrafts).orderBy(asc(pageDrafts.id)),
    logos: await db.select().from(logos).orderBy(asc(logos.id)),
    parameters: await db.select().from(siteParameters).orderBy(asc(siteParameters.id)),
    images: await db.select({ id: images.id }).from(images).orderBy(asc(images.id)),
    audit: await db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id)),
  };
}

describe("DELETE /admin/image/{id}?force=true", () => {
  it("takes the image out of a published page, a gallery, a draft, a logo and a parameter; content stays valid; visitors no longer get it", async () => {
    const db = await getDb();
    const gone = await upload("a-supprimer.png");
    const kept = await upload("a-garder.png");
    const [published, drafted] = [pageIds[0]!, pageIds[1]!];
    const title = (await pageRow(published)).title;
    await publish(published, {
      version: 1,
      blocks: [
        { id: "hero", type: "hero", props: { title: "Bienvenue", image: ref(gone) } },
        { id: "gallery", type: "gallery", props: { title: "Galerie", images: [ref(gone), ref(kept), ref(gone)] } },
        { id: "text", type: "richText", props: { html: `<p>Voir <a href="${gone.path}">la photo</a>.</p>` } },
      ],
    });
    const layoutDraft = pageLayoutAnswerSchema.parse((await callApi<PageLayoutAnswer>(`/admin/page/${drafted}/layout`, { token: colleague.token })).body.data);
    const draftCms = {
      version: 1,
      blocks: [{ id: "slider", type: "slider", props: { slides: [{ title: "Un", image: ref(kept) }, { title: "Deux", image: ref(gone) }] } }],
    };
    expect((await callApi(`/admin/page/${drafted}/draft`, { token: colleague.token, ...json("PUT", { cms: draftCms, baseLayoutId: layoutDraft.layout.id }) })).status).toBe(200);
    expect((await callApi("/admin/logo/LOGO_FOOTER", { token: admin.token, ...json("PUT", { imageId: gone.id }) })).status).toBe(200);
    await db
      .insert(siteParameters)
      .values({ siteId: SITE_69, type: "PINTEREST_URL", kind: "LINK", label: "Pinterest", value: `https://exemple.fr${gone.path}` })
      .onConflictDoUpdate({ target: [siteParameters.siteId, siteParameters.type], set: { value: `https://exemple.fr${gone.path}` } });
    // Site 70's content naming the same image id (pasted path) is not site 69's business.
    const [site70Page] = await db.select().from(pages).where(eq(pages.siteId, SITE_70)).limit(1);
    const site70Cms: PageContent = { version: 1, blocks: [{ id: "hero", type: "hero", props: { title: "Ailleurs", image: ref(gone) } }] };
    await db.update(pages).set({ cms: site70Cms }).where(eq(pages.id, site70Page!.id));
    // Warm the public read cache: the deletion must drop it.
    expect(JSON.stringify((await callApi(`/page/${published}`)).body.data)).toContain(`/images/${gone.id}/`);

    // Another site's admin cannot force it (404), and that changes nothing.
    const before = await snapshot();
    expect((await callApi(`/admin/image/${gone.id}?force=true`, { token: admin70, siteId: SITE_70, method: "DELETE" })).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    const response = await callApi<{ id: number; usages: { kind: string; ref: string }[] }>(`/admin/image/${gone.id}?force=true`, { token: admin.token, method: "DELETE" });
    expect(response.status).toBe(200);
    expect(response.body.data.usages.map((u) => `${u.kind}:${u.ref}`).sort()).toEqual(
      [`page:${published}`, `draft:${drafted}`, "logo:LOGO_FOOTER", "parameter:PINTEREST_URL"].sort(),
    );

    const page = await pageRow(published);
    expect(pageContentSchema.safeParse(page.cms).success).toBe(true);
    expect(referencedImageIds(page.cms).has(gone.id)).toBe(false);
    expect(page.cms.blocks).toEqual([
      { id: "hero", type: "hero", props: { title: "Bienvenue" } },
      { id: "gallery", type: "gallery", props: { title: "Galerie", images: [ref(kept)] } },
      { id: "text", type: "richText", props: { html: "<p>Voir la photo.</p>" } },
    ]);
    const [layout] = await db.select().from(pageLayouts).where(eq(pageLayouts.id, page.layoutId!));
    expect(layout!.cms).toEqual(page.cms);
    expect(layout!.hash).toBe(await hashPageContent(page.cms));

    const [draft] = await db.select().from(pageDrafts).where(and(eq(pageDrafts.pageId, drafted), eq(pageDrafts.userId, colleague.user.id)));
    expect(pageContentSchema.safeParse(draft!.cms).success).toBe(true);
    expect(draft!.cms.blocks).toEqual([{ id: "slider", type: "slider", props: { fullscreen: true, slides: [{ title: "Un", image: ref(kept) }] } }]);

    expect(await db.select().from(logos).where(eq(logos.imageId, gone.id))).toEqual([]);
    const [parameter] = await db.select().from(siteParameters).where(and(eq(siteParameters.siteId, SITE_69), eq(siteParameters.type, "PINTEREST_URL")));
    expect(parameter!.value ?? "").not.toContain(`/images/${gone.id}/`);
    expect(await db.select().from(images).where(eq(images.id, gone.id))).toEqual([]);

    // Visitors: the page as the API serves it has no trace of the image; the kept one is still there.
    const visitor = JSON.stringify((await callApi(`/page/${published}`)).body.data);
    expect(visitor).not.toContain(`/images/${gone.id}/`);
    expect(visitor).toContain(`/images/${kept.id}/`);
    const info = JSON.stringify((await callApi("/site/info")).body.data);
    expect(info).not.toContain(`/images/${gone.id}/`);

    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.action, "image.delete"), eq(auditLog.entityId, String(gone.id))));
    expect(entry!.after).toEqual({
      removedFrom: {
        pages: [{ id: published, title, url: page.url }],
        drafts: [{ pageId: drafted, userId: colleague.user.id }],
        logos: ["LOGO_FOOTER"],
        parameters: ["PINTEREST_URL"],
      },
    });

    // Site 70 untouched.
    expect((await db.select().from(pages).where(eq(pages.id, site70Page!.id)))[0]!.cms).toEqual(site70Cms);
  });

  it("refuses (409 naming the pages) when a block requires the image, and changes nothing", async () => {
    const db = await getDb();
    const needed = await upload("obligatoire.png");
    const [required, optional, onlyInDraft] = [pageIds[2]!, pageIds[3]!, pageIds[0]!];
    await publish(required, { version: 1, blocks: [{ id: "img", type: "image", props: { image: ref(needed), caption: "Légende" } }] });
    await publish(optional, { version: 1, blocks: [{ id: "hero", type: "hero", props: { title: "Titre", image: ref(needed) } }] });
    const opened = pageLayoutAnswerSchema.parse((await callApi<PageLayoutAnswer>(`/admin/page/${onlyInDraft}/layout`, { token: colleague.token })).body.data);
    const draftCms = { version: 1, blocks: [{ id: "gallery", type: "gallery", props: { images: [ref(needed)] } }] };
    expect((await callApi(`/admin/page/${onlyInDraft}/draft`, { token: colleague.token, ...json("PUT", { cms: draftCms, baseLayoutId: opened.layout.id }) })).status).toBe(200);
    expect((await callApi("/admin/logo/LOGO_DARK_THEME", { token: admin.token, ...json("PUT", { imageId: needed.id }) })).status).toBe(200);

    const before = await snapshot();
    const response = await callApi<{ blockedPages: string[] }>(`/admin/image/${needed.id}?force=true`, { token: admin.token, method: "DELETE" });
    expect(response.status).toBe(409);
    expect(response.body.success).toBe(false);
    const requiredPage = await pageRow(required);
    const draftPage = await pageRow(onlyInDraft);
    expect(response.body.message).toContain(`« ${requiredPage.title} »`);
    expect(response.body.message).toContain(`le brouillon de « ${draftPage.title} »`);
    expect(response.body.message).not.toContain(`« ${(await pageRow(optional)).title} »`);
    expect(response.body.data.blockedPages).toHaveLength(2);
    expect(await snapshot()).toEqual(before);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "image.delete"), eq(auditLog.entityId, String(needed.id))))).toEqual([]);

    // A customer or a guest cannot force it either, and that changes nothing.
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi(`/admin/image/${needed.id}?force=true`, { token: customer.token, method: "DELETE" })).status).toBe(403);
    expect((await callApi(`/admin/image/${needed.id}?force=true`, { method: "DELETE" })).status).toBe(401);
    const afterRefusals = await snapshot();
    expect({ ...afterRefusals, audit: undefined }).toEqual({ ...before, audit: undefined });
  });
});

/**
 * Stored revisions (page_layouts) are restorable: a deleted image must not come back with them.
 * Every deletion rewrites the revisions that name it (a block that requires it is dropped), and a
 * restore leaves out any image the site no longer has.
 */
describe("an image deletion and the pages' older revisions", () => {
  async function restore(pageId: number, revisionId: number) {
    const { layout } = pageLayoutAnswerSchema.parse((await callApi<PageLayoutAnswer>(`/admin/page/${pageId}/layout`, { token: admin.token })).body.data);
    const response = await callApi<{ layout: { id: number; cms: PageContent } }>(`/admin/page/${pageId}/layout/${revisionId}/restore`, {
      token: admin.token,
      ...json("POST", { baseLayoutId: layout.id }),
    });
    expect(response.status).toBe(201);
    return response.body.data.layout;
  }

  async function revision(id: number) {
    const [row] = await (await getDb()).select().from(pageLayouts).where(eq(pageLayouts.id, id));
    return row!;
  }

  it("a forced deletion rewrites the older revisions naming it; restoring one does not bring the image back", async () => {
    const db = await getDb();
    const gone = await upload("revision-forcee.png");
    const kept = await upload("revision-gardee.png");
    const pageId = pageIds[1]!;
    const older = await publish(pageId, {
      version: 1,
      blocks: [
        { id: "img", type: "image", props: { image: ref(gone), caption: "Obligatoire" } },
        { id: "gallery", type: "gallery", props: { images: [ref(gone), ref(kept)] } },
        { id: "text", type: "richText", props: { html: `<p>Voir <a href="${gone.path}">la photo</a>.</p>` } },
      ],
    });
    const current = await publish(pageId, { version: 1, blocks: [{ id: "hero", type: "hero", props: { title: "Actuelle", image: ref(gone) } }] });
    // Site 70's revisions naming the same id are not site 69's business.
    const [site70Page] = await db.select().from(pages).where(eq(pages.siteId, SITE_70)).limit(1);
    const site70Cms: PageContent = { version: 1, blocks: [{ id: "hero", type: "hero", props: { title: "Ailleurs", image: ref(gone) } }] };
    const [site70Revision] = await db
      .insert(pageLayouts)
      .values({ siteId: SITE_70, pageId: site70Page!.id, cms: site70Cms, hash: await hashPageContent(site70Cms) })
      .returning();

    const response = await callApi(`/admin/image/${gone.id}?force=true`, { token: admin.token, method: "DELETE" });
    expect(response.status).toBe(200);

    const rewritten = await revision(older);
    expect(rewritten.cms.blocks).toEqual([
      { id: "gallery", type: "gallery", props: { images: [ref(kept)] } },
      { id: "text", type: "richText", props: { html: "<p>Voir la photo.</p>" } },
    ]);
    expect(pageContentSchema.safeParse(rewritten.cms).success).toBe(true);
    expect(rewritten.hash).toBe(await hashPageContent(rewritten.cms));
    expect((await revision(current)).cms.blocks).toEqual([{ id: "hero", type: "hero", props: { title: "Actuelle" } }]);
    expect(await revision(site70Revision!.id)).toEqual(site70Revision);

    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.action, "image.delete"), eq(auditLog.entityId, String(gone.id))));
    expect((entry!.after as { revisions: unknown }).revisions).toEqual([{ pageId, layoutId: older, droppedBlocks: ["img"] }]);

    const restored = await restore(pageId, older);
    expect(referencedImageIds(restored.cms).has(gone.id)).toBe(false);
    expect(restored.cms.blocks).toEqual(rewritten.cms.blocks);
    const visitor = JSON.stringify((await callApi(`/page/${pageId}`)).body.data);
    expect(visitor).not.toContain(`/images/${gone.id}/`);
    expect(visitor).toContain(`/images/${kept.id}/`);
  });

  it("a deletion without force (only older revisions name the image) rewrites them too", async () => {
    const gone = await upload("revision-seule.png");
    const kept = await upload("revision-seule-gardee.png");
    const pageId = pageIds[2]!;
    const older = await publish(pageId, {
      version: 1,
      blocks: [{ id: "slider", type: "slider", props: { slides: [{ title: "Un", image: ref(gone) }, { title: "Deux", image: ref(kept) }] } }],
    });
    await publish(pageId, { version: 1, blocks: [{ id: "hero", type: "hero", props: { title: "Sans image" } }] });
    expect((await callApi<{ usages: unknown[] }>(`/admin/image/${gone.id}/usage`, { token: admin.token })).body.data.usages).toEqual([]);

    expect((await callApi(`/admin/image/${gone.id}`, { token: admin.token, method: "DELETE" })).status).toBe(200);

    const rewritten = await revision(older);
    expect(referencedImageIds(rewritten.cms).has(gone.id)).toBe(false);
    expect(rewritten.cms.blocks).toEqual([{ id: "slider", type: "slider", props: { fullscreen: true, slides: [{ title: "Deux", image: ref(kept) }] } }]);
    expect(rewritten.hash).toBe(await hashPageContent(rewritten.cms));
    const restored = await restore(pageId, older);
    expect(restored.cms.blocks).toEqual(rewritten.cms.blocks);
  });

  it("a restore leaves out an image the site no longer has, even in a revision that still names it", async () => {
    const db = await getDb();
    const gone = await upload("revision-ancienne.png");
    const kept = await upload("revision-ancienne-gardee.png");
    const pageId = pageIds[3]!;
    const older = await publish(pageId, {
      version: 1,
      blocks: [
        { id: "img", type: "image", props: { image: ref(gone) } },
        { id: "hero", type: "hero", props: { title: "Ancienne", image: ref(gone) } },
        { id: "gallery", type: "gallery", props: { images: [ref(kept), ref(gone)] } },
      ],
    });
    await publish(pageId, { version: 1, blocks: [{ id: "hero", type: "hero", props: { title: "Récente" } }] });
    // The row gone another way than the deletion route (e.g. before revisions were cleaned).
    await db.delete(images).where(eq(images.id, gone.id));
    expect(referencedImageIds((await revision(older)).cms).has(gone.id)).toBe(true);

    const restored = await restore(pageId, older);
    expect(restored.cms.blocks).toEqual([
      { id: "hero", type: "hero", props: { title: "Ancienne" } },
      { id: "gallery", type: "gallery", props: { images: [ref(kept)] } },
    ]);
    expect(JSON.stringify((await callApi(`/page/${pageId}`)).body.data)).not.toContain(`/images/${gone.id}/`);
  });
});
