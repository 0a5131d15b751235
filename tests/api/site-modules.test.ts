import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { componentConfigs, images, popups } from "@/lib/platform/db/schema";
import { LOAD_SVG_MESSAGES } from "@/lib/platform/services/load-site-svg";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { getImageStorage, setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { componentConfigAnswerSchema, workshopBookingConfigSchema } from "@/lib/schemas/component-config";
import { loadSvgAnswerSchema, popupListSchema, popupSchema } from "@/lib/schemas/popup";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-svg-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
});
afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});

const loadSvg = (body: unknown, siteId = SITE_69) =>
  callApi<unknown>("/image/load-svg", { siteId, method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

async function svgImageOf(siteId: number) {
  const [image] = await (await getDb())
    .select()
    .from(images)
    .where(and(eq(images.siteId, siteId), eq(images.mimeType, "image/svg+xml"), like(images.filename, "service-%")))
    .limit(1);
  return image ?? (await (await getDb()).select().from(images).where(and(eq(images.siteId, siteId), eq(images.mimeType, "image/svg+xml"))).limit(1))[0]!;
}

describe("GET /popup and /popup/{id}", () => {
  it("site 69's home popup announces the next workshop; the answer is typed by its schema", async () => {
    const list = popupListSchema.parse((await callApi("/popup?path=/")).body.data);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: "Prochain atelier : apprivoiser son stress", pages: [""], showOnEveryLoad: false });
    expect(list[0]!.button).toEqual({ label: "Je réserve ma place", url: expect.stringMatching(/^\/ateliers\/apprivoiser-son-stress-au-quotidien\/\d+$/) });
    expect(popupSchema.parse((await callApi(`/popup/${list[0]!.id}`)).body.data)).toEqual(list[0]);
    // Not on another page; every popup without a path.
    expect((await callApi("/popup?path=/nous-contacter")).body.data).toEqual([]);
    expect(popupListSchema.parse((await callApi("/popup")).body.data)).toHaveLength(1);
  });

  it("isolation: site 69's popup is a 404 through site 70, which has none", async () => {
    const [popup] = popupListSchema.parse((await callApi("/popup")).body.data);
    const response = await callApi(`/popup/${popup!.id}`, { siteId: SITE_70 });
    expect(response).toMatchObject({ status: 404, body: { success: false, message: "Fenêtre introuvable." } });
    expect((await callApi("/popup", { siteId: SITE_70 })).body.data).toEqual([]);
  });

  it("content is sanitised and an unsafe button link dropped, even for a row written by other means", async () => {
    const [row] = await (await getDb())
      .insert(popups)
      .values({
        siteId: SITE_69,
        title: "Piège",
        content: '<p onclick="alert(1)">Texte<script>alert(1)</script><img src=x onerror="alert(1)"></p>',
        buttonLabel: "Cliquer",
        buttonUrl: "javascript:alert(1)",
        pages: ["*"],
      })
      .returning({ id: popups.id });
    const popup = popupSchema.parse((await callApi(`/popup/${row!.id}`)).body.data);
    expect(popup.content).toBe("<p>Texte</p>");
    expect(popup.button).toBeNull();
    // "*" shows on every page.
    expect(popupListSchema.parse((await callApi("/popup?path=/nous-contacter")).body.data).map((p) => p.id)).toContain(row!.id);
    await (await getDb()).update(popups).set({ isActive: false }).where(eq(popups.id, row!.id));
    expect((await callApi(`/popup/${row!.id}`)).status).toBe(404);
  });

  it("bad input → 422 in French", async () => {
    expect((await callApi("/popup/abc")).status).toBe(422);
    const badPath = await callApi("/popup?path=sans-barre");
    expect(badPath.status).toBe(422);
    expect(badPath.body.data).toEqual({ path: ["Le chemin doit commencer par /."] });
  });
});

