import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses an arrow during a dnd-kit keyboard drag until `target` shows the move. dnd-kit attaches
 * its keydown listener in a setTimeout after the pick-up, and Chromium runs input before timers:
 * on a loaded machine the first arrow can come before the listener and is lost (as it would be for
 * a person pressing that fast, who presses again). Pressing again is harmless here: the moves under
 * test end at the first or last place of the list, where a further arrow changes nothing.
 */
export async function pressArrowUntil(page: Page, key: "ArrowUp" | "ArrowDown", target: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(target).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
