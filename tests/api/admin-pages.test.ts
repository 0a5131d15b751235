import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, pageRedirects, pages } from "@/lib/platform/db/schema";
import type { AdminPage, AdminPageNode, DeletePageResult } from "@/lib/schemas/admin/pages";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let admin: string;
beforeAll(async () => {
  database = await openTestDatabase();
  admin = (await createLoggedUser(SITE_69, "ADMIN")).token;
});
afterAll(async () => database.dispose());

const send = (method: string, value: unknown) => ({ method, body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });

function flatten(nodes: AdminPageNode[]): AdminPageNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

async function pageByUrl(siteId: number, url: string) {
  const [row] = await (await getDb()).select().from(pages).where(and(eq(pages.siteId, siteId), eq(pages.url, url)));
  return row;
}

async function countPages(siteId: number) {
  return (await (await getDb()).select({ id: pages.id }).from(pages).where(eq(pages.siteId, siteId))).length;
}

async function create(body: Record<string, unknown>, token = admin, siteId = SITE_69) {
  return callApi<AdminPage>("/admin/page", { siteId, token, ...send("POST", body) });
}

async function prestationsId() {
  return (await pageByUrl(SITE_69, "prestations"))!.id;
}

describe("roles and isolation", () => {
  it("answers 401 to guests and 403 to customers, on every route", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    for (const [path, method] of [
      ["/admin/pages", "GET"],
      ["/admin/page", "POST"],
      ["/admin/page/1", "PUT"],
      ["/admin/pages/tree", "PUT"],
      ["/admin/page/1", "DELETE"],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? {} : send(method, { title: "X" });
      expect((await callApi(path, { method, ...body })).status, `${method} ${path}`).toBe(401);
      expect((await callApi(path, { method, token, ...body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("lists every page of the caller's site only, hidden ones included, as a tree", async () => {
    const response = await callApi<AdminPageNode[]>("/admin/pages", { token: admin });
    expect(response.status).toBe(200);
    const all = flatten(response.body.data);
    expect(all.length).toBe(await countPages(SITE_69));
    const prestations = response.body.data.find((p) => p.url === "prestations")!;
    expect(prestations.children.length).toBe(4);
    expect(prestations).toHaveProperty("metaDescription");
  });

  it("a site-70 admin can neither read nor change site 69's pages", async () => {
    const { token } = await createLoggedUser(SITE_70, "ADMIN");
    const list = await callApi<AdminPageNode[]>("/admin/pages", { siteId: SITE_70, token });
    const ids69 = new Set(flatten((await callApi<AdminPageNode[]>("/admin/pages", { token: admin })).body.data).map((p) => p.id));
    expect(flatten(list.body.data).some((p) => ids69.has(p.id))).toBe(false);
    const target = await prestationsId();
    const update = await callApi(`/admin/page/${target}`, { siteId: SITE_70, token, ...send("PUT", { title: "Piraté" }) });
    expect(update.status).toBe(404);
    const remove = await callApi(`/admin/page/${target}?children=delete`, { siteId: SITE_70, token, method: "DELETE" });
    expect(remove.status).toBe(404);
    // A token of site 70 is not a login on site 69.
    expect((await callApi("/admin/pages", { token })).status).toBe(401);
    expect((await pageByUrl(SITE_69, "prestations"))!.title).toBe("Nos prestations");
    // Putting a site-70 page under a site-69 parent is refused too.
    const created = await create({ title: "Sous une page d'ailleurs", idParent: target }, token, SITE_70);
    expect(created.status).toBe(422);
  });
});

describe("POST /admin/page", () => {
  it("creates a page under Prestations with a url from the title, an empty content and an audit entry", async () => {
    const parent = await prestationsId();
    const response = await create({ title: "Séances à l'été", idParent: parent, showInMenu: false, metaDescription: "Pour l'été." });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ url: "prestations/seances-a-l-ete", idParent: parent, showInMenu: false, type: "PAGE" });
    const row = (await pageByUrl(SITE_69, "prestations/seances-a-l-ete"))!;
    expect(row.cms).toEqual({ version: 1, blocks: [] });
    const audit = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.entityId, String(row.id))));
    expect(audit.map((a) => a.action)).toEqual(["page.create"]);
    // The public menu shows it at once (content cache dropped).
    const tree = await callApi<{ id: number; children: { id: number }[] }[]>("/page");
    // Last among its siblings.
    expect(tree.body.data.find((p) => p.id === parent)!.children.map((c) => c.id).at(-1)).toBe(row.id);
  });

  it("gives a generated url « -2 », « -3 » when taken", async () => {
    const first = await create({ title: "Tarifs" });
    const second = await create({ title: "Tarifs" });
    const third = await create({ title: "Tarifs !" });
    expect([first.body.data.url, second.body.data.url, third.body.data.url]).toEqual(["tarifs", "tarifs-2", "tarifs-3"]);
  });

  it("refuses a typed url that is taken: 409 with a field error, nothing written", async () => {
    const before = await countPages(SITE_69);
    const response = await create({ title: "Doublon", url: "/prestations/" });
    expect(response.status).toBe(409);
    expect((response.body.data as unknown as Record<string, string[]>).url![0]).toContain("« Nos prestations »");
    expect(await countPages(SITE_69)).toBe(before);
  });

  it.each([
    ["api/pages", "réservé"],
    ["auth", "réservé"],
    ["mon-compte/profil", "réservé"],
    ["Majuscules", "minuscules"],
    ["a//b", "minuscules"],
    ["été", "minuscules"],
    ["x".repeat(201), "trop longue"],
  ])("refuses the url %s (422, French field error, nothing written)", async (url, fragment) => {
    const before = await countPages(SITE_69);
    const response = await create({ title: "Essai", url });
    expect(response.status).toBe(422);
    expect((response.body.data as unknown as Record<string, string[]>).url!.join(" ")).toContain(fragment);
    expect(await countPages(SITE_69)).toBe(before);
  });

  it("a generated url never starts with a reserved route", async () => {
    const response = await create({ title: "Auth" });
    expect(response.body.data.url).toBe("auth-page");
  });

  it.each([
    [{ title: "" }, "title"],
    [{ title: "Méta", metaDescription: "x".repeat(161) }, "metaDescription"],
    [{ title: "Lien", type: "LINK" }, "link.type"],
    [{ title: "Lien", type: "LINK", link: { type: "EXTERNAL", url: "javascript:alert(1)" } }, "link.url"],
    [{ title: "Lien", type: "LINK", link: { type: "EXTERNAL", url: "ftp://exemple.fr" } }, "link.url"],
    [{ title: "Lien", type: "LINK", link: { type: "INTERNAL", url: "//evil.example" } }, "link.url"],
    [{ title: "Lien", type: "LINK", link: { type: "INTERNAL", url: "/javascript:alert(1)" } }, "link.url"],
    [{ title: "Lien", type: "LINK", link: { type: "JS", jsCode: "" } }, "link.jsCode"],
    [{ title: "Accueil bis", type: "HOME" }, "type"],
    [{ title: "Inconnu", idParent: 999999 }, "idParent"],
    [{ title: "Champ en trop", admin: true }, "body"],
  ])("422 for %j on %s, nothing written", async (body, field) => {
    const before = await countPages(SITE_69);
    const response = await create(body);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data as object)).toContain(field);
    expect(await countPages(SITE_69)).toBe(before);
  });

  it("stores link pages (internal, external, script: the code only, no url)", async () => {
    const external = await create({ title: "Blog", type: "LINK", link: { type: "EXTERNAL", url: "https://blog.exemple.fr" } });
    expect(external.status).toBe(201);
    expect(external.body.data.link).toEqual({ type: "EXTERNAL", url: "https://blog.exemple.fr", jsCode: null });
    const internal = await create({ title: "Contact rapide", type: "LINK", link: { type: "INTERNAL", url: "/nous-contacter" } });
    expect(internal.body.data.link).toEqual({ type: "INTERNAL", url: "/nous-contacter", jsCode: null });
    const script = await create({ title: "Chat", type: "LINK", link: { type: "JS", url: "https://ignoré", jsCode: "openChat()" } });
    expect(script.body.data.link).toEqual({ type: "JS", url: null, jsCode: "openChat()" });
  });
});

