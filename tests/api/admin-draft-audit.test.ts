import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, pages } from "@/lib/platform/db/schema";
import { DRAFT_AUDIT_SESSION_MINUTES } from "@/lib/platform/services/admin/record-draft-audit";
import { pageLayoutAnswerSchema, type PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import type { PageContentInput } from "@/lib/schemas/cms";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The builder's draft writes are in the audit log without flooding it (docs/api.md "Admin —
 * layouts"): autosaves and previews coalesced into one `page-draft.save` entry per admin, page and
 * editing session; `page-draft.delete` and `page-layout.create` are ordinary entries; a refused
 * call records nothing. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());

const json = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });

async function multipart(cms: unknown, draftVersion?: number): Promise<{ body: string; headers: Record<string, string> }> {
  const form = new FormData();
  form.append("cms", JSON.stringify(cms));
  if (draftVersion !== undefined) form.append("draftVersion", String(draftVersion));
  const request = new Request("http://x/", { method: "PUT", body: form });
  return { body: await request.text(), headers: { "Content-Type": request.headers.get("Content-Type")! } };
}

const content = (title: string): PageContentInput => ({ version: 1, blocks: [{ id: "hero-1", type: "hero", props: { title } }] });

/** The site's pages of type PAGE, oldest first: each test takes its own. */
let pageIds: number[];
beforeAll(async () => {
  const rows = await (await getDb())
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, SITE_69), eq(pages.type, "PAGE")))
    .orderBy(asc(pages.id));
  pageIds = rows.map((row) => row.id);
  expect(pageIds.length).toBeGreaterThanOrEqual(5);
});

async function entriesOf(pageId: number) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.entity, "page"), eq(auditLog.entityId, String(pageId))))
    .orderBy(asc(auditLog.id));
}

async function openLayout(token: string, pageId: number) {
  const response = await callApi<PageLayoutAnswer>(`/admin/page/${pageId}/layout`, { token });
  expect(response.status).toBe(200);
  return pageLayoutAnswerSchema.parse(response.body.data);
}

/** The version of the caller's draft (undefined without one): what the editor sends back. */
async function draftVersionOf(token: string, pageId: number): Promise<number | undefined> {
  const response = await callApi<{ version: number } | null>(`/admin/page/${pageId}/draft`, { token });
  return response.body.data?.version;
}

async function saveDraft(token: string, pageId: number, title: string, baseLayoutId: number | null) {
  const draftVersion = await draftVersionOf(token, pageId);
  const response = await callApi(`/admin/page/${pageId}/draft`, { token, ...json("PUT", { cms: content(title), baseLayoutId, draftVersion }) });
  expect(response.status).toBe(200);
}

/** Moves an entry back in time (what waiting past the session window would do). */
async function age(entryId: number, minutes: number) {
  await (await getDb())
    .update(auditLog)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(auditLog.id, entryId));
}

const titleOf = (after: unknown) => (after as { cms: { blocks: { props: { title: string } }[] } }).cms.blocks[0]!.props.title;

describe("page-layout.create", () => {
  it("records the first layout of a page once, by the admin whose call created it", async () => {
    const pageId = pageIds[0]!;
    const admin = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(admin.token, pageId);
    await openLayout(admin.token, pageId);
    const entries = await entriesOf(pageId);
    expect(entries.map((e) => e.action)).toEqual(["page-layout.create"]);
    expect(entries[0]).toMatchObject({ userId: admin.user.id, userEmail: admin.user.email, before: { layoutId: null }, after: { layoutId: layout.id, hash: layout.hash } });
  });
});

describe("page-draft.save", () => {
  it("a burst of autosaves and a preview is one entry whose after is the last content", async () => {
    const pageId = pageIds[1]!;
    const admin = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(admin.token, pageId);
    for (const title of ["Un", "Deux", "Trois", "Quatre"]) await saveDraft(admin.token, pageId, title, layout.id);
    const preview = await callApi(`/admin/page/${pageId}/layout/${layout.id}/preview`, { token: admin.token, method: "PUT", ...(await multipart(content("Aperçu"), await draftVersionOf(admin.token, pageId))) });
    expect(preview.status).toBe(200);
    const saves = (await entriesOf(pageId)).filter((e) => e.action === "page-draft.save");
    expect(saves).toHaveLength(1);
    expect(saves[0]!.before).toBeNull();
    expect(saves[0]!.after).toMatchObject({ baseLayoutId: layout.id });
    expect(titleOf(saves[0]!.after)).toBe("Aperçu");
    expect(saves[0]).toMatchObject({ userId: admin.user.id, userEmail: admin.user.email });
  });

  it(`a save more than ${DRAFT_AUDIT_SESSION_MINUTES} minutes after the session's last one opens a new entry; its before is the draft as it was`, async () => {
    const pageId = pageIds[2]!;
    const admin = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(admin.token, pageId);
    const [created] = await entriesOf(pageId);
    await age(created!.id, 120);
    await saveDraft(admin.token, pageId, "Matin", layout.id);
    await saveDraft(admin.token, pageId, "Matin bis", layout.id);
    const [first] = (await entriesOf(pageId)).filter((e) => e.action === "page-draft.save");
    // Still inside the window: the same entry, its time moved to the last save.
    await age(first!.id, DRAFT_AUDIT_SESSION_MINUTES - 1);
    await saveDraft(admin.token, pageId, "Matin ter", layout.id);
    let saves = (await entriesOf(pageId)).filter((e) => e.action === "page-draft.save");
    expect(saves).toHaveLength(1);
    expect(Date.now() - saves[0]!.createdAt.getTime()).toBeLessThan(60_000);

    await age(first!.id, DRAFT_AUDIT_SESSION_MINUTES + 1);
    await saveDraft(admin.token, pageId, "Après-midi", layout.id);
    await saveDraft(admin.token, pageId, "Après-midi bis", layout.id);
    saves = (await entriesOf(pageId)).filter((e) => e.action === "page-draft.save");
    expect(saves).toHaveLength(2);
    expect(titleOf(saves[0]!.after)).toBe("Matin ter");
    expect(titleOf(saves[1]!.before)).toBe("Matin ter");
    expect(titleOf(saves[1]!.after)).toBe("Après-midi bis");
  });

  it("another admin's saves get their own entry; a publish closes the session", async () => {
    const pageId = pageIds[3]!;
    const a = await createLoggedUser(SITE_69, "ADMIN");
    const b = await createLoggedUser(SITE_69, "SUPER_ADMIN");
    const { layout } = await openLayout(a.token, pageId);
    await saveDraft(a.token, pageId, "A1", layout.id);
    await saveDraft(b.token, pageId, "B1", layout.id);
    await saveDraft(a.token, pageId, "A2", layout.id);
    await saveDraft(b.token, pageId, "B2", layout.id);
    let saves = (await entriesOf(pageId)).filter((e) => e.action === "page-draft.save");
    expect(saves.map((e) => [e.userId, titleOf(e.after)])).toEqual([
      [a.user.id, "A2"],
      [b.user.id, "B2"],
    ]);

    const published = await callApi(`/admin/page/${pageId}/layout/${layout.id}/publish`, { token: a.token, ...json("POST", { cms: content("A publié") }) });
    expect(published.status).toBe(201);
    await saveDraft(a.token, pageId, "A3", null);
    saves = (await entriesOf(pageId)).filter((e) => e.action === "page-draft.save");
    expect(saves.map((e) => [e.userId, titleOf(e.after)])).toEqual([
      [a.user.id, "A2"],
      [b.user.id, "B2"],
      [a.user.id, "A3"],
    ]);
  });
});

