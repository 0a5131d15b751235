import { expect, type Page } from "@playwright/test";

/**
 * Presses `key` during a dnd-kit keyboard drag until `done` passes. dnd-kit attaches its keydown
 * listener in a setTimeout after the pick-up, and Chromium runs input before timers: on a loaded
 * machine a key pressed right after the pick-up can come before the listener and is lost (as it
 * would be for a person pressing that fast, who presses again). Only use it where a second press
 * after a first one that did count changes nothing: a move to the first or last place of the list,
 * or Escape checked by the drag having ended (a lost Escape reached no other handler either: the
 * panel ignores Escape while a drag is on).
 */
export async function pressDuringDrag(page: Page, key: "ArrowUp" | "ArrowDown" | "Escape", done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key);
    await done();
  }).toPass({ intervals: [0], timeout: 15_000 });
}
