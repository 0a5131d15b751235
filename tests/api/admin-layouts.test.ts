import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalJson, hashPageContent } from "@/lib/domain/page-hash";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, pageDrafts, pageLayouts, pages } from "@/lib/platform/db/schema";
import type { CurrentLayout, LayoutRevision, PageDraft, PageLayout, PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import {
  adminSessionSchema,
  HASH_CHECK_MESSAGES,
  hashCheckAnswerSchema,
  layoutConflictDataSchema,
  layoutRevisionListSchema,
  pageDraftAnswerSchema,
  pageLayoutAnswerSchema,
  previewAnswerSchema,
  publishAnswerSchema,
} from "@/lib/schemas/admin/layouts";
import type { PageContent, PageContentInput } from "@/lib/schemas/cms";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The builder's layout calls (docs/api.md "Admin — layouts"): roles and site isolation, bad bodies
 * that change nothing, HTML sanitised on write, the publish guard and its race, revisions, restore,
 * audit entries, drafts per user. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());

const json = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });

/** A multipart body with a `cms` field (what the editor's preview sends). */
async function multipart(fields: Record<string, string>): Promise<{ body: string; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://x/", { method: "PUT", body: form });
  return { body: await request.text(), headers: { "Content-Type": request.headers.get("Content-Type")! } };
}

async function pageIdByUrl(siteId: number, url: string): Promise<number> {
  const [row] = await (await getDb()).select({ id: pages.id }).from(pages).where(and(eq(pages.siteId, siteId), eq(pages.url, url)));
  if (!row) throw new Error(`no page ${url} on site ${siteId}`);
  return row.id;
}

async function pageRow(pageId: number) {
  const [row] = await (await getDb()).select().from(pages).where(eq(pages.id, pageId));
  return row!;
}

async function layoutCount(pageId: number): Promise<number> {
  return (await (await getDb()).select({ id: pageLayouts.id }).from(pageLayouts).where(eq(pageLayouts.pageId, pageId))).length;
}

async function draftsOf(pageId: number) {
  return (await getDb()).select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId));
}

function content(title: string, html = "<p>Un paragraphe.</p>"): PageContentInput {
  return {
    version: 1,
    blocks: [
      { id: "hero-1", type: "hero", props: { title } },
      { id: "text-1", type: "richText", props: { title: "Texte", html } },
    ],
  };
}

async function openLayout(token: string, pageId: number, siteId = SITE_69) {
  const response = await callApi<PageLayoutAnswer>(`/admin/page/${pageId}/layout`, { token, siteId });
  expect(response.status).toBe(200);
  return pageLayoutAnswerSchema.parse(response.body.data);
}

function publish(token: string, pageId: number, base: number, cms: unknown, siteId = SITE_69) {
  return callApi<{ layout: PageLayout } | { current: CurrentLayout }>(`/admin/page/${pageId}/layout/${base}/publish`, { token, siteId, ...json("POST", { cms }) });
}

let aboutPage: number;
let homePage: number;
let site70Page: number;
beforeAll(async () => {
  const db = await getDb();
  homePage = await pageIdByUrl(SITE_69, "");
  const [other] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.siteId, SITE_69), eq(pages.type, "PAGE"))).orderBy(asc(pages.id)).limit(1);
  aboutPage = other!.id;
  site70Page = await pageIdByUrl(SITE_70, "");
});