describe("PUT /admin/page/{idPage}", () => {
  it("changes the url and keeps the old one as a redirect; chains collapse; a new page takes an old url back", async () => {
    const created = (await create({ title: "Ancienne adresse" })).body.data;
    const body = { title: "Ancienne adresse", menuTitle: "", showInMenu: true, idParent: null };
    const first = await callApi<AdminPage>(`/admin/page/${created.id}`, { token: admin, ...send("PUT", { ...body, url: "nouvelle-adresse" }) });
    expect(first.status).toBe(200);
    expect(first.body.data.url).toBe("nouvelle-adresse");
    expect((await callApi("/page-redirect?path=/ancienne-adresse")).body.data).toEqual({ url: "nouvelle-adresse" });
    await callApi(`/admin/page/${created.id}`, { token: admin, ...send("PUT", { ...body, url: "troisieme-adresse" }) });
    expect((await callApi("/page-redirect?path=ancienne-adresse")).body.data).toEqual({ url: "troisieme-adresse" });
    expect((await callApi("/page-redirect?path=nouvelle-adresse/")).body.data).toEqual({ url: "troisieme-adresse" });
    expect((await callApi("/page-redirect?path=nulle-part")).body.data).toBeNull();
    // A new page taking an old url removes that redirect.
    const again = await create({ title: "Reprise", url: "ancienne-adresse" });
    expect(again.status).toBe(201);
    expect((await callApi("/page-redirect?path=ancienne-adresse")).body.data).toBeNull();
    const redirects = await (await getDb()).select().from(pageRedirects).where(eq(pageRedirects.pageId, created.id));
    expect(redirects.map((r) => r.fromUrl)).toEqual(["nouvelle-adresse"]);
    // Redirects of site 69 are not answered on site 70.
    expect((await callApi("/page-redirect?path=nouvelle-adresse", { siteId: SITE_70 })).body.data).toBeNull();
  });

  it("refuses a taken url (409) and a cycle (422), writing nothing and no audit entry", async () => {
    const parent = (await create({ title: "Parent du cycle" })).body.data;
    const child = (await create({ title: "Enfant du cycle", idParent: parent.id })).body.data;
    const auditBefore = (await (await getDb()).select().from(auditLog).where(eq(auditLog.siteId, SITE_69))).length;
    const taken = await callApi(`/admin/page/${child.id}`, { token: admin, ...send("PUT", { title: "Enfant", url: "prestations", idParent: parent.id }) });
    expect(taken.status).toBe(409);
    const cycle = await callApi(`/admin/page/${parent.id}`, { token: admin, ...send("PUT", { title: "Parent", idParent: child.id }) });
    expect(cycle.status).toBe(422);
    expect(Object.keys(cycle.body.data as object)).toEqual(["idParent"]);
    const self = await callApi(`/admin/page/${parent.id}`, { token: admin, ...send("PUT", { title: "Parent", idParent: parent.id }) });
    expect(self.status).toBe(422);
    expect((await pageByUrl(SITE_69, parent.url))!.title).toBe("Parent du cycle");
    expect((await (await getDb()).select().from(auditLog).where(eq(auditLog.siteId, SITE_69))).length).toBe(auditBefore);
  });

  it("keeps the home page at the root with its url", async () => {
    const home = (await pageByUrl(SITE_69, ""))!;
    const under = await callApi(`/admin/page/${home.id}`, { token: admin, ...send("PUT", { title: "Accueil", idParent: await prestationsId() }) });
    expect(under.status).toBe(422);
    const url = await callApi(`/admin/page/${home.id}`, { token: admin, ...send("PUT", { title: "Accueil", url: "accueil" }) });
    expect(url.status).toBe(422);
    const ok = await callApi<AdminPage>(`/admin/page/${home.id}`, { token: admin, ...send("PUT", { title: "Accueil", menuTitle: "Accueil" }) });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ type: "HOME", url: "", idParent: null });
  });

  it("records before and after in the audit log", async () => {
    const page = (await create({ title: "Audit avant" })).body.data;
    await callApi(`/admin/page/${page.id}`, { token: admin, ...send("PUT", { title: "Audit après" }) });
    const [entry] = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.entityId, String(page.id)), eq(auditLog.action, "page.update")));
    expect(entry).toMatchObject({ before: { title: "Audit avant" }, after: { title: "Audit après" } });
  });
});

