import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPageContent } from "@/lib/domain/page-hash";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, pageDrafts, pageLayouts, pages } from "@/lib/platform/db/schema";
import { pageCopyAnswerSchema, pageLayoutAnswerSchema, publishAnswerSchema, type PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import type { PageContentInput } from "@/lib/schemas/cms";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * POST /admin/page/{idPage}/copy (docs/api.md « Admin — layouts »): « Publier une copie » of the
 * publish-conflict dialog. The caller's content becomes a new page out of the menu; the page keeps
 * the colleague's version. Roles, site isolation, bad bodies that change nothing, audit.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());

const json = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });

function content(title: string, html = "<p>Un paragraphe.</p>"): PageContentInput {
  return {
    version: 1,
    blocks: [
      { id: "hero-1", type: "hero", props: { title } },
      { id: "text-1", type: "richText", props: { title: "Texte", html } },
    ],
  };
}

async function pageByUrl(siteId: number, url: string) {
  const [row] = await (await getDb()).select().from(pages).where(and(eq(pages.siteId, siteId), eq(pages.url, url)));
  if (!row) throw new Error(`no page ${url} on site ${siteId}`);
  return row;
}

async function pageRow(pageId: number) {
  const [row] = await (await getDb()).select().from(pages).where(eq(pages.id, pageId));
  return row!;
}

async function pageCount(siteId: number): Promise<number> {
  return (await (await getDb()).select({ id: pages.id }).from(pages).where(eq(pages.siteId, siteId))).length;
}

async function openLayout(token: string, pageId: number) {
  const response = await callApi<PageLayoutAnswer>(`/admin/page/${pageId}/layout`, { token });
  expect(response.status).toBe(200);
  return pageLayoutAnswerSchema.parse(response.body.data);
}

const copy = (token: string, pageId: number, body: unknown, siteId = SITE_69) => callApi(`/admin/page/${pageId}/copy`, { token, siteId, ...json("POST", body) });

/** A service page of site 69, under « Prestations » (a child: the copy must keep the parent). */
let servicePage: typeof pages.$inferSelect;
beforeAll(async () => {
  servicePage = await pageByUrl(SITE_69, "prestations/coach-developpement-personnel");
});