describe("roles and isolation", () => {
  const routes = (pageId: number): [string, string, unknown][] => [
    ["GET", `/admin/page/${pageId}/layout`, undefined],
    ["GET", `/admin/page/${pageId}/draft`, undefined],
    ["PUT", `/admin/page/${pageId}/draft`, { cms: content("x"), baseLayoutId: null }],
    ["DELETE", `/admin/page/${pageId}/draft`, undefined],
    ["POST", `/admin/page/${pageId}/layout/1/hash/check`, { hash: "0".repeat(64) }],
    ["POST", `/admin/page/${pageId}/layout/1/publish`, { cms: content("x") }],
    ["GET", `/admin/page/${pageId}/layouts`, undefined],
    ["POST", `/admin/page/${pageId}/layout/1/restore`, { baseLayoutId: 1 }],
  ];

  it("answers 401 to guests and 403 to customers on every route, writing nothing", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const before = await pageRow(aboutPage);
    for (const [method, path, body] of routes(aboutPage)) {
      const options = body === undefined ? { method } : json(method, body);
      expect((await callApi(path, options)).status, `${method} ${path}`).toBe(401);
      expect((await callApi(path, { token, ...options })).status, `${method} ${path}`).toBe(403);
    }
    const preview = await multipart({ cms: JSON.stringify(content("x")) });
    expect((await callApi(`/admin/page/${aboutPage}/layout/1/preview`, { method: "PUT", ...preview })).status).toBe(401);
    expect((await callApi(`/admin/page/${aboutPage}/layout/1/preview`, { token, method: "PUT", ...preview })).status).toBe(403);
    expect(await pageRow(aboutPage)).toEqual(before);
    expect(await layoutCount(aboutPage)).toBe(0);
  });

  it("answers 404 to an admin of site 70 asking for a page of site 69, and 401 to its token on site 69", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    for (const [method, path, body] of routes(aboutPage)) {
      const options = body === undefined ? { method } : json(method, body);
      const response = await callApi(path, { token, siteId: SITE_70, ...options });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.success).toBe(false);
    }
    const preview = await multipart({ cms: JSON.stringify(content("x")) });
    expect((await callApi(`/admin/page/${aboutPage}/layout/1/preview`, { token, siteId: SITE_70, method: "PUT", ...preview })).status).toBe(404);
    expect((await callApi(`/admin/page/${aboutPage}/layout`, { token, siteId: SITE_69 })).status).toBe(401);
    expect(await layoutCount(aboutPage)).toBe(0);
    expect(await draftsOf(aboutPage)).toEqual([]);
  });

  it("GET /admin/session: the admin's id, names and role; 401 / 403 otherwise", async () => {
    const { token, user } = await createLoggedUser(SITE_69, "SUPER_ADMIN");
    const response = await callApi("/admin/session", { token });
    expect(response.status).toBe(200);
    expect(adminSessionSchema.parse(response.body.data)).toMatchObject({ id: user.id, firstname: "Camille", lastname: "Durand", role: "SUPER_ADMIN" });
    expect((await callApi("/admin/session")).status).toBe(401);
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi("/admin/session", { token: customer.token })).status).toBe(403);
    expect((await callApi("/admin/session", { cookie: `token=${token}` })).status).toBe(200);
  });
});

describe("GET /admin/page/{idPage}/layout", () => {
  it("creates the first layout from the page's content once, even for two admins at once", async () => {
    const a = await createLoggedUser(SITE_69, "ADMIN");
    const b = await createLoggedUser(SITE_69, "ADMIN");
    const page = await pageRow(homePage);
    expect(page.layoutId).toBeNull();
    const [first, second] = await Promise.all([openLayout(a.token, homePage), openLayout(b.token, homePage)]);
    expect(first.layout.id).toBe(second.layout.id);
    expect(await layoutCount(homePage)).toBe(1);
    expect((await pageRow(homePage)).layoutId).toBe(first.layout.id);
    expect(first.layout.cms).toEqual(page.cms);
    expect(first.layout.hash).toBe(await hashPageContent(page.cms));
    expect(first.page).toMatchObject({ id: homePage, url: "", type: "HOME" });
    expect(first.draft).toBeNull();
  });

  it("400 without X-Site-Id, 422 on a malformed id, 404 on an unknown page", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    expect((await callApi(`/admin/page/${homePage}/layout`, { token, siteId: null })).status).toBe(400);
    expect((await callApi("/admin/page/abc/layout", { token })).status).toBe(422);
    expect((await callApi("/admin/page/999999/layout", { token })).status).toBe(404);
  });
});

