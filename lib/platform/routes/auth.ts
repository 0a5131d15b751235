import "server-only";
import { Hono } from "hono";
import type { AppEnv } from "@/lib/platform/http/app-env";

/** POST /register, POST /login, POST /logout (accounts work in progress). */
export const authRoutes = new Hono<AppEnv>();
