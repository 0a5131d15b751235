import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  TARTEAUCITRON_CSS,
  TARTEAUCITRON_FRENCH,
  TARTEAUCITRON_PATH,
  TARTEAUCITRON_SCRIPT,
  TARTEAUCITRON_VERSION,
} from "@/lib/domain/trackers";

/**
 * tarteaucitron is served by this site from public/vendor/tarteaucitron (no CDN, not in the Next
 * bundles). The copies must stay byte-identical to the installed package: after an upgrade,
 * re-copy the files and bump TARTEAUCITRON_VERSION.
 */
const root = path.resolve(__dirname, "../..");
const vendor = path.join(root, "public", TARTEAUCITRON_PATH);
const installed = path.join(root, "node_modules/tarteaucitronjs");
const COPIED = [TARTEAUCITRON_SCRIPT, TARTEAUCITRON_FRENCH, TARTEAUCITRON_CSS, "LICENSE"];

describe("tarteaucitron copy in public/vendor", () => {
  it.each(COPIED)("%s is the installed package's file, byte for byte", (file) => {
    expect(readFileSync(path.join(vendor, file)).equals(readFileSync(path.join(installed, file)))).toBe(true);
  });

  it("matches the installed package version (used to bust caches)", () => {
    const pkg = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")) as { version: string; license: string };
    expect(TARTEAUCITRON_VERSION).toBe(pkg.version);
    expect(readFileSync(path.join(vendor, TARTEAUCITRON_SCRIPT), "utf8")).toContain(`version:"${pkg.version}"`);
    expect(pkg.license).toBe("MIT");
    expect(readFileSync(path.join(vendor, "LICENSE"), "utf8")).toMatch(/MIT License/i);
  });

  it("ships the French language file with the banner's button labels", () => {
    const french = readFileSync(path.join(vendor, TARTEAUCITRON_FRENCH), "utf8");
    expect(french).toContain('acceptAll:"Tout accepter"');
    expect(french).toContain('denyAll:"Tout refuser"');
  });
});
