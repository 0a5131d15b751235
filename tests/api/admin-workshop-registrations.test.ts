import { and, eq } from "drizzle-orm";
import { elementSchema } from "@/lib/schemas/content";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, elements, outbox, workshopRegistrations } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import {
  ADMIN_WORKSHOP_MESSAGES,
  adminRegistrationCancelSchema,
  adminWorkshopListSchema,
  adminWorkshopRegistrationsSchema,
  type AdminWorkshopRegistrations,
} from "@/lib/schemas/admin/workshop-registrations";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * « Contenus → Inscriptions »: GET /admin/workshops, GET /admin/workshop/{id}/registrations,
 * GET …/registrations/export (CSV), POST …/registration/{registrationId}/cancel. Sign-ups are made
 * through the public route; e-mails go to the outbox (no SMTP_URL).
 */

const app = createApp();
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let admin69: { token: string; user: { id: number; email: string } };
let admin70: string;

beforeAll(async () => {
  database = await openTestDatabase();
  admin69 = await createLoggedUser(SITE_69, "ADMIN");
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
});
afterAll(async () => {
  await settleBackgroundWork();
  await database.dispose();
});
beforeEach(() => resetRateLimits());

let counter = 0;

/** A workshop made for one test (site 69 unless told), starting in a week. */
async function createWorkshop(seats: number, options: { siteId?: number; isPublished?: boolean } = {}) {
  counter += 1;
  const [row] = await (await getDb())
    .insert(elements)
    .values({
      siteId: options.siteId ?? SITE_69,
      route: "ateliers",
      title: `Atelier d'essai ${counter}`,
      slug: `atelier-essai-${counter}-${process.pid}`,
      order: 100 + counter,
      isPublished: options.isPublished ?? true,
      data: { seats, startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), durationMinutes: 90, location: "Salle Bellecour, Lyon" },
    })
    .returning({ id: elements.id, slug: elements.slug });
  return row!;
}

/**
 * A visitor signs up through the public route; returns the status the site gave. A logged-in
 * customer with that verified address (confirmed at once) unless `anonymous` (an address to confirm).
 */
async function signUp(workshopId: number, name: string, seats: number, siteId = SITE_69, anonymous = false): Promise<{ email: string; status: string }> {
  counter += 1;
  const customer = anonymous ? null : await createLoggedUser(siteId);
  const email = customer?.user.email ?? `participant${counter}.${process.pid}@exemple.fr`;
  const response = await callApi<{ status: string }>(`/element/ateliers/${workshopId}/register`, {
    siteId,
    method: "POST",
    token: customer?.token,
    body: JSON.stringify({ name, email, phone: "06 12 34 56 78", seats }),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: `192.0.2.${counter % 250}` },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { email, status: response.body.data.status };
}

async function registrations(workshopId: number, token = admin69.token, siteId = SITE_69): Promise<AdminWorkshopRegistrations> {
  const response = await callApi(`/admin/workshop/${workshopId}/registrations`, { token, siteId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return adminWorkshopRegistrationsSchema.parse(response.body.data);
}

const idOf = (list: AdminWorkshopRegistrations, name: string) => list.registrations.find((registration) => registration.name === name)!.id;
const cancel = (workshopId: number, registrationId: number | string, token: string | undefined = admin69.token, siteId = SITE_69) =>
  callApi(`/admin/workshop/${workshopId}/registration/${registrationId}/cancel`, { method: "POST", token, siteId });

async function auditOf(registrationId: number) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "workshop-registration"), eq(auditLog.entityId, String(registrationId))));
}

async function statusOf(registrationId: number) {
  const [row] = await (await getDb()).select({ status: workshopRegistrations.status }).from(workshopRegistrations).where(eq(workshopRegistrations.id, registrationId));
  return row?.status;
}

async function mailKinds(to: string) {
  await settleBackgroundWork();
  const rows = await (await getDb()).select({ kind: outbox.kind }).from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.id);
  return rows.map((row) => row.kind);
}