describe("POST /admin/page/{idPage}/copy", () => {
  it("after a refused publish, makes my content a new page out of the menu and leaves the colleague's version online", async () => {
    const me = await createLoggedUser(SITE_69, "ADMIN");
    const colleague = await createLoggedUser(SITE_69, "SUPER_ADMIN");
    const db = await getDb();
    const { layout: base } = await openLayout(me.token, servicePage.id);
    // My draft, then the colleague publishes first: my publish is refused.
    expect((await callApi(`/admin/page/${servicePage.id}/draft`, { token: me.token, ...json("PUT", { cms: content("Mon brouillon"), baseLayoutId: base.id }) })).status).toBe(200);
    const theirs = await callApi(`/admin/page/${servicePage.id}/layout/${base.id}/publish`, { token: colleague.token, ...json("POST", { cms: content("Leur version") }) });
    expect(theirs.status).toBe(201);
    const theirLayout = publishAnswerSchema.parse(theirs.body.data).layout;
    expect((await callApi(`/admin/page/${servicePage.id}/layout/${base.id}/publish`, { token: me.token, ...json("POST", { cms: content("Mon brouillon") }) })).status).toBe(409);
    const sourceBefore = await pageRow(servicePage.id);
    const count = await pageCount(SITE_69);

    const response = await copy(me.token, servicePage.id, {
      cms: content("Mon brouillon", '<p>Gardé <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">lien</a></p>'),
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Copie publiée : la page d'origine garde la version en ligne.");
    const answer = pageCopyAnswerSchema.parse(response.body.data);
    expect(answer.page).toMatchObject({
      idParent: servicePage.idParent,
      title: `${servicePage.title} (copie)`,
      menuTitle: "",
      url: "prestations/coach-en-developpement-personnel-copie",
      showInMenu: false,
      type: "PAGE",
      link: null,
      layoutId: answer.layout.id,
    });
    expect(answer.editPath).toBe("/prestations/coach-en-developpement-personnel-copie?apercu=1");
    expect(answer.layout.author).toMatchObject({ id: me.user.id });
    const html = JSON.stringify(answer.layout.cms);
    expect(html).toContain("Mon brouillon");
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    expect(answer.layout.hash).toBe(await hashPageContent(answer.layout.cms));
    expect(await pageCount(SITE_69)).toBe(count + 1);

    // The copy is stored with its first layout, its content public at its url (not in the menu).
    const stored = await pageRow(answer.page.id);
    expect(stored.siteId).toBe(SITE_69);
    expect(stored.cms).toEqual(answer.layout.cms);
    const publicPage = await callApi<{ cms: unknown; showInMenu: boolean }>(`/page/${answer.page.id}`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.body.data.cms).toEqual(answer.layout.cms);
    const siblings = await db.select({ order: pages.order }).from(pages).where(and(eq(pages.siteId, SITE_69), eq(pages.idParent, servicePage.idParent!))).orderBy(asc(pages.order));
    expect(stored.order).toBe(siblings.at(-1)!.order);

    // The source page is untouched: the colleague's version is still the published one.
    const sourceAfter = await pageRow(servicePage.id);
    expect(sourceAfter).toEqual(sourceBefore);
    expect(sourceAfter.layoutId).toBe(theirLayout.id);
    expect(JSON.stringify(sourceAfter.cms)).toContain("Leur version");
    // My draft of the source moved into the copy; the colleague's drafts are not mine to drop.
    expect(await db.select().from(pageDrafts).where(and(eq(pageDrafts.pageId, servicePage.id), eq(pageDrafts.userId, me.user.id)))).toEqual([]);

    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, "page.copy"), eq(auditLog.entityId, String(answer.page.id))));
    expect(entry).toMatchObject({ siteId: SITE_69, userId: me.user.id, entity: "page" });
    expect(entry!.before).toEqual({ sourcePageId: servicePage.id, sourceLayoutId: theirLayout.id });
    expect(entry!.after).toMatchObject({ id: answer.page.id, title: answer.page.title, showInMenu: false, layoutId: answer.layout.id, hash: answer.layout.hash });

    // A second copy of the same page gets the next free url.
    const second = await copy(me.token, servicePage.id, { cms: content("Encore") });
    expect(second.status).toBe(201);
    expect(pageCopyAnswerSchema.parse(second.body.data).page.url).toBe("prestations/coach-en-developpement-personnel-copie-2");
  });

  it("copies a page at the root under the root, with the title cut so « (copie) » shows", async () => {
    const me = await createLoggedUser(SITE_69, "ADMIN");
    const db = await getDb();
    const long = "Une page au titre très long ".repeat(5).trim().slice(0, 120);
    const [root] = await db
      .insert(pages)
      .values({ siteId: SITE_69, idParent: null, order: 90, url: "page-longue", title: long, menuTitle: "", metaDescription: "Description", showInMenu: true, type: "PAGE", cms: { version: 1, blocks: [] } })
      .returning();
    const response = await copy(me.token, root!.id, { cms: content("Copie") });
    expect(response.status).toBe(201);
    const { page } = pageCopyAnswerSchema.parse(response.body.data);
    expect(page.idParent).toBeNull();
    expect(page.title.length).toBeLessThanOrEqual(120);
    expect(page.title).toBe(`${long.slice(0, 112).trimEnd()} (copie)`);
    expect(page.metaDescription).toBe("Description");
    expect(page.url.startsWith("une-page-au-titre-tres-long")).toBe(true);
    expect(page.url.endsWith("copie")).toBe(true);
  });

  it("answers 401 to guests, 403 to customers, 404 to an admin of site 70 — and writes nothing", async () => {
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    const other = await createLoggedUser(SITE_70, "ADMIN");
    const count69 = await pageCount(SITE_69);
    const count70 = await pageCount(SITE_70);
    const before = await pageRow(servicePage.id);
    expect((await callApi(`/admin/page/${servicePage.id}/copy`, json("POST", { cms: content("x") }))).status).toBe(401);
    expect((await copy(customer.token, servicePage.id, { cms: content("x") })).status).toBe(403);
    const foreign = await copy(other.token, servicePage.id, { cms: content("x") }, SITE_70);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, message: "Page introuvable." });
    // The site 70 token is not a session of site 69.
    expect((await copy(other.token, servicePage.id, { cms: content("x") })).status).toBe(401);
    // Site 70's own page: its admin copies it there, site 69 untouched.
    const home70 = await pageByUrl(SITE_70, "");
    const own = await copy(other.token, home70.id, { cms: content("Site 70") }, SITE_70);
    expect(own.status).toBe(201);
    const copied = pageCopyAnswerSchema.parse(own.body.data).page;
    expect((await pageRow(copied.id)).siteId).toBe(SITE_70);
    expect(copied.type).toBe("PAGE");
    expect(await pageCount(SITE_69)).toBe(count69);
    expect(await pageCount(SITE_70)).toBe(count70 + 1);
    expect(await pageRow(servicePage.id)).toEqual(before);
  });

  it("refuses bad input with a French error and changes nothing", async () => {
    const me = await createLoggedUser(SITE_69, "ADMIN");
    const db = await getDb();
    const count = await pageCount(SITE_69);
    const layouts = (await db.select({ id: pageLayouts.id }).from(pageLayouts)).length;
    const audits = (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, "page.copy"))).length;

    const unknownType = await copy(me.token, servicePage.id, { cms: { version: 1, blocks: [{ id: "x", type: "nope", props: {} }] } });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.success).toBe(false);
    const extra = await copy(me.token, servicePage.id, { cms: content("x"), title: "autre" });
    expect(extra.status).toBe(422);
    // Rich text that is nothing but a script is empty once sanitised.
    const onlyScript = await copy(me.token, servicePage.id, { cms: content("x", "<script>alert(1)</script>") });
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.data).toHaveProperty(["cms.blocks.1.props.html"]);
    const notJson = await callApi(`/admin/page/${servicePage.id}/copy`, { token: me.token, method: "POST", body: "cms=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(notJson.status).toBe(415);
    expect((await copy(me.token, 999_999, { cms: content("x") })).status).toBe(404);
    expect((await callApi(`/admin/page/abc/copy`, { token: me.token, ...json("POST", { cms: content("x") }) })).status).toBe(422);
    const huge = await copy(me.token, servicePage.id, { cms: content("x", `<p>${"a".repeat(600 * 1024)}</p>`) });
    expect(huge.status).toBe(413);

    expect(await pageCount(SITE_69)).toBe(count);
    expect((await db.select({ id: pageLayouts.id }).from(pageLayouts)).length).toBe(layouts);
    expect((await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, "page.copy"))).length).toBe(audits);
  });
});
