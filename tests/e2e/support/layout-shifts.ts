import type { Page } from "@playwright/test";

/** A layout shift the page made without the visitor's input: when, how much, and what moved. */
export interface LayoutShift {
  at: number;
  value: number;
  sources: string[];
}

/**
 * Records the page's layout shifts from its first paint (an init script: call before `goto`);
 * read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { at: number; value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        const sources = ((entry as unknown as { sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }).sources ?? []).map(
          (source) =>
            `${source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node)} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`,
        );
        shifts.push({ at: entry.startTime, value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far (from `since`, in the page's performance time), their sum and sources. */
export async function layoutShifts(page: Page, since = 0): Promise<{ total: number; sources: string[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
  const later = shifts.filter((shift) => shift.at >= since);
  return { total: later.reduce((sum, shift) => sum + shift.value, 0), sources: later.flatMap((shift) => shift.sources) };
}
