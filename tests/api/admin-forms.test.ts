import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { forms } from "@/lib/platform/db/schema";
import { QUOTE_FORM_ID } from "@/lib/platform/seed/site-69/forms";
import { adminFormListSchema, type AdminForm as AdminFormSummary } from "@/lib/schemas/admin/form-answers";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let admin69: string;
let admin70: string;

beforeAll(async () => {
  database = await openTestDatabase();
  admin69 = (await createLoggedUser(SITE_69, "ADMIN")).token;
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
});
afterAll(async () => {
  await database.dispose();
});

const list = async (token: string, siteId = SITE_69) => callApi<AdminFormSummary[]>("/admin/forms", { token, siteId });
const field = { name: "email", label: "Adresse e-mail", kind: "email", required: true } as const;

describe("GET /admin/forms (the builder's form picker)", () => {
  it("lists the site's seeded quote form with its title, offered", async () => {
    const answer = await list(admin69);
    expect(answer.status).toBe(200);
    expect(adminFormListSchema.parse(answer.body.data)).toEqual([
      expect.objectContaining({ id: QUOTE_FORM_ID, title: "Demande de devis pour une intervention en entreprise", isActive: true }),
    ]);
  });

  it("includes switched-off forms (flagged) sorted by title, and only the site's own", async () => {
    const db = await getDb();
    const [off] = await db.insert(forms).values({ siteId: SITE_69, title: "Bulletin d'adhésion", fields: [field], isActive: false }).returning({ id: forms.id });
    const [other] = await db.insert(forms).values({ siteId: SITE_70, title: "Commande groupée", fields: [field] }).returning({ id: forms.id });
    const mine = adminFormListSchema.parse((await list(admin69)).body.data);
    expect(mine.map((form) => [form.title, form.isActive])).toEqual([
      ["Bulletin d'adhésion", false],
      ["Demande de devis pour une intervention en entreprise", true],
    ]);
    expect(mine.map((form) => form.id)).not.toContain(other!.id);
    // A switched-off form is listed for admins but still not offered to visitors.
    expect((await callApi(`/forms/${off!.id}`)).status).toBe(404);
    const theirs = adminFormListSchema.parse((await list(admin70, SITE_70)).body.data);
    expect(theirs).toEqual([expect.objectContaining({ id: other!.id, title: "Commande groupée", isActive: true, answerCount: 0 })]);
  });

  it("is for admins of the site only", async () => {
    expect((await callApi("/admin/forms")).status).toBe(401);
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
    expect((await list(customer)).status).toBe(403);
    // An admin of site 70 asking as site 69.
    expect((await list(admin70, SITE_69)).status).toBe(401);
  });
});
