import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";
import { ACCOUNT_MESSAGES, type ProfileData, type UserProfile } from "@/lib/schemas/account";
import { loadProfile } from "./account-user";
import { assertCurrentPassword } from "./change-password";
import { requestEmailChange } from "./email-verification";
import type { SiteRow } from "./find-site";

export const EMAIL_CHANGE_PENDING_MESSAGE =
  "Vos informations sont enregistrées. Un lien de confirmation a été envoyé à la nouvelle adresse : elle remplacera l'actuelle une fois confirmée.";

/**
 * Replaces the profile of a user (blank phone or birthdate → cleared). A new e-mail needs the
 * current password and is not applied here: a link goes to it (requestEmailChange), and the
 * answer is the same whether that address has an account or not.
 */
export async function updateProfile(
  db: Database,
  site: SiteRow,
  userId: number,
  input: ProfileData,
  origin: string,
): Promise<{ profile: UserProfile; emailChangePending: boolean }> {
  const [current] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.id, userId)));
  if (!current) throw new ApiError("UNAUTHORIZED");
  const emailChange = input.email !== current.email;
  if (emailChange) {
    if (!input.currentPassword) {
      throw ApiError.validation({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordForEmail] }, ACCOUNT_MESSAGES.currentPasswordForEmail);
    }
    await assertCurrentPassword(db, site.id, userId, input.currentPassword);
  }
  await db
    .update(users)
    .set({ firstname: input.firstname, lastname: input.lastname, phone: input.phone, birthdate: input.birthdate, updatedAt: new Date() })
    .where(and(eq(users.siteId, site.id), eq(users.id, userId)));
  if (emailChange) await requestEmailChange(db, site, { ...current, firstname: input.firstname }, input.email, origin);
  return { profile: await loadProfile(db, site.id, userId), emailChangePending: emailChange };
}
