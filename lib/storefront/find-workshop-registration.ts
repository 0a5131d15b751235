import "server-only";
import type { Envelope } from "@/lib/domain/envelope";
import { getServerApi } from "@/lib/api-client/server";
import { readSecretLinkToken } from "./secret-link-token";
import { toPlatformError } from "@/lib/api-client/platform-error";
import { workshopRegistrationViewSchema, type WorkshopRegistrationView } from "@/lib/schemas/workshops";

/** POST /workshop/registration (token in the body): the sign-up a cancel link names; null when the link is spent or unknown. */
export async function findWorkshopRegistration(token: string): Promise<WorkshopRegistrationView | null> {
  try {
    const response = await (await getServerApi()).post<Envelope<unknown>>("/workshop/registration", { token });
    return workshopRegistrationViewSchema.parse(response.data.data);
  } catch (error) {
    const failure = toPlatformError(error);
    if (failure.status === 404 || failure.status === 422) return null;
    throw error;
  }
}

/** The token of a workshop link's page (its cookie: lib/storefront/secret-link-token.ts) and the sign-up it names. */
export async function findLinkedRegistration(page: string): Promise<{ token: string | undefined; registration: WorkshopRegistrationView | null }> {
  const token = await readSecretLinkToken(page);
  return { token, registration: token ? await findWorkshopRegistration(token) : null };
}
