/**
 * `npm run admin:create -- --site 69 --email claire@exemple.fr [--password …]`: creates an ADMIN of
 * a site, or promotes the account of that e-mail. Opens the configured database (DATA_DIR or
 * DATABASE_URL, like the app) and asks nothing. Run with `tsx --conditions=react-server`
 * (server-only modules).
 */
import { closeDatabase, getDb } from "@/lib/platform/db/client";
import { createAdmin, CreateAdminError, type CreateAdminResult } from "@/lib/platform/services/create-admin";
import { ADMIN_CREATE_USAGE, parseAdminCreateArgs } from "./admin-create-args";

function report(result: CreateAdminResult, siteId: number): string[] {
  const site = `site ${siteId} (${result.siteName})`;
  const lines = [
    result.outcome === "created"
      ? `Compte administrateur créé : ${result.email} sur le ${site}.`
      : result.outcome === "promoted"
        ? `Le compte ${result.email} existait déjà sur le ${site} : il est maintenant administrateur (ADMIN).`
        : `Le compte ${result.email} est déjà administrateur (${result.role}) du ${site} : rôle inchangé.`,
  ];
  if (result.generatedPassword) {
    lines.push(`Mot de passe généré, affiché une seule fois (notez-le) : ${result.generatedPassword}`);
  } else if (result.passwordSet && result.outcome !== "created") {
    lines.push("Son mot de passe a été remplacé et ses sessions ouvertes ont été fermées.");
  } else if (result.outcome !== "created") {
    lines.push("Son mot de passe n'a pas changé.");
  }
  return lines;
}

async function main(): Promise<number> {
  const parsed = parseAdminCreateArgs(process.argv.slice(2));
  if (parsed.kind === "help") {
    console.log(ADMIN_CREATE_USAGE);
    return 0;
  }
  if (parsed.kind === "error") {
    console.error(`${parsed.message}\n\n${ADMIN_CREATE_USAGE}`);
    return 2;
  }
  try {
    const result = await createAdmin(await getDb(), parsed.args);
    console.log(report(result, parsed.args.siteId).join("\n"));
    return 0;
  } catch (error) {
    if (error instanceof CreateAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await closeDatabase();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Échec inattendu de admin:create :", error);
    process.exit(1);
  },
);
