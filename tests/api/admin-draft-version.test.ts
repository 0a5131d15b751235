import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, pageDrafts, pages } from "@/lib/platform/db/schema";
import { draftConflictDataSchema, pageDraftAnswerSchema, pageDraftSchema, previewAnswerSchema, type PageDraft } from "@/lib/schemas/admin/layouts";
import type { PageContentInput } from "@/lib/schemas/cms";
import { callApi, createLoggedUser, SITE_69 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * Optimistic concurrency of drafts (issue 9: the same admin in two tabs): every save increments
 * the draft's version and names the one it last saw; a stale version is a 409 that changes nothing,
 * and two saves from the same version at once give exactly one success. Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL set.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let pageIds: number[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await (await getDb())
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, SITE_69), eq(pages.type, "PAGE")))
    .orderBy(asc(pages.id));
  pageIds = rows.map((row) => row.id);
  expect(pageIds.length).toBeGreaterThanOrEqual(4);
});
afterAll(async () => database.dispose());

const CONFLICT = "Ce brouillon a été modifié dans un autre onglet ou une autre fenêtre.";
const json = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });
const content = (title: string): PageContentInput => ({ version: 1, blocks: [{ id: "hero-1", type: "hero", props: { title } }] });

function save(token: string, pageId: number, title: string, draftVersion?: number) {
  return callApi<PageDraft>(`/admin/page/${pageId}/draft`, { token, ...json("PUT", { cms: content(title), baseLayoutId: null, draftVersion }) });
}

async function preview(token: string, pageId: number, title: string, draftVersion?: number) {
  const { layout } = (await callApi<{ layout: { id: number } }>(`/admin/page/${pageId}/layout`, { token })).body.data;
  const form = new FormData();
  form.append("cms", JSON.stringify(content(title)));
  if (draftVersion !== undefined) form.append("draftVersion", String(draftVersion));
  const request = new Request("http://x/", { method: "PUT", body: form });
  return callApi<unknown>(`/admin/page/${pageId}/layout/${layout.id}/preview`, {
    token,
    method: "PUT",
    body: await request.text(),
    headers: { "Content-Type": request.headers.get("Content-Type")! },
  });
}

async function storedDrafts(pageId: number, userId: number) {
  return (await getDb())
    .select({ cms: pageDrafts.cms, version: pageDrafts.version })
    .from(pageDrafts)
    .where(and(eq(pageDrafts.siteId, SITE_69), eq(pageDrafts.pageId, pageId), eq(pageDrafts.userId, userId)));
}
const titleOf = (draft: { cms: unknown } | undefined) => (draft?.cms as { blocks: { props: { title: string } }[] } | undefined)?.blocks[0]?.props.title;

async function draftSaveEntries(pageId: number) {
  const entries = await (await getDb())
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.entity, "page"), eq(auditLog.entityId, String(pageId))));
  return entries.filter((entry) => entry.action === "page-draft.save");
}

describe("draft versions", () => {
  it("a first save is version 1; each save answers and stores the next; GET and the layout answer carry it", async () => {
    const pageId = pageIds[0]!;
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    const first = await save(token, pageId, "Un");
    expect(first.status).toBe(200);
    expect(pageDraftSchema.parse(first.body.data).version).toBe(1);
    const second = await save(token, pageId, "Deux", 1);
    expect(second.body.data.version).toBe(2);
    const third = await preview(token, pageId, "Trois", 2);
    expect(third.status).toBe(200);
    expect(previewAnswerSchema.parse(third.body.data).draftVersion).toBe(3);

    expect(pageDraftAnswerSchema.parse((await callApi(`/admin/page/${pageId}/draft`, { token })).body.data)?.version).toBe(3);
    expect((await callApi<{ draft: PageDraft }>(`/admin/page/${pageId}/layout`, { token })).body.data.draft.version).toBe(3);
    expect(await storedDrafts(pageId, user.id)).toMatchObject([{ version: 3 }]);
  });

  it("a stale or missing version is a 409 with the version stored, and changes nothing (draft, audit)", async () => {
    const pageId = pageIds[1]!;
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    expect((await save(token, pageId, "Onglet A")).status).toBe(200);
    expect((await save(token, pageId, "Onglet B", 1)).status).toBe(200);
    const auditBefore = await draftSaveEntries(pageId);

    for (const [name, response] of [
      ["stale PUT", await save(token, pageId, "Onglet A, plus tard", 1)],
      ["PUT without version", await save(token, pageId, "Onglet A, sans version")],
      ["future version", await save(token, pageId, "Onglet A, futur", 7)],
      ["stale preview", await preview(token, pageId, "Onglet A, aperçu", 1)],
    ] as const) {
      expect(response.status, name).toBe(409);
      expect(response.body.message).toBe(CONFLICT);
      expect(draftConflictDataSchema.parse(response.body.data)).toEqual({ draftVersion: 2 });
    }
    const stored = await storedDrafts(pageId, user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.version).toBe(2);
    expect(titleOf(stored[0])).toBe("Onglet B");
    expect(await draftSaveEntries(pageId)).toEqual(auditBefore);
  });

  it("422 on a malformed version, nothing written", async () => {
    const pageId = pageIds[2]!;
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    for (const draftVersion of [0, -1, 1.5, "2"]) {
      const response = await callApi(`/admin/page/${pageId}/draft`, { token, ...json("PUT", { cms: content("x"), baseLayoutId: null, draftVersion }) });
      expect(response.status).toBe(422);
    }
    expect((await preview(token, pageId, "x", 0)).status).toBe(422);
    expect(await storedDrafts(pageId, user.id)).toEqual([]);
  });

  it("two saves from the same version at once: exactly one 200, one 409; two first saves at once likewise", async () => {
    const pageId = pageIds[3]!;
    const { token, user } = await createLoggedUser(SITE_69, "ADMIN");
    const firsts = await Promise.all([save(token, pageId, "Premier A"), save(token, pageId, "Premier B")]);
    expect(firsts.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = firsts.find((r) => r.status === 200)!;
    expect(winner.body.data.version).toBe(1);
    expect(titleOf((await storedDrafts(pageId, user.id))[0])).toBe(titleOf(winner.body.data));

    const racing = await Promise.all([save(token, pageId, "Onglet A", 1), save(token, pageId, "Onglet B", 1)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = racing.find((r) => r.status === 200)!;
    const lost = racing.find((r) => r.status === 409)!;
    expect(won.body.data.version).toBe(2);
    expect(lost.body.message).toBe(CONFLICT);
    const stored = await storedDrafts(pageId, user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.version).toBe(2);
    expect(titleOf(stored[0])).toBe(titleOf(won.body.data));
  });

  it("another admin's draft of the same page has its own versions", async () => {
    const pageId = pageIds[0]!;
    const other = await createLoggedUser(SITE_69, "ADMIN");
    const saved = await save(other.token, pageId, "Autre admin");
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(1);
  });
});