/** GET of the CSV route, raw. */
async function exportCsv(workshopId: number, token: string | null = admin69.token, siteId = SITE_69) {
  const headers: Record<string, string> = { "X-Site-Id": String(siteId) };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await app.request(`/api/admin/workshop/${workshopId}/registrations/export`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("GET /admin/workshops", () => {
  it("lists the site's workshops, published or not, with their seats; another site's are not there", async () => {
    const full = await createWorkshop(2);
    const hidden = await createWorkshop(5, { isPublished: false });
    await signUp(full.id, "Inès Martin", 2);
    await signUp(full.id, "Hugo Lefèvre", 1);
    const response = await callApi("/admin/workshops", { token: admin69.token });
    expect(response.status).toBe(200);
    const workshops = adminWorkshopListSchema.parse(response.body.data);
    expect(workshops.find((workshop) => workshop.slug === "apprivoiser-son-stress-au-quotidien")?.seats).toEqual({ capacity: 10, taken: 7, left: 3, waiting: 0, isOpen: true });
    expect(workshops.find((workshop) => workshop.id === full.id)).toMatchObject({ isPublished: true, seats: { capacity: 2, taken: 2, left: 0, waiting: 1, isOpen: true } });
    expect(workshops.find((workshop) => workshop.id === hidden.id)).toMatchObject({ isPublished: false, seats: { capacity: 5, taken: 0 } });
    expect(workshops.every((workshop) => workshop.startsAt !== null)).toBe(true);

    const other = await createWorkshop(4, { siteId: SITE_70 });
    const workshops70 = adminWorkshopListSchema.parse((await callApi("/admin/workshops", { token: admin70, siteId: SITE_70 })).body.data);
    expect(workshops70.map((workshop) => workshop.id)).toEqual([other.id]);
    expect(workshops.some((workshop) => workshop.id === other.id)).toBe(false);
  });
});

describe("GET /admin/workshop/{id}/registrations", () => {
  it("gives the seats confirmed, then the waiting list in its order with positions", async () => {
    const workshop = await createWorkshop(3);
    const statuses = [
      (await signUp(workshop.id, "Alice Martin", 2)).status,
      (await signUp(workshop.id, "Bruno Petit", 1)).status,
      (await signUp(workshop.id, "Chloé Durand", 1)).status,
      (await signUp(workshop.id, "Famille Dupuis", 2)).status,
    ];
    expect(statuses).toEqual(["CONFIRMED", "CONFIRMED", "WAITING", "WAITING"]);
    const list = await registrations(workshop.id);
    expect(list.workshop).toMatchObject({ id: workshop.id, seats: { capacity: 3, taken: 3, left: 0, waiting: 2 } });
    expect(list.registrations.map(({ name, seats, status, waitingPosition }) => ({ name, seats, status, waitingPosition }))).toEqual([
      { name: "Alice Martin", seats: 2, status: "CONFIRMED", waitingPosition: null },
      { name: "Bruno Petit", seats: 1, status: "CONFIRMED", waitingPosition: null },
      { name: "Chloé Durand", seats: 1, status: "WAITING", waitingPosition: 1 },
      { name: "Famille Dupuis", seats: 2, status: "WAITING", waitingPosition: 2 },
    ]);
    expect(list.registrations[0]).toMatchObject({ email: expect.stringMatching(/@exemple\.fr$/), phone: "06 12 34 56 78", promotedAt: null, cancelledAt: null, confirmBy: null, offerExpiresAt: null, cancelReason: null });
  });

  it("shows the seats held with their deadlines: an address to confirm, seats offered to the waiting list", async () => {
    const workshop = await createWorkshop(3);
    await signUp(workshop.id, "Alice Martin", 1);
    await signUp(workshop.id, "Inconnu Pressé", 1, SITE_69, true);
    await signUp(workshop.id, "Bruno Petit", 1);
    await signUp(workshop.id, "Chloé Durand", 1);
    await signUp(workshop.id, "Dora Attente", 1, SITE_69, true);
    const before = await registrations(workshop.id);
    expect((await cancel(workshop.id, idOf(before, "Bruno Petit"))).status).toBe(200);
    const list = await registrations(workshop.id);
    const lined = list.registrations.map(({ name, status, waitingPosition }) => ({ name, status, waitingPosition }));
    expect(lined).toEqual([
      { name: "Alice Martin", status: "CONFIRMED", waitingPosition: null },
      { name: "Inconnu Pressé", status: "PENDING", waitingPosition: null },
      { name: "Chloé Durand", status: "OFFERED", waitingPosition: null },
      { name: "Dora Attente", status: "WAITING", waitingPosition: 1 },
      { name: "Bruno Petit", status: "CANCELLED", waitingPosition: null },
    ]);
    const byName = (name: string) => list.registrations.find((registration) => registration.name === name)!;
    expect(byName("Inconnu Pressé").confirmBy).toEqual(expect.any(String));
    expect(byName("Chloé Durand")).toMatchObject({ confirmBy: null, offerExpiresAt: expect.any(String) });
    expect(byName("Dora Attente").confirmBy).toEqual(expect.any(String));
    expect(list.workshop.seats).toMatchObject({ taken: 3, left: 0, waiting: 1 });

    // The CSV words them as the panel does, with the deadline (Europe/Paris).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode((await exportCsv(workshop.id)).bytes);
    expect(text).toMatch(/Inconnu Pressé;[^;]+;[^;]+;1;Places retenues, adresse e-mail à confirmer avant le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2};/);
    expect(text).toMatch(/Chloé Durand;[^;]+;[^;]+;1;Place proposée jusqu'au \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2};/);
    expect(text).toMatch(/Dora Attente;[^;]+;[^;]+;1;Liste d'attente \(position 1\), adresse e-mail à confirmer avant le /);

    // Cancelling the unconfirmed one e-mails nothing to its address.
    const pending = byName("Inconnu Pressé");
    expect((await cancel(workshop.id, pending.id)).status).toBe(200);
    expect(await mailKinds(pending.email)).toEqual(["WORKSHOP_ADDRESS_CHECK"]);
  });

  it("refuses a malformed id (422), an unknown workshop or another element (404), in the envelope", async () => {
    const [link] = await (await getDb()).select({ id: elements.id }).from(elements).where(and(eq(elements.siteId, SITE_69), eq(elements.route, "link-footer"))).limit(1);
    for (const [pathname, status] of [
      ["/admin/workshop/abc/registrations", 422],
      ["/admin/workshop/-1/registrations", 422],
      ["/admin/workshop/999999/registrations", 404],
      [`/admin/workshop/${link!.id}/registrations`, 404],
      ["/admin/workshop/999999/registrations/export", 404],
    ] as const) {
      const response = await callApi(pathname, { token: admin69.token });
      expect(response.status, pathname).toBe(status);
      expect(response.body.success).toBe(false);
    }
    expect((await callApi("/admin/workshop/999999/registrations", { token: admin69.token })).body.message).toBe(ADMIN_WORKSHOP_MESSAGES.workshopNotFound);
  });
});

describe("POST /admin/workshop/{id}/registration/{registrationId}/cancel", () => {
  it("cancels a seat and offers it to the first in line who fits (the rule of the cancel link), audited, e-mailed", async () => {
    const workshop = await createWorkshop(3);
    await signUp(workshop.id, "Alice Martin", 2);
    const bruno = await signUp(workshop.id, "Bruno Petit", 1);
    const chloe = await signUp(workshop.id, "Chloé Durand", 1);
    await signUp(workshop.id, "Famille Dupuis", 2);
    const before = await registrations(workshop.id);
    const brunoId = idOf(before, "Bruno Petit");
    const chloeId = idOf(before, "Chloé Durand");

    const response = await cancel(workshop.id, brunoId);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("L'inscription de Bruno Petit est annulée. La place est proposée à Chloé Durand (liste d'attente), par e-mail.");
    const answer = adminRegistrationCancelSchema.parse(response.body.data);
    expect(answer.offered).toEqual([{ id: chloeId, name: "Chloé Durand" }]);
    // The one freed seat is held for Chloé; the family of two keeps waiting, now first in line.
    expect(answer.registrations.map(({ name, status, waitingPosition }) => ({ name, status, waitingPosition }))).toEqual([
      { name: "Alice Martin", status: "CONFIRMED", waitingPosition: null },
      { name: "Chloé Durand", status: "OFFERED", waitingPosition: null },
      { name: "Famille Dupuis", status: "WAITING", waitingPosition: 1 },
      { name: "Bruno Petit", status: "CANCELLED", waitingPosition: null },
    ]);
    expect(answer.registrations.find((r) => r.id === chloeId)!.offerExpiresAt).not.toBeNull();
    expect(answer.registrations.find((r) => r.id === brunoId)!.cancelledAt).not.toBeNull();
    expect(answer.workshop.seats).toMatchObject({ taken: 3, left: 0, waiting: 1 });
    expect(await registrations(workshop.id)).toEqual({ workshop: answer.workshop, registrations: answer.registrations });

    expect(await auditOf(brunoId)).toEqual([
      expect.objectContaining({
        siteId: SITE_69,
        userId: admin69.user.id,
        userEmail: admin69.user.email,
        action: "workshop-registration.cancel",
        before: { workshopId: workshop.id, name: "Bruno Petit", email: bruno.email, seats: 1, status: "CONFIRMED" },
        after: { status: "CANCELLED", offered: [{ id: chloeId, name: "Chloé Durand", seats: 1 }] },
      }),
    ]);
    expect(await mailKinds(bruno.email)).toEqual(["WORKSHOP_CONFIRMED", "WORKSHOP_CANCELLED"]);
    expect(await mailKinds(chloe.email)).toEqual(["WORKSHOP_WAITING", "WORKSHOP_OFFERED"]);
  });

  it("frees the seat in what visitors see at once (the seats shown are cached between writes)", async () => {
    const workshop = await createWorkshop(3);
    const shown = async () => elementSchema.parse((await callApi(`/element/ateliers/${workshop.id}`)).body.data).registration;
    await signUp(workshop.id, "Alice Martin", 2);
    expect(await shown()).toMatchObject({ taken: 2, left: 1 });
    const response = await cancel(workshop.id, idOf(await registrations(workshop.id), "Alice Martin"));
    expect(response.status).toBe(200);
    expect(await shown()).toMatchObject({ taken: 0, left: 3 });
  });

  it("cancels someone on the waiting list: nothing is offered, the line closes up", async () => {
    const workshop = await createWorkshop(1);
    await signUp(workshop.id, "Alice Martin", 1);
    await signUp(workshop.id, "Bruno Petit", 1);
    await signUp(workshop.id, "Chloé Durand", 1);
    const response = await cancel(workshop.id, idOf(await registrations(workshop.id), "Bruno Petit"));
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("L'inscription de Bruno Petit est annulée.");
    const answer = adminRegistrationCancelSchema.parse(response.body.data);
    expect(answer.offered).toEqual([]);
    expect(answer.registrations.find((r) => r.name === "Chloé Durand")).toMatchObject({ status: "WAITING", waitingPosition: 1 });
  });

  it("refuses a sign-up cancelled already (409), unknown or of another workshop (404), a malformed id (422): nothing changes", async () => {
    const workshop = await createWorkshop(2);
    const otherWorkshop = await createWorkshop(2);
    await signUp(workshop.id, "Alice Martin", 1);
    await signUp(otherWorkshop.id, "Bruno Petit", 1);
    const aliceId = idOf(await registrations(workshop.id), "Alice Martin");
    const brunoId = idOf(await registrations(otherWorkshop.id), "Bruno Petit");
    expect((await cancel(workshop.id, aliceId)).status).toBe(200);

    const twice = await cancel(workshop.id, aliceId);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ success: false, data: null, message: ADMIN_WORKSHOP_MESSAGES.alreadyCancelled });
    const elsewhere = await cancel(workshop.id, brunoId);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(ADMIN_WORKSHOP_MESSAGES.registrationNotFound);
    expect((await cancel(workshop.id, 999999)).status).toBe(404);
    const malformed = await cancel(workshop.id, "1e3");
    expect(malformed.status).toBe(422);
    expect(malformed.body.data).toHaveProperty("registrationId");
    expect((await cancel(999999, brunoId)).status).toBe(404);

    expect(await statusOf(brunoId)).toBe("CONFIRMED");
    expect(await auditOf(aliceId)).toHaveLength(1);
    expect(await auditOf(brunoId)).toEqual([]);
  });
});

describe("GET /admin/workshop/{id}/registrations/export", () => {
  it("is a CSV file for French Excel: UTF-8 with BOM, « ; », CRLF, a download; typed formulas stay text", async () => {
    const workshop = await createWorkshop(2);
    await signUp(workshop.id, "Élodie Marchand", 2);
    await signUp(workshop.id, "=HYPERLINK(\"http://exemple.fr\";\"clic\")", 1);
    const file = await exportCsv(workshop.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="inscriptions-${workshop.slug}.csv"; filename*=UTF-8''inscriptions-${workshop.slug}.csv`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(file.bytes);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("Nom;E-mail;Téléphone;Places;Statut;Inscription le;Place obtenue le;Annulation le");
    expect(lines[1]).toMatch(/^Élodie Marchand;user\d+\.customer@exemple\.fr;06 12 34 56 78;2;Place confirmée;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};;$/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/exemple\.fr"";""clic""\)";user\d+\.customer@exemple\.fr;06 12 34 56 78;1;Liste d'attente \(position 1\);/);
    expect(lines).toHaveLength(4);
  });

  it("is for the site's admins only: 401, 403, and 404 for another site's workshop", async () => {
    const workshop = await createWorkshop(2);
    await signUp(workshop.id, "Alice Martin", 1);
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
    expect((await exportCsv(workshop.id, null)).status).toBe(401);
    expect((await exportCsv(workshop.id, customer)).status).toBe(403);
    const other = await exportCsv(workshop.id, admin70, SITE_70);
    expect(other.status).toBe(404);
    expect(new TextDecoder().decode(other.bytes)).not.toContain("Alice Martin");
  });
});

describe("roles and sites", () => {
  it("answers 401 without a session, 403 to a customer, on every route; a SUPER_ADMIN may", async () => {
    const workshop = await createWorkshop(2);
    await signUp(workshop.id, "Alice Martin", 1);
    const aliceId = idOf(await registrations(workshop.id), "Alice Martin");
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expect((await callApi("/admin/workshops", { token })).status).toBe(status);
      expect((await callApi(`/admin/workshop/${workshop.id}/registrations`, { token })).status).toBe(status);
      const cancelled = await callApi(`/admin/workshop/${workshop.id}/registration/${aliceId}/cancel`, { method: "POST", token });
      expect(cancelled.status).toBe(status);
      expect(cancelled.body.success).toBe(false);
    }
    expect(await statusOf(aliceId)).toBe("CONFIRMED");
    const superAdmin = (await createLoggedUser(SITE_69, "SUPER_ADMIN")).token;
    expect((await cancel(workshop.id, aliceId, superAdmin)).status).toBe(200);
  });

  it("keeps each site's sign-ups to its own admins: another site's workshop or sign-up is a 404 and stays", async () => {
    const workshop69 = await createWorkshop(2);
    const workshop70 = await createWorkshop(2, { siteId: SITE_70 });
    await signUp(workshop69.id, "Alice Martin", 1);
    await signUp(workshop70.id, "Bruno Petit", 1, SITE_70);
    const aliceId = idOf(await registrations(workshop69.id), "Alice Martin");
    const list70 = await registrations(workshop70.id, admin70, SITE_70);
    expect(list70.registrations.map((registration) => registration.name)).toEqual(["Bruno Petit"]);

    expect((await callApi(`/admin/workshop/${workshop69.id}/registrations`, { token: admin70, siteId: SITE_70 })).status).toBe(404);
    expect((await cancel(workshop69.id, aliceId, admin70, SITE_70)).status).toBe(404);
    expect((await cancel(workshop70.id, aliceId, admin70, SITE_70)).status).toBe(404);
    expect((await callApi(`/admin/workshop/${workshop70.id}/registrations`, { token: admin69.token })).status).toBe(404);
    expect((await cancel(workshop70.id, idOf(list70, "Bruno Petit"))).status).toBe(404);

    expect(await statusOf(aliceId)).toBe("CONFIRMED");
    expect(await statusOf(idOf(list70, "Bruno Petit"))).toBe("CONFIRMED");
    expect(await auditOf(aliceId)).toEqual([]);
  });
});