describe("GET /component/conf/{slug}", () => {
  it("site 69: its stored keys over the defaults; site 70: the defaults", async () => {
    const answer = componentConfigAnswerSchema.parse((await callApi("/component/conf/workshop-booking")).body.data);
    const config = workshopBookingConfigSchema.parse(answer.config);
    expect(config.maxSeatsPerSignUp).toBe(4);
    expect(config.intro).toContain("Le règlement se fait sur place");
    expect(config.buttonLabel).toBe("Réserver ma place");
    const defaults = (await callApi("/component/conf/workshop-booking", { siteId: SITE_70 })).body.data;
    expect(defaults).toEqual({ slug: "workshop-booking", config: workshopBookingConfigSchema.parse({}) });
  });

  it("a stored config that no longer passes its schema falls back to the defaults", async () => {
    await (await getDb()).insert(componentConfigs).values({ siteId: SITE_70, slug: "workshop-booking", config: { maxSeatsPerSignUp: 500 } });
    expect((await callApi("/component/conf/workshop-booking", { siteId: SITE_70 })).body.data).toMatchObject({ config: { maxSeatsPerSignUp: 5 } });
  });

  it("unknown component → 404, malformed slug → 422", async () => {
    expect(await callApi("/component/conf/carrousel-magique")).toMatchObject({ status: 404, body: { message: "Composant inconnu." } });
    expect((await callApi("/component/conf/Pas%20Bon")).status).toBe(422);
  });
});

describe("POST /image/load-svg", () => {
  it("returns the sanitised markup of the site's own SVG by its SEO path, API path or an URL on the site's host", async () => {
    const image = await svgImageOf(SITE_69);
    const seoPath = `/images/${image.id}/${image.name}.svg`;
    for (const url of [seoPath, `/api/image/${image.id}`, `http://localhost:3000${seoPath}`, `https://www.elan-coaching.fr${seoPath}?v=2`]) {
      const response = await loadSvg({ url });
      expect(response.status, url).toBe(200);
      const answer = loadSvgAnswerSchema.parse(response.body.data);
      expect(answer.id).toBe(image.id);
      expect(answer.svg).toMatch(/^<svg[\s>]/);
    }
  });

  it("scripts, handlers and external references are removed", async () => {
    const filename = "piege.svg";
    await getImageStorage().write(SITE_69, filename, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><a href="https://evil.example"><rect width="10" height="10"/></a><image href="https://evil.example/x.png"/></svg>'));
    const [row] = await (await getDb())
      .insert(images)
      .values({ siteId: SITE_69, filename, name: "piege", mimeType: "image/svg+xml", byteSize: 200, alt: "" })
      .returning();
    const answer = loadSvgAnswerSchema.parse((await loadSvg({ url: `/images/${row!.id}/piege.svg` })).body.data);
    expect(answer.svg).not.toMatch(/script|onload|evil\.example/);
    expect(answer.svg).toContain("<rect");
  });

  it("another site's image, another host, a non-SVG, anything not an image address → 4xx, never fetched", async () => {
    const other = await svgImageOf(SITE_70);
    expect(await loadSvg({ url: `/images/${other.id}/${other.name}.svg` })).toMatchObject({ status: 404, body: { message: LOAD_SVG_MESSAGES.notFound } });
    const own = await svgImageOf(SITE_69);
    // The path of an own image on a foreign host (or site 70's host): refused without any request.
    expect((await loadSvg({ url: `http://127.0.0.1:9/images/${own.id}/${own.name}.svg` })).status).toBe(404);
    expect((await loadSvg({ url: `http://vins.localhost:3000/images/${own.id}/${own.name}.svg` })).status).toBe(404);
    const [png] = await (await getDb())
      .insert(images)
      .values({ siteId: SITE_69, filename: "photo.png", name: "photo", mimeType: "image/png", byteSize: 10, alt: "" })
      .returning();
    expect(await loadSvg({ url: `/images/${png!.id}/photo.png` })).toMatchObject({ status: 422, body: { data: { url: [LOAD_SVG_MESSAGES.notSvg] } } });
    for (const url of ["https://evil.example/logo.svg", "javascript:alert(1)", "file:///etc/passwd", "//evil.example/images/1/a.svg", "/images/abc/a.svg", "/images/1/a"]) {
      expect(await loadSvg({ url }), url).toMatchObject({ status: 422, body: { data: { url: [LOAD_SVG_MESSAGES.notOwnImage] } } });
    }
    expect((await loadSvg({})).status).toBe(422);
    expect((await loadSvg({ url: "/images/1/a.svg".padEnd(2001, "a") })).status).toBe(422);
    expect((await loadSvg({ url: "" })).body.data).toEqual({ url: ["Indiquez l'adresse de l'image."] });
  });
});