describe("PUT /admin/pages/tree", () => {
  async function items() {
    const tree = (await callApi<AdminPageNode[]>("/admin/pages", { token: admin })).body.data;
    return flatten(tree).map((p) => ({ id: p.id, idParent: p.idParent, order: p.order, type: p.type }));
  }

  it("writes the whole order at once", async () => {
    const all = await items();
    const roots = all.filter((p) => p.idParent === null).sort((a, b) => a.order - b.order);
    const reversed = new Map(roots.map((p, i) => [p.id, roots.length - 1 - i]));
    const body = { items: all.map(({ id, idParent, order }) => ({ id, idParent, order: reversed.get(id) ?? order })) };
    const response = await callApi<AdminPageNode[]>("/admin/pages/tree", { token: admin, ...send("PUT", body) });
    expect(response.status).toBe(200);
    expect(response.body.data.map((p) => p.id)).toEqual([...roots].reverse().map((p) => p.id));
  });

  it.each([
    ["a missing page", (all: Awaited<ReturnType<typeof items>>) => all.slice(1)],
    ["a page twice", (all: Awaited<ReturnType<typeof items>>) => [...all, all[0]!]],
    ["the home page under another", (all: Awaited<ReturnType<typeof items>>) => {
      const other = all.find((p) => p.type !== "HOME")!;
      return all.map((p) => (p.type === "HOME" ? { ...p, idParent: other.id } : p));
    }],
    ["a cycle", (all: Awaited<ReturnType<typeof items>>) => {
      const [a, b] = all.filter((p) => p.type !== "HOME");
      return all.map((p) => (p.id === a!.id ? { ...p, idParent: b!.id } : p.id === b!.id ? { ...p, idParent: a!.id } : p));
    }],
    ["a page of another site", (all: Awaited<ReturnType<typeof items>>) => [...all.slice(1), { id: 999999, idParent: null, order: 0, type: "PAGE" }]],
  ])("422 for %s, nothing written", async (_name, change) => {
    const before = await items();
    const body = { items: change(before).map(({ id, idParent, order }) => ({ id, idParent, order })) };
    const response = await callApi("/admin/pages/tree", { token: admin, ...send("PUT", body) });
    expect(response.status).toBe(422);
    expect(await items()).toEqual(before);
  });
});