describe("drafts", () => {
  it("keeps one draft per user and page, sanitised, and deletes it", async () => {
    const a = await createLoggedUser(SITE_69, "ADMIN");
    const b = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(a.token, aboutPage);
    const saved = await callApi<PageDraft>(`/admin/page/${aboutPage}/draft`, {
      token: a.token,
      ...json("PUT", { cms: content("Brouillon A", '<p onclick="x()">Bonjour<script>alert(1)</script></p>'), baseLayoutId: layout.id }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.baseLayoutId).toBe(layout.id);
    expect(saved.body.data.baseLayoutHash).toBe(layout.hash);
    expect(JSON.stringify(saved.body.data.cms)).not.toMatch(/onclick|script/);
    const again = await callApi<PageDraft>(`/admin/page/${aboutPage}/draft`, { token: a.token, ...json("PUT", { cms: content("Brouillon A2"), baseLayoutId: layout.id, draftVersion: saved.body.data.version }) });
    expect(again.status).toBe(200);
    expect(await draftsOf(aboutPage)).toHaveLength(1);

    expect((await openLayout(a.token, aboutPage)).draft?.cms.blocks[0]).toMatchObject({ props: { title: "Brouillon A2" } });
    expect((await openLayout(b.token, aboutPage)).draft).toBeNull();
    const own = await callApi(`/admin/page/${aboutPage}/draft`, { token: a.token });
    expect(pageDraftAnswerSchema.parse(own.body.data)?.baseLayoutId).toBe(layout.id);
    expect((await callApi(`/admin/page/${aboutPage}/draft`, { token: b.token })).body.data).toBeNull();

    expect((await callApi(`/admin/page/${aboutPage}/draft`, { token: b.token, method: "DELETE" })).status).toBe(200);
    expect(await draftsOf(aboutPage)).toHaveLength(1);
    expect((await callApi(`/admin/page/${aboutPage}/draft`, { token: a.token, method: "DELETE" })).status).toBe(200);
    expect(await draftsOf(aboutPage)).toHaveLength(0);
  });

  it("names the hash of the layout it started from, after someone else published: the editor's hash check refuses it", async () => {
    const db = await getDb();
    const [, other] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.siteId, SITE_69), eq(pages.type, "PAGE"))).orderBy(asc(pages.id)).limit(2);
    const pageId = other!.id;
    const mine = await createLoggedUser(SITE_69, "ADMIN");
    const theirs = await createLoggedUser(SITE_69, "ADMIN");
    const { layout: base } = await openLayout(mine.token, pageId);
    expect((await callApi(`/admin/page/${pageId}/draft`, { token: mine.token, ...json("PUT", { cms: content("Mon brouillon"), baseLayoutId: base.id }) })).status).toBe(200);
    const newer = publishAnswerSchema.parse((await publish(theirs.token, pageId, base.id, content("Leur version"))).body.data).layout;

    const reopened = await openLayout(mine.token, pageId);
    expect(reopened.layout.hash).toBe(newer.hash);
    expect(reopened.draft).toMatchObject({ baseLayoutId: base.id, baseLayoutHash: base.hash });
    expect(base.hash).not.toBe(newer.hash);
    const own = pageDraftAnswerSchema.parse((await callApi(`/admin/page/${pageId}/draft`, { token: mine.token })).body.data);
    expect(own?.baseLayoutHash).toBe(base.hash);
    const check = await callApi(`/admin/page/${pageId}/layout/${base.id}/hash/check`, { token: mine.token, ...json("POST", { hash: reopened.draft!.baseLayoutHash }) });
    expect(check.status).toBe(409);
    expect(layoutConflictDataSchema.parse(check.body.data).current).toMatchObject({ id: newer.id, hash: newer.hash });

    // A draft without a base names no hash.
    await callApi(`/admin/page/${pageId}/draft`, { token: mine.token, ...json("PUT", { cms: content("Sans base"), baseLayoutId: null, draftVersion: own?.version }) });
    expect((await openLayout(mine.token, pageId)).draft).toMatchObject({ baseLayoutId: null, baseLayoutHash: null });
    await callApi(`/admin/page/${pageId}/draft`, { token: mine.token, method: "DELETE" });
  });

  it("refuses a base layout that is not one of the page's (422)", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const response = await callApi<Record<string, string[]>>(`/admin/page/${aboutPage}/draft`, { token, ...json("PUT", { cms: content("x"), baseLayoutId: 987654 }) });
    expect(response.status).toBe(422);
    expect(response.body.data.baseLayoutId?.[0]).toMatch(/version/);
  });
});

