import "server-only";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./http/app-env";
import { DEFAULT_BODY_LIMIT_BYTES, LARGER_BODY_LIMITS, limitBody } from "./http/body-limit";
import { handleError, handleNotFound } from "./http/handle-error";
import { adminCalendarClosureRoutes } from "./routes/admin/calendar-closures";
import { adminLayoutRoutes } from "./routes/admin/layouts";
import { adminOutboxRoutes } from "./routes/admin-outbox";
import { adminAuditRoutes } from "./routes/admin/audit";
import { adminDomainRoutes } from "./routes/admin/domains";
import { adminFormAnswerRoutes } from "./routes/admin/form-answers";
import { adminMediaRoutes } from "./routes/admin/media";
import { adminMessageRoutes } from "./routes/admin/messages";
import { adminPageRoutes } from "./routes/admin/pages";
import { adminParametersRoutes } from "./routes/admin/parameters";
import { appointmentRoutes } from "./routes/appointments";
import { authRoutes } from "./routes/auth";
import { companyRoutes } from "./routes/company";
import { contactRoutes } from "./routes/contact";
import { blogRoutes } from "./routes/blog";
import { contentRoutes } from "./routes/content";
import { formRoutes } from "./routes/forms";
import { imageRoutes } from "./routes/image";
import { newsletterRoutes } from "./routes/newsletter";
import { pageRedirectRoutes } from "./routes/page-redirect";
import { passwordResetRoutes } from "./routes/password-reset";
import { searchRoutes } from "./routes/search";
import { siteRoutes } from "./routes/site";
import { userRoutes } from "./routes/user";
import { albumRoutes } from "./routes/albums";
import { serviceRoutes } from "./routes/service";
import { cartRoutes } from "./routes/shop/cart";
import { reviewRoutes } from "./routes/reviews";
import { adminReviewRoutes } from "./routes/admin/reviews";
import { adminWorkshopRegistrationRoutes } from "./routes/admin/workshop-registrations";
import { siteModuleRoutes } from "./routes/site-modules";
import { catalogueRoutes } from "./routes/shop/catalogue";
import { shippingRoutes } from "./routes/shop/shipping";
import { orderRoutes } from "./routes/shop/orders";
import { cardPaymentRoutes } from "./routes/shop/card-payment";
import { adminOrderRoutes } from "./routes/admin/orders";
import { workshopRoutes } from "./routes/workshops";

/** Preferred language of the caller (Accept-Language), French by default. */
function preferredLanguage(header: string | undefined): string {
  const first = header?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return first && /^[a-z]{2}$/.test(first) ? first : "fr";
}

/** The platform API (ARCHITECTURE.md): mounted at /api by app/api/[[...route]]/route.ts. */
export function createApp() {
  const app = new Hono<AppEnv>().basePath("/api");
  app.use(requestId());
  app.use(async (c, next) => {
    c.set("lang", preferredLanguage(c.req.header("Accept-Language")));
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });
  // Body size limits: per route where a route needs more (uploads), the default everywhere else.
  for (const { path, maxBytes, streamed } of LARGER_BODY_LIMITS) app.use(path, limitBody(maxBytes, { streamed }));
  app.use(limitBody(DEFAULT_BODY_LIMIT_BYTES));
  app.route("/", siteRoutes);
  app.route("/", userRoutes);
  app.route("/", contentRoutes);
  app.route("/", blogRoutes);
  app.route("/", companyRoutes);
  app.route("/", adminParametersRoutes);
  app.route("/", adminAuditRoutes);
  app.route("/", adminDomainRoutes);
  app.route("/", authRoutes);
  app.route("/", passwordResetRoutes);
  app.route("/", newsletterRoutes);
  app.route("/", adminOutboxRoutes);
  app.route("/", imageRoutes);
  app.route("/", adminMediaRoutes);
  app.route("/", adminLayoutRoutes);
  app.route("/", adminPageRoutes);
  app.route("/", pageRedirectRoutes);
  app.route("/", searchRoutes);
  app.route("/", appointmentRoutes);
  app.route("/", adminCalendarClosureRoutes);
  app.route("/", contactRoutes);
  app.route("/", adminMessageRoutes);
  app.route("/", formRoutes);
  app.route("/", adminFormAnswerRoutes);
  app.route("/", albumRoutes);
  app.route("/", serviceRoutes);
  app.route("/", reviewRoutes);
  app.route("/", adminReviewRoutes);
  app.route("/", workshopRoutes);
  app.route("/", adminWorkshopRegistrationRoutes);
  app.route("/", siteModuleRoutes);
  app.route("/", catalogueRoutes);
  app.route("/", shippingRoutes);
  app.route("/", orderRoutes);
  app.route("/", cardPaymentRoutes);
  app.route("/", adminOrderRoutes);
  app.route("/", cartRoutes);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type PlatformApp = ReturnType<typeof createApp>;

const KEY = Symbol.for("evolusite.platformApp");
/** One app per process (shared by the route handler and the in-process API client). */
export function getPlatformApp(): PlatformApp {
  const holder = globalThis as { [KEY]?: PlatformApp };
  holder[KEY] ??= createApp();
  return holder[KEY];
}
