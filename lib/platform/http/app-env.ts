import "server-only";
import type { SiteRow } from "@/lib/platform/services/find-site";
import type { SessionUser } from "@/lib/platform/services/find-session-user";

/** Per-request values shared by middleware and handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Preferred language from Accept-Language ("fr" by default). */
    lang: string;
    /** Resolved lazily by requireSite(). */
    site?: SiteRow;
    /** Resolved lazily by currentUser(); null = anonymous. */
    user?: SessionUser | null;
  };
}