describe("DELETE /admin/page/{idPage}", () => {
  it("refuses the home page", async () => {
    const home = (await pageByUrl(SITE_69, ""))!;
    const response = await callApi(`/admin/page/${home.id}?children=delete`, { token: admin, method: "DELETE" });
    expect(response.status).toBe(422);
    expect(await pageByUrl(SITE_69, "")).toBeDefined();
  });

  it("asks what to do with children (409 with their number), then moves them up at its place", async () => {
    const parent = (await create({ title: "Parent à supprimer" })).body.data;
    const before = (await create({ title: "Voisin avant" })).body.data;
    const a = (await create({ title: "Enfant A", idParent: parent.id })).body.data;
    const b = (await create({ title: "Enfant B", idParent: parent.id })).body.data;
    const refused = await callApi<{ children: number }>(`/admin/page/${parent.id}`, { token: admin, method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toEqual({ children: 2 });
    expect(await pageByUrl(SITE_69, parent.url)).toBeDefined();
    const bad = await callApi(`/admin/page/${parent.id}?children=garder`, { token: admin, method: "DELETE" });
    expect(bad.status).toBe(422);
    const moved = await callApi<DeletePageResult>(`/admin/page/${parent.id}?children=move`, { token: admin, method: "DELETE" });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ deleted: [parent.id], moved: [a.id, b.id] });
    const roots = (await callApi<AdminPageNode[]>("/admin/pages", { token: admin })).body.data.map((p) => p.id);
    const at = roots.indexOf(a.id);
    expect(roots.slice(at, at + 2)).toEqual([a.id, b.id]);
    expect(roots.indexOf(before.id)).toBe(at + 2);
  });

  it("deletes children and grandchildren with children=delete, with an audit entry", async () => {
    const parent = (await create({ title: "Branche" })).body.data;
    const child = (await create({ title: "Rameau", idParent: parent.id })).body.data;
    const grandchild = (await create({ title: "Feuille", idParent: child.id })).body.data;
    const response = await callApi<DeletePageResult>(`/admin/page/${parent.id}?children=delete`, { token: admin, method: "DELETE" });
    expect(response.status).toBe(200);
    expect(response.body.data.deleted.sort()).toEqual([parent.id, child.id, grandchild.id].sort());
    expect(await pageByUrl(SITE_69, grandchild.url)).toBeUndefined();
    const [entry] = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(parent.id)), eq(auditLog.action, "page.delete")));
    expect(entry!.after).toMatchObject({ children: "delete" });
  });

  it("deletes a leaf without a choice", async () => {
    const page = (await create({ title: "Feuille seule" })).body.data;
    expect((await callApi(`/admin/page/${page.id}`, { token: admin, method: "DELETE" })).status).toBe(200);
    expect((await callApi(`/admin/page/${page.id}`, { token: admin, method: "DELETE" })).status).toBe(404);
  });
});
