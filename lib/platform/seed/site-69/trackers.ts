import type { SeedExternalApp } from "@/lib/platform/seed/types";

/**
 * Sample trackers of site 69 (fake ids), all loaded only after consent. GOOGLE_ANALYTICS is in
 * index.ts. The owner script loads a real tracking pixel (on a fake host) so the browser tests can
 * prove it is never requested before consent and never present in the server HTML.
 */

/** Host of the sample SCRIPT_TO_LOAD pixel (blocked and counted by tests/e2e/consent.spec.ts). */
export const SAMPLE_PIXEL_HOST = "tracker.example-analytics.fr";
/** Attribute marking the sample AFTER_BODY_HTML_TO_LOAD element. */
export const SAMPLE_AFTER_BODY_MARKER = "data-after-body";

export const trackerApps: SeedExternalApp[] = [
  {
    app: "GOOGLE_ADS",
    publicConfig: { conversionId: "AW-123456789" },
    privateConfig: { developerToken: "seed-ads-token-not-public" },
  },
  {
    app: "META_PIXEL",
    publicConfig: { pixelId: "123456789012345" },
    privateConfig: { accessToken: "seed-pixel-token-not-public" },
  },
];

export const trackerParameters: Record<string, string> = {
  SCRIPT_TO_LOAD: `(function () {
  var pixel = new Image(1, 1);
  pixel.alt = "";
  pixel.style.position = "absolute";
  pixel.style.width = "1px";
  pixel.style.height = "1px";
  pixel.style.opacity = "0";
  pixel.src = "https://${SAMPLE_PIXEL_HOST}/p.gif?site=69&page=" + encodeURIComponent(location.pathname);
  document.body.appendChild(pixel);
})();`,
  AFTER_BODY_HTML_TO_LOAD: `<!-- Élan Coaching : contenu ajouté en fin de page -->
<div ${SAMPLE_AFTER_BODY_MARKER}="elan-coaching" hidden></div>`,
};
