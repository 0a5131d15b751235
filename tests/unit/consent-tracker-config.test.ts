// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fetchInjectedCode, fetchPublicAppConfig } from "@/components/consent/tracker-config";
import { getQueryClient, resetQueryClient } from "@/lib/api-client/query-client";
import { queryKeys } from "@/lib/api-client/query-keys";
import { PlatformError } from "@/lib/api-client/platform-error";

/** The tracker configuration read by the browser after consent goes through react-query. */

const calls: string[] = [];
let parameterFailures = 0;

const server = setupServer(
  http.get("*/api/external-app/:app/config/public", ({ params }) => {
    if (params.app === "GOOGLE_ANALYTICS") return HttpResponse.json({ success: true, message: null, data: { app: "GOOGLE_ANALYTICS", config: { measurementId: "G-TEST1234" } } });
    return HttpResponse.json({ success: false, message: "Aucune configuration pour cette application.", data: null }, { status: 404 });
  }),
  http.get("*/api/parameter", () => {
    if (parameterFailures > 0) {
      parameterFailures--;
      return HttpResponse.json({ success: false, message: "Erreur interne.", data: null }, { status: 500 });
    }
    return HttpResponse.json({
      success: true,
      message: null,
      data: [
        { id: 1, type: "SCRIPT_TO_LOAD", kind: "TEXT", label: "Script", value: "console.log(1);" },
        { id: 2, type: "AFTER_BODY_HTML_TO_LOAD", kind: "TEXT", label: "HTML", value: "  " },
      ],
    });
  }),
);
server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  calls.push(`${url.pathname}${url.search}`);
});

beforeAll(() => {
  document.documentElement.dataset.siteId = "69";
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  calls.length = 0;
  parameterFailures = 0;
  resetQueryClient();
});
afterAll(() => server.close());

describe("tracker configuration through react-query", () => {
  it("reads both owner parameters in one call, cached under the parameters key: asked twice, fetched once", async () => {
    const [first, second] = await Promise.all([fetchInjectedCode(), fetchInjectedCode()]);
    const third = await fetchInjectedCode();
    const expected = { SCRIPT_TO_LOAD: "console.log(1);", AFTER_BODY_HTML_TO_LOAD: null };
    expect([first, second, third]).toEqual([expected, expected, expected]);
    expect(calls).toEqual(["/api/parameter?type=SCRIPT_TO_LOAD,AFTER_BODY_HTML_TO_LOAD"]);
    expect(getQueryClient().getQueryData(queryKeys.parametersOfTypes(["SCRIPT_TO_LOAD", "AFTER_BODY_HTML_TO_LOAD"]))).toEqual(expected);
  });

  it("keeps an app's public config under its key, and a missing app (404) as null: the tracker stays off", async () => {
    expect(await fetchPublicAppConfig("GOOGLE_ANALYTICS")).toEqual({ measurementId: "G-TEST1234" });
    expect(await fetchPublicAppConfig("META_PIXEL")).toBeNull();
    expect(await fetchPublicAppConfig("META_PIXEL")).toBeNull();
    expect(calls).toEqual(["/api/external-app/GOOGLE_ANALYTICS/config/public", "/api/external-app/META_PIXEL/config/public"]);
    expect(getQueryClient().getQueryData(queryKeys.externalAppConfig("GOOGLE_ANALYTICS"))).toEqual({ measurementId: "G-TEST1234" });
    expect(getQueryClient().getQueryData(queryKeys.externalAppConfig("META_PIXEL"))).toBeNull();
  });

  it("does not keep a failure: the next call asks again", async () => {
    parameterFailures = 1;
    await expect(fetchInjectedCode()).rejects.toBeInstanceOf(PlatformError);
    expect(await fetchInjectedCode()).toEqual({ SCRIPT_TO_LOAD: "console.log(1);", AFTER_BODY_HTML_TO_LOAD: null });
    expect(calls).toHaveLength(2);
  });

  it("files the parameters read under the parameters prefix (invalidating parameters drops it)", async () => {
    await fetchInjectedCode();
    await getQueryClient().invalidateQueries({ queryKey: queryKeys.parameters() });
    expect(getQueryClient().getQueryState(queryKeys.parametersOfTypes(["SCRIPT_TO_LOAD", "AFTER_BODY_HTML_TO_LOAD"]))?.isInvalidated).toBe(true);
  });
});
