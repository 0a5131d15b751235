import "server-only";
import { Hono } from "hono";
import type { AppEnv } from "@/lib/platform/http/app-env";

/** PUT /password/reset/ask, PUT /password/reset (accounts work in progress). */
export const passwordResetRoutes = new Hono<AppEnv>();
