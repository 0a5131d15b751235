/**
 * Prepares the database of the browser suite before the server starts (an embedded data dir, or a
 * PostgreSQL database for the two-instance test): migrations,
 * sample sites, and one ADMIN session of site 69 whose token the tests read from a file (the
 * theme test changes a parameter through PUT /api/admin/parameter, as the admin panel will).
 * Run with `tsx --conditions=react-server` (server-only modules).
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/platform/db/open-database";
import { users } from "@/lib/platform/db/schema";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { createSession } from "@/lib/platform/services/create-session";

async function main() {
  const [database, tokenFile] = process.argv.slice(2);
  if (!database || !tokenFile) throw new Error("usage: e2e-prepare-data <dataDir | postgres://…> <tokenFile>");
  const target = /^postgres(ql)?:\/\//.test(database) ? { kind: "postgres" as const, url: database } : { kind: "pglite" as const, dataDir: database };
  const handle = await openDatabase(target, (db) => prepareDatabase(db, { demoData: true }));
  try {
    const [admin] = await handle.db
      .insert(users)
      .values({ siteId: 69, email: "admin.e2e@elan-coaching.fr", role: "ADMIN", firstname: "Claire", lastname: "Morel" })
      .returning();
    const { token } = await createSession(handle.db, 69, admin!.id);
    fs.mkdirSync(path.dirname(tokenFile), { recursive: true });
    fs.writeFileSync(tokenFile, token, { mode: 0o600 });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
