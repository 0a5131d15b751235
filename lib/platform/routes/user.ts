import "server-only";
import { Hono } from "hono";
import { ADDRESS_TYPES } from "@/lib/domain/address-types";
import { ok } from "@/lib/domain/envelope";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireUser } from "@/lib/platform/http/request-context";

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
  .get("/admin/address/type", async (c) => {
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(ADDRESS_TYPES));
  });
