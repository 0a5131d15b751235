// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_IDLE_DELAY_MS, whenVisitorActsOrWaits } from "@/components/consent/start-trigger";

/** jsdom has no requestIdleCallback: whenLoadedAndIdle falls back to a 1 ms timer once loaded. */
describe("whenVisitorActsOrWaits (consent banner start)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for load, idle and the delay when the visitor does nothing, then runs once", () => {
    const task = vi.fn();
    whenVisitorActsOrWaits(task);
    vi.advanceTimersByTime(CONSENT_IDLE_DELAY_MS - 10);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CONSENT_IDLE_DELAY_MS * 2);
    window.dispatchEvent(new Event("keydown"));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs at the first interaction, before the delay, and not again", () => {
    const task = vi.fn();
    whenVisitorActsOrWaits(task);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(CONSENT_IDLE_DELAY_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled (page left before the banner started)", () => {
    const task = vi.fn();
    const cancel = whenVisitorActsOrWaits(task);
    cancel();
    window.dispatchEvent(new Event("touchstart"));
    vi.advanceTimersByTime(CONSENT_IDLE_DELAY_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
