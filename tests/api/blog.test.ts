import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { createBlogArticle, createBlogFolder } from "@/lib/platform/services/blog/create-blog-content";
import {
  blogArticleSchema,
  blogFolderContentSchema,
  blogFolderListSchema,
  blogTrailSchema,
  type BlogArticle,
  type BlogCrumb,
  type BlogFolderContent,
  type BlogFolderList,
} from "@/lib/schemas/blog";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
/** A folder and an article written for site 70, whose blog is switched on for these tests. */
let folder70: number;
let article70: number;

const get = <T>(path: string, siteId = SITE_69) => callApi<T>(path, { siteId });
const setParameter = async (siteId: number, type: string, value: string) => {
  const { token } = await createLoggedUser(siteId, "ADMIN");
  const response = await callApi(`/admin/parameter/${type}`, {
    siteId,
    token,
    method: "PUT",
    body: JSON.stringify({ value }),
    headers: { "Content-Type": "application/json" },
  });
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  database = await openTestDatabase();
  const db = await getDb();
  folder70 = await createBlogFolder(db, { siteId: SITE_70, idParent: null, title: "Carnet de vigne", slug: "", description: "", order: 1 });
  article70 = await createBlogArticle(db, {
    siteId: SITE_70,
    folderId: folder70,
    title: "Taille d'hiver",
    slug: "",
    excerpt: "La taille.",
    content: `<p>Bonjour</p><script>alert(1)</script><img src="x" onerror="alert(2)">`,
    author: "Claire Morand",
    publishedAt: new Date("2026-01-10T08:00:00Z"),
  });
  await setParameter(SITE_70, "IS_BLOG_ACTIVATED", "true");
});
afterAll(async () => {
  await database.dispose();
});

async function folderId(title: string): Promise<number> {
  const { body } = await get<BlogFolderList>("/blog/folder/list");
  const found = body.data.list.find((f) => f.title === title);
  if (!found) throw new Error(`no folder ${title}`);
  return found.id;
}

async function articleId(title: string): Promise<number> {
  const { body } = await get<BlogFolderContent>("/blog/folder?nbItem=100");
  const found = body.data.blogs.find((a) => a.title === title);
  if (!found) throw new Error(`no article ${title}`);
  return found.id;
}

const STRESS_TITLE = "5 techniques pour apprivoiser son stress au travail";

describe("GET /blog/folder/list[/{id}]", () => {
  it("lists every folder of the site as a flat tree, in order, with article counts", async () => {
    const response = await get<BlogFolderList>("/blog/folder/list");
    expect(response.status).toBe(200);
    const data = blogFolderListSchema.parse(response.body.data);
    expect(data.total).toBe(4);
    expect(data.pagination).toEqual({ page: 1, nbItem: 100 });
    const byTitle = new Map(data.list.map((f) => [f.title, f]));
    expect(byTitle.get("Gestion du stress")).toMatchObject({ slug: "gestion-du-stress", idParent: null, articleCount: 3 });
    // No slug of its own: the title in url form (SPEC §2).
    expect(byTitle.get("Développement personnel")!.slug).toBe("developpement-personnel");
    expect(byTitle.get("Reconversion")!.idParent).toBe(byTitle.get("Vie professionnelle")!.id);
  });

  it("filters, sorts and pages with the list grammar", async () => {
    const roots = await get<BlogFolderList>("/blog/folder/list?idParent=lt:0&orderBy=title:desc");
    expect(roots.status).toBe(200);
    expect(roots.body.data.total).toBe(0);
    const page = await get<BlogFolderList>("/blog/folder/list?nbItem=2&page=2&orderBy=title");
    expect(page.body.data.pagination).toEqual({ page: 2, nbItem: 2 });
    expect(page.body.data.list.map((f) => f.title)).toEqual(["Reconversion", "Vie professionnelle"]);
    const like = await get<BlogFolderList>("/blog/folder/list?title=lk:STRESS");
    expect(like.body.data.list.map((f) => f.title)).toEqual(["Gestion du stress"]);
  });

  it("lists the sub-folders of one folder", async () => {
    const response = await get<BlogFolderList>(`/blog/folder/list/${await folderId("Vie professionnelle")}`);
    expect(response.status).toBe(200);
    expect(response.body.data.list.map((f) => f.title)).toEqual(["Reconversion"]);
  });

  it("refuses a bad list query or id with 422 and per-field errors", async () => {
    const bad = await get("/blog/folder/list?nbItem=0&orderBy=secret&colour=red");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data as object).sort()).toEqual(["colour", "nbItem", "orderBy"]);
    for (const path of ["/blog/folder/list/abc", "/blog/folder/list/0", "/blog/folder/list/99999999999"]) {
      const response = await get(path);
      expect(response.status, path).toBe(422);
      expect(response.body.success).toBe(false);
    }
  });
});

