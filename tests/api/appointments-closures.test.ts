import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { auditLog } from "@/lib/platform/db/schema";
import { allowedDaysSchema, calendarClosureListSchema, calendarListSchema, type CalendarClosure, type CalendarInfo } from "@/lib/schemas/appointments";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let calendarId: number;
let admin: string;
let adminUser: { id: number; email: string };
beforeAll(async () => {
  database = await openTestDatabase();
  calendarId = calendarListSchema.parse((await callApi<CalendarInfo[]>("/calendar")).body.data)[0]!.id;
  const logged = await createLoggedUser(SITE_69, "ADMIN");
  admin = logged.token;
  adminUser = logged.user;
});

/** The audit entries of one closure, oldest first. */
async function auditOf(closureId: number) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "calendar-closure"), eq(auditLog.entityId, String(closureId))))
    .orderBy(auditLog.id);
}
afterAll(async () => {
  await database.dispose();
});

const json = (token: string | undefined, method: string, body: unknown, siteId = SITE_69) => ({ token, method, siteId, body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

/** A bookable day of next month (the clock is real). */
async function bookableDayNextMonth(): Promise<{ day: string; month: number; year: number }> {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = next.getUTCMonth() + 1;
  const year = next.getUTCFullYear();
  const { days } = allowedDaysSchema.parse((await callApi(`/calendar/${calendarId}/date/allowed/${month}/${year}`)).body.data);
  return { day: days[0]!, month, year };
}

describe("admin: closed days of a calendar", () => {
  it("lists the seeded French public holidays", async () => {
    const answer = await callApi<CalendarClosure[]>(`/admin/calendar/${calendarId}/closures`, { token: admin });
    expect(answer.status).toBe(200);
    const closures = calendarClosureListSchema.parse(answer.body.data);
    expect(closures).toContainEqual(expect.objectContaining({ day: "2026-12-25", label: "Noël" }));
    expect(closures).toContainEqual(expect.objectContaining({ day: "2027-05-17", label: "Lundi de Pentecôte" }));
  });

  it("is for admins of the site only", async () => {
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
    expect((await callApi(`/admin/calendar/${calendarId}/closures`)).status).toBe(401);
    expect((await callApi(`/admin/calendar/${calendarId}/closures`, { token: customer })).status).toBe(403);
    const admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
    expect((await callApi(`/admin/calendar/${calendarId}/closures`, { token: admin70, siteId: SITE_70 })).status).toBe(404);
    expect((await callApi(`/admin/calendar/${calendarId}/closure`, json(admin70, "POST", { day: "2026-12-28", label: "x" }, SITE_70))).status).toBe(404);
  });

  it("closing a day removes it from the bookable days; opening it brings it back", async () => {
    const { day, month, year } = await bookableDayNextMonth();
    const added = await callApi<CalendarClosure>(`/admin/calendar/${calendarId}/closure`, json(admin, "POST", { day, label: "Formation de l'équipe" }));
    expect(added.status).toBe(201);
    const allowed = async () => allowedDaysSchema.parse((await callApi(`/calendar/${calendarId}/date/allowed/${month}/${year}`)).body.data).days;
    expect(await allowed()).not.toContain(day);
    const twice = await callApi(`/admin/calendar/${calendarId}/closure`, json(admin, "POST", { day, label: "Encore" }));
    expect(twice.status).toBe(422);
    expect(twice.body.data).toEqual({ day: ["Ce jour est déjà fermé."] });
    const removed = await callApi(`/admin/calendar/${calendarId}/closure/${added.body.data.id}`, { token: admin, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await allowed()).toContain(day);
    expect((await callApi(`/admin/calendar/${calendarId}/closure/${added.body.data.id}`, { token: admin, method: "DELETE" })).status).toBe(404);
  });

  it("records who closed and reopened a day, with the closure before / after, and nothing for a refused write", async () => {
    const day = "2027-08-16";
    const added = await callApi<CalendarClosure>(`/admin/calendar/${calendarId}/closure`, json(admin, "POST", { day, label: "Congés d'été" }));
    expect(added.status).toBe(201);
    const closure = { id: added.body.data.id, day, label: "Congés d'été" };
    expect(await auditOf(closure.id)).toEqual([
      expect.objectContaining({
        siteId: SITE_69,
        userId: adminUser.id,
        userEmail: adminUser.email,
        action: "calendar-closure.create",
        before: null,
        after: { calendarId, ...closure },
      }),
    ]);
    const entries = async () => (await (await getDb()).select().from(auditLog).where(eq(auditLog.entity, "calendar-closure"))).length;
    const before = await entries();
    expect((await callApi(`/admin/calendar/${calendarId}/closure`, json(admin, "POST", { day, label: "Encore" }))).status).toBe(422);
    expect((await callApi(`/admin/calendar/${calendarId}/closure/999999`, { token: admin, method: "DELETE" })).status).toBe(404);
    expect(await entries()).toBe(before);

    expect((await callApi(`/admin/calendar/${calendarId}/closure/${closure.id}`, { token: admin, method: "DELETE" })).status).toBe(200);
    const [, removed] = await auditOf(closure.id);
    expect(removed).toMatchObject({ siteId: SITE_69, userId: adminUser.id, action: "calendar-closure.delete", before: { calendarId, ...closure }, after: null });
    // Visible to the site's admins in the audit log.
    const listed = await callApi<{ list: { action: string; entityId: string }[] }>(`/admin/audit?entity=calendar-closure&entityId=${closure.id}`, { token: admin });
    expect(listed.body.data.list.map((entry) => entry.action).sort()).toEqual(["calendar-closure.create", "calendar-closure.delete"]);
  });

  it("refuses bad input in French and writes nothing", async () => {
    const before = (await callApi<CalendarClosure[]>(`/admin/calendar/${calendarId}/closures`, { token: admin })).body.data.length;
    const bad = await callApi(`/admin/calendar/${calendarId}/closure`, json(admin, "POST", { day: "25/12/2026", label: " " }));
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ day: ["La date doit être au format AAAA-MM-JJ."], label: ["Indiquez un libellé (ex. « Congés d'été »)."] });
    expect((await callApi<CalendarClosure[]>(`/admin/calendar/${calendarId}/closures`, { token: admin })).body.data.length).toBe(before);
  });
});
