import { describe, expect, it } from "vitest";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import { isTrackerUrl, readGoogleAdsId, readGoogleAnalyticsId, readMetaPixelId } from "@/lib/domain/trackers";
import { site69 } from "@/lib/platform/seed/site-69";
import { SAMPLE_AFTER_BODY_MARKER, SAMPLE_PIXEL_HOST, trackerApps, trackerParameters } from "@/lib/platform/seed/site-69/trackers";

describe("site 69 sample trackers", () => {
  it("configures Google Ads and the Meta pixel with ids the loaders accept", () => {
    const byApp = new Map(trackerApps.map((a) => [a.app, a.publicConfig]));
    expect([...byApp.keys()].sort()).toEqual(["GOOGLE_ADS", "META_PIXEL"]);
    expect(readGoogleAdsId(byApp.get("GOOGLE_ADS"))).toMatch(/^AW-\d+$/);
    expect(readMetaPixelId(byApp.get("META_PIXEL"))).toMatch(/^\d+$/);
  });

  it("has an owner script that requests a tracking pixel and an HTML snippet to append", () => {
    expect(Object.keys(trackerParameters).sort()).toEqual(["AFTER_BODY_HTML_TO_LOAD", "SCRIPT_TO_LOAD"]);
    for (const key of Object.keys(trackerParameters)) expect(findParameterDefinition(key)?.kind).toBe("TEXT");
    expect(trackerParameters.SCRIPT_TO_LOAD).toContain(`https://${SAMPLE_PIXEL_HOST}/p.gif?site=69`);
    expect(trackerParameters.AFTER_BODY_HTML_TO_LOAD).toContain(SAMPLE_AFTER_BODY_MARKER);
    // A fake host, not one of the real trackers: the browser test blocks it separately.
    expect(isTrackerUrl(`https://${SAMPLE_PIXEL_HOST}/p.gif`)).toBe(false);
  });

  it("is wired into the site 69 seed, next to GOOGLE_ANALYTICS", () => {
    expect(site69.externalApps).toEqual(expect.arrayContaining(trackerApps));
    expect(readGoogleAnalyticsId(site69.externalApps.find((a) => a.app === "GOOGLE_ANALYTICS")?.publicConfig)).toBe("G-ELAN0000");
    expect(site69.parameters).toMatchObject(trackerParameters);
  });
});
