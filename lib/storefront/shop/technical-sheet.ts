import "server-only";
import { readPublicData } from "@/lib/api-client/server";

/** The external app that makes the wines' technical sheets (SPEC §7 startup call). */
const PRODUCT_FILE_GENERATOR = "PRODUCT_FILE_GENERATOR";

function generatorEnabled(data: { config?: { enabled?: unknown } | null } | null): boolean {
  return data?.config?.enabled === true;
}

/**
 * Whether the site offers technical sheets (GET /external-app/PRODUCT_FILE_GENERATOR/config/public
 * says `enabled`): the product sheet links to them only then. A platform that cannot say: no link.
 */
export async function technicalSheetsEnabled(): Promise<boolean> {
  try {
    return await readPublicData(`/external-app/${PRODUCT_FILE_GENERATOR}/config/public`, generatorEnabled);
  } catch {
    return false;
  }
}
