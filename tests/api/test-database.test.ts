import { describe, expect, inject, it, vi } from "vitest";
import { sites, users } from "@/lib/platform/db/schema";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { openTestDatabase } from "@/tests/support/test-database";

// The suite's own plumbing (tests/support/test-database*.ts): files copy one seeded template.
vi.mock("@/lib/platform/seed/prepare-database", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/platform/seed/prepare-database")>();
  return { ...actual, prepareDatabase: vi.fn(actual.prepareDatabase) };
});

describe("test databases copied from the run's template", () => {
  it("the run made one template of the kind in use", () => {
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
    expect(inject("testDatabaseTemplate")).toMatchObject({ kind: onPostgres ? "postgres" : "pglite" });
  });

  // Opens two databases: the time allowed to set one up (hookTimeout), not a test's.
  it("each copy has the seeded sites without seeding again, and a write stays in its copy", { timeout: 120_000 }, async () => {
    const emails = async (database: Awaited<ReturnType<typeof openTestDatabase>>) =>
      (await database.handle.db.select({ email: users.email }).from(users)).map((u) => u.email);
    const first = await openTestDatabase();
    try {
      expect((await first.handle.db.select({ id: sites.id }).from(sites)).map((s) => s.id).sort()).toEqual([69, 70]);
      await first.handle.db.insert(users).values({ siteId: 69, email: "seulement.ici@exemple.fr", role: "CUSTOMER" });
      expect(await emails(first)).toContain("seulement.ici@exemple.fr");
    } finally {
      await first.dispose();
    }
    const second = await openTestDatabase();
    try {
      expect((await second.handle.db.select({ id: sites.id }).from(sites)).map((s) => s.id).sort()).toEqual([69, 70]);
      expect(await emails(second)).not.toContain("seulement.ici@exemple.fr");
    } finally {
      await second.dispose();
    }
    expect(prepareDatabase).not.toHaveBeenCalled();
  });

  it("seed: false still gives an empty migrated database", { timeout: 120_000 }, async () => {
    const empty = await openTestDatabase({ seed: false });
    try {
      expect(await empty.handle.db.select({ id: sites.id }).from(sites)).toEqual([]);
    } finally {
      await empty.dispose();
    }
  });
});