describe("page-draft.delete", () => {
  it("records a deleted draft with its content; deleting no draft records nothing", async () => {
    const pageId = pageIds[4]!;
    const admin = await createLoggedUser(SITE_69, "ADMIN");
    const { layout } = await openLayout(admin.token, pageId);
    await saveDraft(admin.token, pageId, "À jeter", layout.id);
    expect((await callApi(`/admin/page/${pageId}/draft`, { token: admin.token, method: "DELETE" })).status).toBe(200);
    expect((await callApi(`/admin/page/${pageId}/draft`, { token: admin.token, method: "DELETE" })).status).toBe(200);
    const entries = await entriesOf(pageId);
    expect(entries.map((e) => e.action)).toEqual(["page-layout.create", "page-draft.save", "page-draft.delete"]);
    expect(entries[2]).toMatchObject({ userId: admin.user.id, after: null, before: { baseLayoutId: layout.id } });
    expect(titleOf(entries[2]!.before)).toBe("À jeter");

    // The deletion closed the session: the next save is a new entry.
    await saveDraft(admin.token, pageId, "Nouveau départ", layout.id);
    expect((await entriesOf(pageId)).map((e) => e.action)).toEqual(["page-layout.create", "page-draft.save", "page-draft.delete", "page-draft.save"]);
  });
});

describe("refused calls record nothing", () => {
  it("bad body, wrong role, other site's admin: no entry, no first layout", async () => {
    const pageId = pageIds[5] ?? pageIds[0]!;
    const before = await entriesOf(pageId);
    const admin = await createLoggedUser(SITE_69, "ADMIN");
    const customer = await createLoggedUser(SITE_69, "CUSTOMER");
    const stranger = await createLoggedUser(SITE_70, "ADMIN");
    const bad = { version: 1, blocks: [{ id: "h", type: "hero", props: {} }] };
    const calls: [string, Parameters<typeof callApi>[1], number][] = [
      [`/admin/page/${pageId}/draft`, { token: admin.token, ...json("PUT", { cms: bad, baseLayoutId: null }) }, 422],
      [`/admin/page/${pageId}/draft`, { token: admin.token, ...json("PUT", { cms: content("x"), baseLayoutId: 987654 }) }, 422],
      [`/admin/page/${pageId}/layout/1/preview`, { token: admin.token, method: "PUT", ...(await multipart(bad)) }, 422],
      [`/admin/page/${pageId}/draft`, { token: customer.token, ...json("PUT", { cms: content("x"), baseLayoutId: null }) }, 403],
      [`/admin/page/${pageId}/draft`, { token: customer.token, method: "DELETE" }, 403],
      [`/admin/page/${pageId}/layout`, { token: customer.token }, 403],
      [`/admin/page/${pageId}/draft`, json("PUT", { cms: content("x"), baseLayoutId: null }), 401],
      [`/admin/page/${pageId}/draft`, { token: stranger.token, siteId: SITE_70, ...json("PUT", { cms: content("x"), baseLayoutId: null }) }, 404],
      [`/admin/page/${pageId}/draft`, { token: stranger.token, siteId: SITE_70, method: "DELETE" }, 404],
      [`/admin/page/${pageId}/layout`, { token: stranger.token, siteId: SITE_70 }, 404],
      [`/admin/page/${pageId}/layouts`, { token: stranger.token, siteId: SITE_70 }, 404],
    ];
    for (const [path, options, status] of calls) {
      const response = await callApi(path, options);
      expect(response.status, `${options?.method ?? "GET"} ${path}`).toBe(status);
    }
    expect(await entriesOf(pageId)).toEqual(before);
    const site70 = await (await getDb()).select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.siteId, SITE_70));
    expect(site70).toEqual([]);
  });
});
