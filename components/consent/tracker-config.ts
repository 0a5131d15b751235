import { getBrowserApi } from "@/lib/api-client/browser";
import { getData } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { queryKeys } from "@/lib/api-client/query-keys";
import { INJECTED_CODE_PARAMETERS, readInjectedCode, type InjectedCode } from "@/lib/domain/trackers";

/**
 * Tracker configuration, fetched by the browser only once a service is allowed: it is never
 * rendered by the server, so no tracker id or owner script is in the page's HTML. Reads go
 * through react-query, imported here on first use (after consent), never with the page.
 */

async function queryClient() {
  const { getQueryClient } = await import("@/lib/api-client/query-client");
  return getQueryClient();
}

/** The public config of an external app; null when the site has none (that tracker is off). */
export async function fetchPublicAppConfig(app: string): Promise<unknown> {
  return (await queryClient()).query({
    queryKey: queryKeys.externalAppConfig(app),
    // The configuration does not change while the page is open.
    staleTime: "static",
    queryFn: async () => {
      try {
        const data = await getData<{ app: string; config: unknown }>(getBrowserApi(), `/external-app/${encodeURIComponent(app)}/config/public`);
        return data.config ?? null;
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** SCRIPT_TO_LOAD and AFTER_BODY_HTML_TO_LOAD in one call, shared by both services. */
export async function fetchInjectedCode(): Promise<InjectedCode> {
  return (await queryClient()).query({
    queryKey: queryKeys.parametersOfTypes(INJECTED_CODE_PARAMETERS),
    staleTime: "static",
    queryFn: async () =>
      readInjectedCode(await getData<{ type: string; value: string | null }[]>(getBrowserApi(), "/parameter", { type: INJECTED_CODE_PARAMETERS.join(",") })),
  });
}
