import "server-only";
import { Hono } from "hono";
import type { AppEnv } from "@/lib/platform/http/app-env";

/** newsletter lists, subscriptions and visitor subscription (accounts work in progress). */
export const newsletterRoutes = new Hono<AppEnv>();