describe("bad bodies change nothing", () => {
  const cases: [string, unknown, number][] = [
    ["a block missing a required prop", { version: 1, blocks: [{ id: "h", type: "hero", props: {} }] }, 422],
    ["an unknown block type", { version: 1, blocks: [{ id: "v", type: "video", props: { src: "x" } }] }, 422],
    ["a wrong version", { version: 2, blocks: [] }, 422],
    ["a rich text that is only a script", { version: 1, blocks: [{ id: "t", type: "richText", props: { html: "<script>alert(1)</script>" } }] }, 422],
  ];

  it.each(cases)("publish and draft refuse %s", async (_name, cms, status) => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, aboutPage);
    const before = await pageRow(aboutPage);
    const count = await layoutCount(aboutPage);
    const published = await publish(token, aboutPage, layout.id, cms);
    expect(published.status).toBe(status);
    expect(published.body.success).toBe(false);
    expect(published.body.message).toBeTruthy();
    const drafted = await callApi(`/admin/page/${aboutPage}/draft`, { token, ...json("PUT", { cms, baseLayoutId: layout.id }) });
    expect(drafted.status).toBe(status);
    const preview = await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/preview`, { token, method: "PUT", ...(await multipart({ cms: JSON.stringify(cms) })) });
    expect(preview.status).toBe(status);
    expect(await pageRow(aboutPage)).toEqual(before);
    expect(await layoutCount(aboutPage)).toBe(count);
    expect(await draftsOf(aboutPage)).toEqual([]);
  });

  it("413 past 512 Kio on publish, draft and preview; 64 Kio still holds elsewhere", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, aboutPage);
    const huge = content("x", `<p>${"a".repeat(600 * 1024)}</p>`);
    const published = await publish(token, aboutPage, layout.id, huge);
    expect(published.status).toBe(413);
    expect(published.body.message).toMatch(/512 Kio/);
    expect((await callApi(`/admin/page/${aboutPage}/draft`, { token, ...json("PUT", { cms: huge, baseLayoutId: null }) })).status).toBe(413);
    const preview = await multipart({ cms: JSON.stringify(huge) });
    expect((await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/preview`, { token, method: "PUT", ...preview })).status).toBe(413);
    // The hash check may carry a page's content (`html`): the page limit, not the default one.
    expect((await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token, ...json("POST", { html: huge }) })).status).toBe(413);
    // 100 Kio: over the default limit, within the page limit (then refused by the schema: html ≤ 50 000).
    const medium = content("x", `<p>${"a".repeat(100 * 1024)}</p>`);
    expect((await publish(token, aboutPage, layout.id, medium)).status).toBe(422);
    expect((await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token, ...json("POST", { hash: "a".repeat(100 * 1024) }) })).status).toBe(422);
    expect(await layoutCount(aboutPage)).toBe(1);
    expect(await draftsOf(aboutPage)).toEqual([]);
  });

  it("preview: 415 without multipart, 422 on an unreadable body, a missing field or bad JSON", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, aboutPage);
    const path = `/admin/page/${aboutPage}/layout/${layout.id}/preview`;
    expect((await callApi(path, { token, ...json("PUT", { cms: content("x") }) })).status).toBe(415);
    const broken = await callApi(path, { token, method: "PUT", body: "--nope\r\nrandom", headers: { "Content-Type": "multipart/form-data; boundary=zzz" } });
    expect(broken.status).toBe(422);
    expect((await callApi(path, { token, method: "PUT", ...(await multipart({ other: "1" })) })).status).toBe(422);
    expect((await callApi(path, { token, method: "PUT", ...(await multipart({ cms: "{pas du json" })) })).status).toBe(422);
    expect(await draftsOf(aboutPage)).toEqual([]);
  });

  it("publish: 415 without JSON, 422 on malformed JSON or extra fields", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, aboutPage);
    const path = `/admin/page/${aboutPage}/layout/${layout.id}/publish`;
    expect((await callApi(path, { token, method: "POST", body: "x", headers: { "Content-Type": "text/plain" } })).status).toBe(415);
    expect((await callApi(path, { token, method: "POST", body: "{", headers: { "Content-Type": "application/json" } })).status).toBe(422);
    expect((await callApi(path, { token, ...json("POST", { cms: content("x"), extra: 1 }) })).status).toBe(422);
    expect(await layoutCount(aboutPage)).toBe(1);
  });
});

