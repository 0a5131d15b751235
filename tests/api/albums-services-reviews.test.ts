import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, outbox, reviewLinks, reviews } from "@/lib/platform/db/schema";
import { albumListSchema, albumSchema, type Album, type AlbumList } from "@/lib/schemas/albums";
import { adminReviewListSchema, reviewListSchema, type AdminReview, type ReviewList } from "@/lib/schemas/reviews";
import { serviceListSchema, serviceSchema, type Service, type ServiceList } from "@/lib/schemas/services";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { freshEmail, freshIp, sendJson } from "@/tests/support/accounts";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let admin69: string;
let admin70: string;
let customer69: string;

beforeAll(async () => {
  database = await openTestDatabase();
  admin69 = (await createLoggedUser(SITE_69, "ADMIN")).token;
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
  customer69 = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
});
afterAll(async () => {
  await database.dispose();
});

const reviewCount = async (siteId: number) =>
  (await (await getDb()).select({ n: count() }).from(reviews).where(eq(reviews.siteId, siteId)))[0]!.n;

describe("GET /album and /album/{id}", () => {
  it("lists the site's albums in order with a cover and a count (§7 call, nbItem 100)", async () => {
    const response = await callApi<AlbumList>("/album?page=1&nbItem=100");
    expect(response.status).toBe(200);
    const data = albumListSchema.parse(response.body.data);
    expect(data.total).toBe(2);
    expect(data.pagination).toEqual({ page: 1, nbItem: 100 });
    expect(data.list.map((a) => a.slug)).toEqual(["le-cabinet-de-lyon", "ateliers-et-interventions"]);
    expect(data.list.map((a) => a.imageCount)).toEqual([4, 6]);
    expect(data.list[0]!.cover).toMatchObject({ mediaType: "image", alt: "L'espace d'accueil du cabinet, avec un fauteuil et une plante" });
    expect(data.list[0]!.cover!.url).toMatch(/^\/images\/\d+\/cabinet-accueil\.svg$/);
  });

  it("gives one album with its files in order and the SPEC §3 fields", async () => {
    const list = await callApi<AlbumList>("/album");
    const id = list.body.data.list[1]!.id;
    const response = await callApi<Album>(`/album/${id}`);
    expect(response.status).toBe(200);
    const album = albumSchema.parse(response.body.data);
    expect(album.title).toBe("Ateliers et interventions");
    expect(album.images).toHaveLength(6);
    const first = album.images[0]!;
    expect(first.filename).toBe("atelier-groupe.svg");
    expect(first.name).toBe("atelier-groupe");
    expect(first.onlineImage).toEqual({ id: first.id, externalPath: first.url });
    // The image route serves every file of the album.
    const image = await fetchImage(first.url);
    expect(image).toBe(200);
    expect(album.images.map((file) => file.mediaType)).toEqual(["image", "image", "image", "image", "image", "video"]);
  });

  it("serves the album's video file as video/mp4 (a video by its ending, SPEC §5)", async () => {
    const list = await callApi<AlbumList>("/album");
    const album = albumSchema.parse((await callApi<Album>(`/album/${list.body.data.list[1]!.id}`)).body.data);
    const video = album.images.find((file) => file.mediaType === "video")!;
    expect(video.filename).toBe("lever-du-jour.mp4");
    expect(video.url).toMatch(/^\/images\/\d+\/lever-du-jour\.mp4$/);
    expect(video.hasVariants).toBe(false);
    const { createApp } = await import("@/lib/platform/app");
    const response = await createApp().request(`/api/image/${video.id}`, { headers: { "X-Site-Id": "69" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    // An ISO base media file: the "ftyp" box opens it.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe("ftyp");
  });

  it("keeps sites apart: 70 has its own album and 69's id is a 404 there", async () => {
    const list70 = await callApi<AlbumList>("/album", { siteId: SITE_70 });
    expect(list70.body.data.list.map((a) => a.slug)).toEqual(["le-vignoble-au-fil-des-saisons"]);
    const id69 = (await callApi<AlbumList>("/album")).body.data.list[0]!.id;
    const foreign = await callApi(`/album/${id69}`, { siteId: SITE_70 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, message: "Album introuvable." });
  });

  it("answers 422 in French for a malformed id or list query", async () => {
    const badId = await callApi("/album/abc");
    expect(badId.status).toBe(422);
    expect(badId.body.data).toMatchObject({ id: ["L'identifiant doit être un entier positif."] });
    const badPage = await callApi("/album?nbItem=1000");
    expect(badPage.status).toBe(422);
    expect(badPage.body.success).toBe(false);
  });
});

/** GET /image/{id} on the platform (what the storefront's image route serves): the status. */
async function fetchImage(url: string): Promise<number> {
  const id = url.split("/")[2]!;
  const { createApp } = await import("@/lib/platform/app");
  const response = await createApp().request(`/api/image/${id}`, { headers: { "X-Site-Id": "69" } });
  return response.status;
}

describe("GET /service and /service/{id}", () => {
  it("lists the four services with tags, price, duration and sanitised description (data.services)", async () => {
    const response = await callApi<ServiceList>("/service?page=1&nbItem=100");
    expect(response.status).toBe(200);
    const data = serviceListSchema.parse(response.body.data);
    expect(data.total).toBe(4);
    expect(data.services.map((s) => s.slug)).toEqual([
      "developpement-personnel",
      "developpement-professionnel",
      "collectivites-entreprises-et-associations",
      "interventions-en-etablissement-scolaire",
    ]);
    expect(data.tags).toEqual(["carrière", "collectif", "écoles", "individuel", "particuliers", "professionnels", "stress"]);
    const first = data.services[0]!;
    expect(first).toMatchObject({ priceText: "90 € la séance d'une heure", durationMinutes: 60, pageUrl: "/prestations/coach-developpement-personnel" });
    expect(first.description).toMatch(/^<p>/);
    expect(first.image!.url).toMatch(/^\/images\/\d+\/service-developpement-personnel\.svg$/);
  });

  it("filters by a comma list of tags (any of them), ignoring case, spaces and empty items", async () => {
    const stress = await callApi<ServiceList>("/service?tag=Stress");
    expect(stress.body.data.services.map((s) => s.slug)).toEqual(["developpement-personnel", "collectivites-entreprises-et-associations"]);
    expect(stress.body.data.total).toBe(2);
    const two = await callApi<ServiceList>(`/service?tag=${encodeURIComponent(" écoles ,, carrière")}`);
    expect(two.body.data.services.map((s) => s.slug)).toEqual(["developpement-professionnel", "interventions-en-etablissement-scolaire"]);
    const empty = await callApi<ServiceList>("/service?tag=");
    expect(empty.body.data.total).toBe(4);
    const none = await callApi<ServiceList>("/service?tag=inconnue");
    expect(none.body.data).toMatchObject({ services: [], total: 0 });
  });

  it("gives one service, 404 for another site's and 422 for bad input", async () => {
    const list = await callApi<ServiceList>("/service");
    const id = list.body.data.services[2]!.id;
    const one = await callApi<Service>(`/service/${id}`);
    expect(one.status).toBe(200);
    expect(serviceSchema.parse(one.body.data).title).toBe("Collectivités, entreprises et associations");
    const foreign = await callApi(`/service/${id}`, { siteId: SITE_70 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Prestation introuvable.");
    expect((await callApi<ServiceList>("/service", { siteId: SITE_70 })).body.data.total).toBe(0);
    const badTag = await callApi(`/service?tag=${"a".repeat(501)}`);
    expect(badTag.status).toBe(422);
    expect(badTag.body.data).toMatchObject({ tag: ["La liste d'étiquettes est trop longue (500 caractères au plus)."] });
    expect((await callApi("/service/0")).status).toBe(422);
  });
});

describe("GET /google/reviews", () => {
  it("gives the published reviews newest first with « Prénom I. » and their average", async () => {
    const response = await callApi<ReviewList>("/google/reviews");
    expect(response.status).toBe(200);
    const data = reviewListSchema.parse(response.body.data);
    expect(data.total).toBe(4);
    expect(data.reviews.map((r) => r.author)).toEqual(["Sophie M.", "Karim B.", "Hélène D.", "Luc G."]);
    expect(data.aggregate).toEqual({ ratingValue: 4.8, reviewCount: 4, bestRating: 5, worstRating: 1 });
    expect(JSON.stringify(data)).not.toContain("Martin");
  });

  it("filters with from (a day or a date-time) and answers 422 for a bad one", async () => {
    const recent = await callApi<ReviewList>("/google/reviews?from=2026-06-01");
    expect(recent.body.data.reviews.map((r) => r.author)).toEqual(["Sophie M.", "Karim B."]);
    expect(recent.body.data.aggregate!.ratingValue).toBe(5);
    const none = await callApi<ReviewList>("/google/reviews?from=2030-01-01T00:00:00Z");
    expect(none.body.data).toEqual({ reviews: [], total: 0, aggregate: null });
    const bad = await callApi("/google/reviews?from=hier");
    expect(bad.status).toBe(422);
    expect(bad.body.data).toMatchObject({ from: ["« from » doit être une date (AAAA-MM-JJ) ou une date et heure ISO."] });
  });

  it("keeps sites apart", async () => {
    const data = (await callApi<ReviewList>("/google/reviews", { siteId: SITE_70 })).body.data;
    expect(data.reviews.map((r) => r.author)).toEqual(["Bernard L.", "Julie P."]);
    expect(data.aggregate!.ratingValue).toBe(4.5);
  });
});

describe("admin reviews", () => {
  const valid = { rating: 4, text: "Très bon accompagnement, je recommande.", authorFirstname: "Paul", authorLastname: "Henry" };

  it("refuses visitors (401) and customers (403)", async () => {
    for (const [method, path] of [
      ["GET", "/admin/reviews"],
      ["POST", "/admin/review"],
      ["PUT", "/admin/review/1/moderation"],
      ["DELETE", "/admin/review/1"],
      ["POST", "/admin/review-link"],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? undefined : valid;
      expect((await sendJson(path, method, body)).status).toBe(401);
      expect((await sendJson(path, method, body, { token: customer69 })).status).toBe(403);
    }
  });

  it("creates, publishes, hides and deletes a review, each write audited", async () => {
    const created = await sendJson<AdminReview>("/admin/review", "POST", { ...valid, isPublished: false }, { token: admin69 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ rating: 4, author: "Paul H.", source: "ADMIN", isPublished: false });
    const id = created.body.data.id;
    const hidden = await callApi<ReviewList>("/google/reviews");
    expect(hidden.body.data.reviews.some((r) => r.id === id)).toBe(false);

    const published = await sendJson<AdminReview>(`/admin/review/${id}/moderation`, "PUT", { isPublished: true }, { token: admin69 });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe("L'avis est publié.");
    expect((await callApi<ReviewList>("/google/reviews")).body.data.reviews.some((r) => r.id === id)).toBe(true);

    const list = await callApi<AdminReview[]>("/admin/reviews", { token: admin69 });
    expect(adminReviewListSchema.parse(list.body.data).some((r) => r.author === "Nadia R." && !r.isPublished)).toBe(true);

    expect((await callApi(`/admin/review/${id}`, { method: "DELETE", token: admin69 })).status).toBe(200);
    expect((await callApi(`/admin/review/${id}`, { method: "DELETE", token: admin69 })).status).toBe(404);

    const actions = await (await getDb())
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.siteId, SITE_69), eq(auditLog.entity, "review"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(["review.create", "review.moderate", "review.delete"]);
  });

  it("answers 422 in French with per-field errors and writes nothing", async () => {
    const before = await reviewCount(SITE_69);
    const bad = await sendJson("/admin/review", "POST", { rating: 6, text: "court", authorFirstname: "" }, { token: admin69 });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toMatchObject({
      rating: ["Choisissez une note de 1 à 5 étoiles."],
      text: ["Votre avis doit compter au moins 10 caractères."],
      authorFirstname: ["Le prénom est obligatoire."],
    });
    const extra = await sendJson("/admin/review", "POST", { ...valid, siteId: 70 }, { token: admin69 });
    expect(extra.status).toBe(422);
    const moderation = await sendJson("/admin/review/1/moderation", "PUT", { isPublished: "oui" }, { token: admin69 });
    expect(moderation.status).toBe(422);
    expect(await reviewCount(SITE_69)).toBe(before);
  });

  it("cannot moderate or delete another site's review (404)", async () => {
    const [review70] = await (await getDb()).select().from(reviews).where(eq(reviews.siteId, SITE_70)).limit(1);
    const moderation = await sendJson(`/admin/review/${review70!.id}/moderation`, "PUT", { isPublished: false }, { token: admin69 });
    expect(moderation.status).toBe(404);
    expect((await callApi(`/admin/review/${review70!.id}`, { method: "DELETE", token: admin69 })).status).toBe(404);
    const [after] = await (await getDb()).select().from(reviews).where(eq(reviews.id, review70!.id));
    expect(after!.isPublished).toBe(true);
    // 70's admin has no access to 69 either.
    expect((await callApi("/admin/reviews", { token: admin70, siteId: SITE_69 })).status).toBe(401);
  });
});

describe("review links", () => {
  async function issueLink(siteId = SITE_69, token = admin69) {
    const email = freshEmail("avis");
    const response = await sendJson<{ id: number }>("/admin/review-link", "POST", { email, firstname: "Camille", lastname: "Durand" }, { token, siteId });
    expect(response.status).toBe(201);
    const [mail] = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id));
    expect(mail!.kind).toBe("REVIEW_REQUEST");
    const link = /\/donner-mon-avis\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    return { id: response.body.data.id, token: link };
  }

  it("e-mails a single-use link; the review waits for moderation, then shows", async () => {
    const link = await issueLink();
    const [stored] = await (await getDb()).select().from(reviewLinks).where(eq(reviewLinks.id, link.id));
    expect(stored!.tokenHash).not.toContain(link.token);

    const check = await sendJson<{ firstname: string }>("/review/link", "POST", { token: link.token });
    expect(check.body.data).toEqual({ firstname: "Camille" });

    const ip = freshIp();
    const sent = await sendJson("/review", "POST", { token: link.token, rating: 5, text: "Un accompagnement qui m'a vraiment aidée." }, { ip });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe("Merci ! Votre avis a bien été reçu : il sera publié après relecture.");
    const again = await sendJson("/review", "POST", { token: link.token, rating: 1, text: "Deuxième envoi avec le même lien." }, { ip });
    expect(again.status).toBe(404);
    expect((await sendJson("/review/link", "POST", { token: link.token })).status).toBe(404);

    const [row] = await (await getDb()).select().from(reviews).where(eq(reviews.reviewLinkId, link.id));
    expect(row).toMatchObject({ rating: 5, source: "LINK", isPublished: false, authorFirstname: "Camille", siteId: SITE_69 });
    expect((await callApi<ReviewList>("/google/reviews")).body.data.reviews.some((r) => r.id === row!.id)).toBe(false);
    await sendJson(`/admin/review/${row!.id}/moderation`, "PUT", { isPublished: true }, { token: admin69 });
    const shown = (await callApi<ReviewList>("/google/reviews")).body.data.reviews.find((r) => r.id === row!.id);
    expect(shown).toMatchObject({ author: "Camille D.", rating: 5 });
  });

  it("gives exactly one review for concurrent submissions with one link", async () => {
    const link = await issueLink();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendJson("/review", "POST", { token: link.token, rating: 4, text: "Envoi simultané du même avis." })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 404, 404, 404, 404]);
    const rows = await (await getDb()).select().from(reviews).where(eq(reviews.reviewLinkId, link.id));
    expect(rows).toHaveLength(1);
  });

  it("does not accept a link of another site, and bad input writes nothing and spends nothing", async () => {
    const link = await issueLink();
    const foreign = await sendJson("/review", "POST", { token: link.token, rating: 5, text: "Avis déposé sur le mauvais site." }, { siteId: SITE_70 });
    expect(foreign.status).toBe(404);
    const before = await reviewCount(SITE_69);
    const bad = await sendJson("/review", "POST", { token: link.token, rating: 0, text: "" });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toMatchObject({ rating: ["Choisissez une note de 1 à 5 étoiles."] });
    const badToken = await sendJson("/review", "POST", { token: "x", rating: 5, text: "Un texte assez long pour passer." });
    expect(badToken.status).toBe(422);
    expect(await reviewCount(SITE_69)).toBe(before);
    // The link still works after the refused attempts.
    const ok = await sendJson("/review", "POST", { token: link.token, rating: 5, text: "Finalement, un avis valide." });
    expect(ok.status).toBe(201);
  });

  it("limits public review writes to 10 an hour per client address (429 before any work)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await sendJson("/review", "POST", { token: "a".repeat(43), rating: 5, text: "Tentative avec un jeton inconnu." }, { ip })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("validates the admin's link request (422, no mail, no link)", async () => {
    const before = (await (await getDb()).select({ n: count() }).from(reviewLinks))[0]!.n;
    const bad = await sendJson("/admin/review-link", "POST", { email: "pas-une-adresse", firstname: "" }, { token: admin69 });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toMatchObject({ email: ["Adresse e-mail invalide."], firstname: ["Le prénom est obligatoire."] });
    expect((await (await getDb()).select({ n: count() }).from(reviewLinks))[0]!.n).toBe(before);
  });
});
