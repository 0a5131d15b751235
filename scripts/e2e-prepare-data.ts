/**
 * Prepares the database of the browser suite before the server starts (an embedded data dir, or a
 * PostgreSQL database for the two-instance test): migrations,
 * sample sites, and one ADMIN session of site 69 whose token the tests read from a file (the
 * theme test changes a parameter through PUT /api/admin/parameter, as the admin panel will), and
 * one of site 70 in `<tokenFile>-70` (tests/e2e/multi-site.spec.ts). Site 69's admin also has the
 * password of tests/e2e/support/admin-account.ts (the editor journey logs in through /auth).
 * Run with `tsx --conditions=react-server` (server-only modules).
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/platform/db/open-database";
import { users } from "@/lib/platform/db/schema";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { createSession } from "@/lib/platform/services/create-session";
import { passwordHashing } from "@/lib/platform/services/hash-password";
import { E2E_ADMIN } from "@/tests/e2e/support/admin-account";

async function main() {
  const [database, tokenFile] = process.argv.slice(2);
  if (!database || !tokenFile) throw new Error("usage: e2e-prepare-data <dataDir | postgres://…> <tokenFile>");
  const target = /^postgres(ql)?:\/\//.test(database) ? { kind: "postgres" as const, url: database } : { kind: "pglite" as const, dataDir: database };
  const handle = await openDatabase(target, (db) => prepareDatabase(db, { demoData: true }));
  try {
    const admins = [
      { siteId: 69, email: E2E_ADMIN.email, passwordHash: await passwordHashing.hash(E2E_ADMIN.password), firstname: "Claire", lastname: "Morel", file: tokenFile },
      { siteId: 70, email: "admin.e2e@domaine-des-trois-collines.fr", passwordHash: null, firstname: "Hélène", lastname: "Garnier", file: `${tokenFile}-70` },
    ];
    fs.mkdirSync(path.dirname(tokenFile), { recursive: true });
    for (const { file, ...fields } of admins) {
      const [admin] = await handle.db.insert(users).values({ ...fields, role: "ADMIN" }).returning();
      const { token } = await createSession(handle.db, fields.siteId, admin!.id);
      fs.writeFileSync(file, token, { mode: 0o600 });
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