describe("preview", () => {
  it("saves the caller's draft on the layout it started from and answers the public path", async () => {
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, homePage);
    const response = await callApi<{ previewPath: string }>(`/admin/page/${homePage}/layout/${layout.id}/preview`, {
      token,
      method: "PUT",
      ...(await multipart({ cms: JSON.stringify(content("Aperçu", '<p><a href="javascript:alert(1)">lien</a></p>')) })),
    });
    expect(response.status).toBe(200);
    expect(previewAnswerSchema.parse(response.body.data)).toEqual({ previewPath: "/?apercu=1", draftVersion: 1 });
    const [draft] = (await draftsOf(homePage)).filter((d) => d.userId === user.id);
    expect(draft?.baseLayoutId).toBe(layout.id);
    expect(JSON.stringify(draft?.cms)).not.toMatch(/javascript/);
    const about = await pageRow(aboutPage);
    const aboutLayout = await openLayout(token, aboutPage);
    const other = await callApi<{ previewPath: string }>(`/admin/page/${aboutPage}/layout/${aboutLayout.layout.id}/preview`, {
      token,
      method: "PUT",
      ...(await multipart({ cms: JSON.stringify(content("Aperçu")) })),
    });
    expect(other.body.data.previewPath).toBe(`/${about.url}?apercu=1`);
    await callApi(`/admin/page/${homePage}/draft`, { token, method: "DELETE" });
    await callApi(`/admin/page/${aboutPage}/draft`, { token, method: "DELETE" });
  });
});

