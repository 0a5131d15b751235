import "server-only";
import { Hono } from "hono";
import { ADDRESS_TYPES } from "@/lib/domain/address-types";
import { ok } from "@/lib/domain/envelope";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite, requireUser } from "@/lib/platform/http/request-context";
import { clearSessionCookies, setSessionCookies } from "@/lib/platform/http/session-cookies";
import { parseJsonBody } from "@/lib/platform/http/validate";
import { assertUnderLimit, recordAttempt } from "@/lib/platform/rate-limit";
import { changePassword } from "@/lib/platform/services/change-password";
import { deleteUser } from "@/lib/platform/services/delete-user";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { updateProfile } from "@/lib/platform/services/update-profile";
import { changePasswordSchema, profileSchema, registrationRules } from "@/lib/schemas/account";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Le mot de passe actuel est incorrect.";

/** Wrong current passwords per account (a stolen session must not become a password oracle). */
export const PASSWORD_CHANGE_LIMITS = { perUser: 5, windowSeconds: 15 * 60 } as const;

export const userRoutes = new Hono<AppEnv>()
  .get("/user", async (c) => {
    const user = await requireUser(c);
    return c.json(
      ok({
        id: user.id,
        email: user.email,
        role: user.role,
        phone: user.phone,
        firstname: user.firstname,
        lastname: user.lastname,
        birthdate: user.birthdate,
      }),
    );
  })
  .put("/user", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    const db = await getDb();
    const rules = registrationRules(toParameterMap(await listSiteParameters(db, site.id)));
    const input = await parseJsonBody(c, profileSchema(rules));
    return c.json(ok(await updateProfile(db, site.id, user.id, input)));
  })
  .put("/user/password", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    const { currentPassword, newPassword } = await parseJsonBody(c, changePasswordSchema);
    const limitKey = `password-change:user:${site.id}:${user.id}`;
    await assertUnderLimit(limitKey, PASSWORD_CHANGE_LIMITS.perUser);
    const session = await changePassword(await getDb(), site.id, user.id, currentPassword, newPassword);
    if (!session) {
      await recordAttempt(limitKey, PASSWORD_CHANGE_LIMITS.windowSeconds);
      throw ApiError.validation({ currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] }, WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    setSessionCookies(c, session.token, site.id);
    return c.json(ok({ token: session.token }));
  })
  .delete("/user", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    await deleteUser(await getDb(), site.id, user.id);
    clearSessionCookies(c);
    return c.json(ok(null));
  })
  .get("/admin/address/type", async (c) => {
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(ADDRESS_TYPES));
  });
