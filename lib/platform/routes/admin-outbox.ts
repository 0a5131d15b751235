import "server-only";
import { Hono } from "hono";
import type { AppEnv } from "@/lib/platform/http/app-env";

/** GET /admin/outbox (accounts work in progress). */
export const adminOutboxRoutes = new Hono<AppEnv>();