describe("publish, hash check, race", () => {
  it("publishes: page content and public GET /page/{id} fresh at once, draft dropped, audit written, HTML sanitised", async () => {
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, aboutPage);
    // Warm the read cache of the public page.
    expect((await callApi(`/page/${aboutPage}`)).status).toBe(200);
    await callApi(`/admin/page/${aboutPage}/draft`, { token, ...json("PUT", { cms: content("brouillon"), baseLayoutId: layout.id }) });
    const html = '<p onclick="steal()">Texte <a href="javascript:alert(1)">lien</a><script>alert(1)</script><img src=x onerror=alert(1)></p>';
    const response = await publish(token, aboutPage, layout.id, content("Nouveau titre", html));
    expect(response.status).toBe(201);
    const published = publishAnswerSchema.parse(response.body.data).layout;
    expect(published.author).toEqual({ id: user.id, firstname: "Camille", lastname: "Durand" });
    expect(published.restoredFrom).toBeNull();
    const stored = JSON.stringify(published.cms);
    for (const bad of ["onclick", "javascript:", "<script", "onerror", "<img"]) expect(stored).not.toContain(bad);
    expect(published.hash).toBe(await hashPageContent(published.cms));

    const page = await pageRow(aboutPage);
    expect(page.layoutId).toBe(published.id);
    expect(page.updatedBy).toBe(user.id);
    expect(page.cms).toEqual(published.cms);
    const visitor = await callApi<{ cms: PageContent }>(`/page/${aboutPage}`);
    expect(visitor.body.data.cms.blocks[0]).toMatchObject({ props: { title: "Nouveau titre" } });
    expect((await draftsOf(aboutPage)).filter((d) => d.userId === user.id)).toEqual([]);

    const [entry] = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.action, "page.publish"), eq(auditLog.userId, user.id)));
    expect(entry).toMatchObject({ entity: "page", entityId: String(aboutPage), userEmail: user.email });
    expect(entry!.before).toEqual({ layoutId: layout.id, hash: layout.hash });
    expect(entry!.after).toEqual({ layoutId: published.id, hash: published.hash });
  });

  it("hash check: 200 on the published version, 409 naming who published a newer one and when", async () => {
    const first = await createLoggedUser(SITE_69, "ADMIN");
    const db = await getDb();
    const { layout } = await openLayout(first.token, aboutPage);
    const ok = await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token: first.token, ...json("POST", { hash: layout.hash }) });
    expect(ok.status).toBe(200);
    expect(hashCheckAnswerSchema.parse(ok.body.data)).toMatchObject({ current: true, layout: { id: layout.id, hash: layout.hash } });
    const wrongHash = await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token: first.token, ...json("POST", { hash: "f".repeat(64) }) });
    expect(wrongHash.status).toBe(409);
    expect((await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token: first.token, ...json("POST", { hash: "nope" }) })).status).toBe(422);

    const claire = await createLoggedUser(SITE_69, "ADMIN");
    const { users } = await import("@/lib/platform/db/schema");
    await db.update(users).set({ firstname: "Claire", lastname: "Morel" }).where(eq(users.id, claire.user.id));
    const newer = await publish(claire.token, aboutPage, layout.id, content("Par Claire"));
    expect(newer.status).toBe(201);
    const newerLayout = publishAnswerSchema.parse(newer.body.data).layout;
    await db.update(pageLayouts).set({ createdAt: new Date("2026-11-23T09:12:00Z") }).where(eq(pageLayouts.id, newerLayout.id));

    const stale = await callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token: first.token, ...json("POST", { hash: layout.hash }) });
    expect(stale.status).toBe(409);
    expect(stale.body.success).toBe(false);
    expect(stale.body.message).toBe("Cette page a été modifiée par Claire Morel le 23/11/2026 à 10:12.");
    expect(layoutConflictDataSchema.parse(stale.body.data).current).toEqual({
      id: newerLayout.id,
      hash: newerLayout.hash,
      author: { id: claire.user.id, firstname: "Claire", lastname: "Morel" },
      createdAt: "2026-11-23T09:12:00.000Z",
    });

    const count = await layoutCount(aboutPage);
    const refused = await publish(first.token, aboutPage, layout.id, content("Écrase"));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Cette page a été modifiée par Claire Morel le 23/11/2026 à 10:12.");
    expect(layoutConflictDataSchema.parse(refused.body.data).current.id).toBe(newerLayout.id);
    expect(await layoutCount(aboutPage)).toBe(count);
    expect((await pageRow(aboutPage)).layoutId).toBe(newerLayout.id);
  });

  it("hash check with the base version's content (html, SPEC §7): hashed by the page-hash rule, whatever the key order", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, aboutPage);
    const check = (body: unknown) => callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token, ...json("POST", body) });
    const ok = await check({ html: layout.cms });
    expect(ok.status).toBe(200);
    expect(hashCheckAnswerSchema.parse(ok.body.data)).toMatchObject({ current: true, layout: { id: layout.id, hash: layout.hash } });
    // The same content with its keys in another order (as jsonb may give them back): the same hash.
    const reordered = JSON.parse(canonicalJson(layout.cms), (_key, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    ) as unknown;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(layout.cms));
    expect((await check({ html: reordered })).status).toBe(200);
    // Another content than the published version's: the conflict of a stale base.
    const edited = await check({ html: content("Une autre version") });
    expect(edited.status).toBe(409);
    expect(layoutConflictDataSchema.parse(edited.body.data).current).toMatchObject({ id: layout.id, hash: layout.hash });
  });

  it("hash check: 422 with French messages when the body names no base, both forms of it, or no page content", async () => {
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(token, aboutPage);
    const check = (body: unknown) => callApi(`/admin/page/${aboutPage}/layout/${layout.id}/hash/check`, { token, ...json("POST", body) });
    const neither = await check({});
    expect(neither.status).toBe(422);
    expect(neither.body.data).toEqual({ html: [HASH_CHECK_MESSAGES.neither] });
    const both = await check({ hash: layout.hash, html: layout.cms });
    expect(both.status).toBe(422);
    expect(both.body.data).toEqual({ html: [HASH_CHECK_MESSAGES.both] });
    for (const html of ["<p>Un paragraphe.</p>", [], { version: 1 }, null]) {
      const refused = await check({ html });
      expect(refused.status, JSON.stringify(html)).toBe(422);
      expect(refused.body.data, JSON.stringify(html)).toHaveProperty("html");
    }
    expect((await check({ html: layout.cms, extra: 1 })).status).toBe(422);
  });

  it("two publishes from the same base at once: exactly one 201, one 409, one new layout", async () => {
    const a = await createLoggedUser(SITE_69, "ADMIN");
    const b = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(a.token, aboutPage);
    const count = await layoutCount(aboutPage);
    const audits = (await (await getDb()).select().from(auditLog).where(eq(auditLog.action, "page.publish"))).length;
    const results = await Promise.all([publish(a.token, aboutPage, layout.id, content("Course A")), publish(b.token, aboutPage, layout.id, content("Course B"))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!;
    const loser = results.find((r) => r.status === 409)!;
    const won = publishAnswerSchema.parse(winner.body.data).layout;
    expect(layoutConflictDataSchema.parse(loser.body.data).current.id).toBe(won.id);
    expect(await layoutCount(aboutPage)).toBe(count + 1);
    expect((await pageRow(aboutPage)).layoutId).toBe(won.id);
    expect((await (await getDb()).select().from(auditLog).where(eq(auditLog.action, "page.publish"))).length).toBe(audits + 1);
  });
});

