import { getBrowserApi } from "@/lib/api-client/browser";
import { getData } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { INJECTED_CODE_PARAMETERS, readInjectedCode, type InjectedCode } from "@/lib/domain/trackers";

/**
 * Tracker configuration, fetched by the browser only once a service is allowed: it is never
 * rendered by the server, so no tracker id or owner script is in the page's HTML.
 */

/** The public config of an external app; null when the site has none (that tracker is off). */
export async function fetchPublicAppConfig(app: string): Promise<unknown> {
  try {
    const data = await getData<{ app: string; config: unknown }>(getBrowserApi(), `/external-app/${encodeURIComponent(app)}/config/public`);
    return data.config;
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}

let injectedCode: Promise<InjectedCode> | null = null;

/** SCRIPT_TO_LOAD and AFTER_BODY_HTML_TO_LOAD in one call, shared by both services. */
export function fetchInjectedCode(): Promise<InjectedCode> {
  injectedCode ??= getData<{ type: string; value: string | null }[]>(getBrowserApi(), "/parameter", {
    type: INJECTED_CODE_PARAMETERS.join(","),
  })
    .then(readInjectedCode)
    .catch((error: unknown) => {
      injectedCode = null;
      throw error;
    });
  return injectedCode;
}
