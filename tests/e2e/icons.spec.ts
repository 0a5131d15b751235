import { expect, test, type Locator } from "./support/test";
import { parseCssColor } from "../../lib/domain/color";
import { decodePng } from "./support/png";
import { refuseTrackersBeforehand } from "./support/site";

/**
 * Icons are empty spans painted by CSS masks (components/ui/icon-shapes.ts, icons.css). What the
 * unit tests cannot see: that the browser draws each mask as a shape (neither a filled square nor
 * nothing) in the colour of the text around it, and still does in forced colours, where a span's
 * background would be forced to the canvas colour and the icon vanish.
 */

/** Share of the icon's pixels painted in its colour. */
async function inkShare(icon: Locator): Promise<number> {
  const ink = parseCssColor(await icon.evaluate((element) => getComputedStyle(element).backgroundColor));
  expect(ink, "the icon's colour").not.toBeNull();
  const { rgba } = decodePng(await icon.screenshot({ animations: "disabled" }));
  let painted = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const distance = Math.abs(rgba[i]! - ink!.r) + Math.abs(rgba[i + 1]! - ink!.g) + Math.abs(rgba[i + 2]! - ink!.b);
    if (distance < 60) painted++;
  }
  return painted / (rgba.length / 4);
}

test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
});

for (const forcedColors of ["none", "active"] as const) {
  test(`the icons in view are shapes in their text's colour (forced colours: ${forcedColors})`, async ({ page }) => {
    await page.emulateMedia({ forcedColors, reducedMotion: "reduce" });
    await page.goto("/");
    const icons = page.locator("header .icon, nav .icon").filter({ visible: true });
    const count = await icons.count();
    expect(count, "icons in view").toBeGreaterThanOrEqual(2);
    for (let index = 0; index < Math.min(count, 4); index++) {
      const icon = icons.nth(index);
      const name = (await icon.getAttribute("class")) ?? "";
      const colours = await icon.evaluate((element) => ({
        own: getComputedStyle(element).backgroundColor,
        text: getComputedStyle(element.parentElement!).color,
        mask: getComputedStyle(element).maskImage,
      }));
      expect(colours.mask, name).toMatch(/^url\("data:image\/svg\+xml,/);
      expect(colours.own, name).toBe(colours.text);
      const share = await inkShare(icon);
      expect(share, `${name}: share of its pixels in its colour`).toBeGreaterThan(0.03);
      expect(share, `${name}: share of its pixels in its colour`).toBeLessThan(0.75);
    }
  });
}