describe("revisions and restore", () => {
  it("keeps the last 20 revisions, newest first, with authors and the current one flagged", async () => {
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    let base = (await openLayout(token, site70PageGuard())).layout.id;
    const ids: number[] = [];
    for (let i = 1; i <= 22; i += 1) {
      const response = await publish(token, aboutPage, base, content(`Version ${i}`));
      expect(response.status).toBe(201);
      base = publishAnswerSchema.parse(response.body.data).layout.id;
      ids.push(base);
    }
    expect(await layoutCount(aboutPage)).toBe(20);
    const list = await callApi<LayoutRevision[]>(`/admin/page/${aboutPage}/layouts`, { token });
    expect(list.status).toBe(200);
    const revisions = layoutRevisionListSchema.parse(list.body.data);
    expect(revisions.map((r) => r.id)).toEqual(ids.slice(-20).reverse());
    expect(revisions.filter((r) => r.current).map((r) => r.id)).toEqual([base]);
    expect(revisions[0]!.author).toEqual({ id: user.id, firstname: "Camille", lastname: "Durand" });
  });

  it("restores a revision as a new published copy (same guard), audited", async () => {
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    const revisions = layoutRevisionListSchema.parse((await callApi(`/admin/page/${aboutPage}/layouts`, { token })).body.data);
    const current = revisions[0]!;
    const older = revisions[5]!;
    const [olderRow] = await (await getDb()).select().from(pageLayouts).where(eq(pageLayouts.id, older.id));

    const stale = await callApi(`/admin/page/${aboutPage}/layout/${older.id}/restore`, { token, ...json("POST", { baseLayoutId: older.id }) });
    expect(stale.status).toBe(409);
    const missing = await callApi(`/admin/page/${aboutPage}/layout/999999/restore`, { token, ...json("POST", { baseLayoutId: current.id }) });
    expect(missing.status).toBe(404);

    const response = await callApi(`/admin/page/${aboutPage}/layout/${older.id}/restore`, { token, ...json("POST", { baseLayoutId: current.id }) });
    expect(response.status).toBe(201);
    const restored = publishAnswerSchema.parse(response.body.data).layout;
    expect(restored.restoredFrom).toBe(older.id);
    expect(restored.id).toBeGreaterThan(current.id);
    expect(restored.hash).toBe(older.hash);
    expect((await pageRow(aboutPage)).cms).toEqual(olderRow!.cms);
    const list = layoutRevisionListSchema.parse((await callApi(`/admin/page/${aboutPage}/layouts`, { token })).body.data);
    expect(list[0]).toMatchObject({ id: restored.id, current: true, restoredFrom: older.id });
    expect(list).toHaveLength(20);
    const [entry] = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "page.restore"), eq(auditLog.userId, user.id)));
    expect(entry!.after).toEqual({ layoutId: restored.id, hash: restored.hash, restoredFrom: older.id });
  });

  it("site 70 keeps its own pages: an admin of site 70 publishes there without touching site 69", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    const before69 = await pageRow(aboutPage);
    const { layout } = await openLayout(token, site70Page, SITE_70);
    const response = await publish(token, site70Page, layout.id, content("Cave"), SITE_70);
    expect(response.status).toBe(201);
    expect(await pageRow(aboutPage)).toEqual(before69);
  });
});

/** The page the revision test publishes on (aboutPage), asserted to be a site-69 page. */
function site70PageGuard(): number {
  expect(aboutPage).not.toBe(site70Page);
  return aboutPage;
}

describe("canonical JSON", () => {
  it("hashes equal content equally whatever the key order", async () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(await hashPageContent({ version: 1, blocks: [] })).toBe(await hashPageContent({ blocks: [], version: 1 }));
  });
});