describe("GET /blog/folder[/{id}]", () => {
  it("gives the root: root folders and every article, newest first, 12 a page", async () => {
    const response = await get<BlogFolderContent>("/blog/folder");
    expect(response.status).toBe(200);
    const data = blogFolderContentSchema.parse(response.body.data);
    expect(data).toMatchObject({ id: null, title: null, slug: null, total: 8, pagination: { page: 1, nbItem: 12 } });
    expect(data.folders.map((f) => f.title)).toEqual(["Gestion du stress", "Développement personnel", "Vie professionnelle"]);
    expect(data.blogs).toHaveLength(8);
    const dates = data.blogs.map((b) => Date.parse(b.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const stress = data.blogs[0]!;
    expect(stress).toMatchObject({ title: STRESS_TITLE, slug: "5-techniques-pour-apprivoiser-son-stress-au-travail" });
    expect(stress.folder).toMatchObject({ title: "Gestion du stress", slug: "gestion-du-stress" });
    expect(stress.image?.url).toMatch(/^\/images\/\d+\/.+\.svg$/);
    expect(stress).not.toHaveProperty("content");
  });

  it("pages the articles", async () => {
    const second = await get<BlogFolderContent>("/blog/folder?nbItem=3&page=3");
    expect(second.body.data.total).toBe(8);
    expect(second.body.data.blogs).toHaveLength(2);
    const beyond = await get<BlogFolderContent>("/blog/folder?page=9");
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.blogs).toEqual([]);
  });

  it("gives one folder with its sub-folders and its own articles", async () => {
    const id = await folderId("Vie professionnelle");
    const response = await get<BlogFolderContent>(`/blog/folder/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id, title: "Vie professionnelle", slug: "vie-professionnelle", total: 1 });
    expect(response.body.data.folders.map((f) => f.title)).toEqual(["Reconversion"]);
    expect(response.body.data.blogs.map((b) => b.title)).toEqual(["Préparer son entretien annuel en trois étapes"]);
  });

  it("filters the articles of a folder", async () => {
    const id = await folderId("Gestion du stress");
    const response = await get<BlogFolderContent>(`/blog/folder/${id}?title=lk:cohérence&orderBy=publishedAt:asc`);
    expect(response.body.data.blogs.map((b) => b.title)).toEqual(["Cohérence cardiaque : mode d'emploi"]);
    expect((await get(`/blog/folder/${id}?publishedAt=gte:hier`)).status).toBe(422);
  });

  it("answers 422 on a bad id, 404 on an unknown one", async () => {
    expect((await get("/blog/folder/1.5")).status).toBe(422);
    expect((await get("/blog/folder/-3")).status).toBe(422);
    const unknown = await get("/blog/folder/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Dossier introuvable.");
  });
});

describe("GET /blog/{id}", () => {
  it("gives one article with its sanitised HTML body", async () => {
    const id = await articleId(STRESS_TITLE);
    const response = await get<BlogArticle>(`/blog/${id}`);
    expect(response.status).toBe(200);
    const article = blogArticleSchema.parse(response.body.data);
    expect(article).toMatchObject({ id, title: STRESS_TITLE, author: "Claire Morel", slug: "5-techniques-pour-apprivoiser-son-stress-au-travail" });
    expect(article.content).toContain("<h2>1. La respiration carrée</h2>");
  });

  it("strips scripts and event handlers from a body (written and read)", async () => {
    const response = await get<BlogArticle>(`/blog/${article70}`, SITE_70);
    expect(response.status).toBe(200);
    expect(response.body.data.content).toContain("<p>Bonjour</p>");
    expect(response.body.data.content).not.toMatch(/script|onerror|alert/);
    expect(response.body.data.slug).toBe("taille-d-hiver");
  });

  it("answers 422 on a bad id, 404 on an unknown one", async () => {
    expect((await get("/blog/abc")).status).toBe(422);
    expect((await get("/blog/0")).status).toBe(422);
    const unknown = await get("/blog/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Article introuvable.");
  });
});

describe("breadcrumb trails", () => {
  it("GET /blog/folder/ariane/{id}: the folders from the root down", async () => {
    const id = await folderId("Reconversion");
    const response = await get<BlogCrumb[]>(`/blog/folder/ariane/${id}`);
    expect(response.status).toBe(200);
    const trail = blogTrailSchema.parse(response.body.data);
    expect(trail.map((c) => [c.type, c.title])).toEqual([
      ["FOLDER", "Vie professionnelle"],
      ["FOLDER", "Reconversion"],
    ]);
  });

  it("GET /blog/ariane/{id}: the folders, then the article", async () => {
    const id = await articleId("Reconversion professionnelle : par où commencer ?");
    const response = await get<BlogCrumb[]>(`/blog/ariane/${id}`);
    expect(response.body.data.map((c) => [c.type, c.slug])).toEqual([
      ["FOLDER", "vie-professionnelle"],
      ["FOLDER", "reconversion"],
      ["BLOG", "reconversion-professionnelle-par-ou-commencer"],
    ]);
    const loose = await get<BlogCrumb[]>(`/blog/ariane/${await articleId("Élan Coaching a cinq ans : merci !")}`);
    expect(loose.body.data.map((c) => c.type)).toEqual(["BLOG"]);
  });

  it("answers 422 on bad ids and 404 on unknown ones", async () => {
    expect((await get("/blog/folder/ariane/x")).status).toBe(422);
    expect((await get("/blog/ariane/x")).status).toBe(422);
    expect((await get("/blog/folder/ariane/999999")).status).toBe(404);
    expect((await get("/blog/ariane/999999")).status).toBe(404);
  });
});

describe("isolation between sites 69 and 70", () => {
  it("never shows a folder or an article of another site (404)", async () => {
    const folder69 = await folderId("Gestion du stress");
    const article69 = await articleId(STRESS_TITLE);
    for (const path of [`/blog/${article69}`, `/blog/ariane/${article69}`, `/blog/folder/${folder69}`, `/blog/folder/ariane/${folder69}`, `/blog/folder/list/${folder69}`]) {
      expect((await get(path, SITE_70)).status, path).toBe(404);
    }
    for (const path of [`/blog/${article70}`, `/blog/ariane/${article70}`, `/blog/folder/${folder70}`, `/blog/folder/ariane/${folder70}`, `/blog/folder/list/${folder70}`]) {
      expect((await get(path, SITE_69)).status, path).toBe(404);
    }
    const root70 = await get<BlogFolderContent>("/blog/folder", SITE_70);
    expect(root70.body.data.blogs.map((b) => b.title)).toEqual(["Taille d'hiver"]);
    expect((await get<BlogFolderList>("/blog/folder/list", SITE_70)).body.data.total).toBe(1);
  });
});

describe("IS_BLOG_ACTIVATED", () => {
  it("off: every blog route answers 404, even with a bad id", async () => {
    await setParameter(SITE_70, "IS_BLOG_ACTIVATED", "false");
    try {
      for (const path of ["/blog/folder/list", `/blog/folder/list/${folder70}`, "/blog/folder", `/blog/folder/${folder70}`, `/blog/folder/ariane/${folder70}`, `/blog/ariane/${article70}`, `/blog/${article70}`, "/blog/abc"]) {
        const response = await get(path, SITE_70);
        expect(response.status, path).toBe(404);
        expect(response.body).toMatchObject({ success: false, message: "Le blog n'est pas activé sur ce site." });
      }
      // Site 69 is untouched.
      expect((await get("/blog/folder")).status).toBe(200);
    } finally {
      await setParameter(SITE_70, "IS_BLOG_ACTIVATED", "true");
    }
  });

  it("needs the site header like every site route", async () => {
    expect((await callApi("/blog/folder", { siteId: null })).status).toBe(400);
  });
});
