import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAutosaver, type SaveStatus } from "@/components/admin/editor/autosave";

describe("autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(save = vi.fn(async (_value: number) => {})) {
    const statuses: SaveStatus[] = [];
    const saver = createAutosaver<number>({ delay: 800, save, onStatus: (status) => statuses.push(status) });
    return { saver, save, statuses };
  }

  it("saves once, with the latest value, after the quiet time", async () => {
    const { saver, save, statuses } = setup();
    saver.schedule(1);
    await vi.advanceTimersByTimeAsync(500);
    saver.schedule(2);
    await vi.advanceTimersByTimeAsync(500);
    saver.schedule(3);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(3);
    expect(statuses.at(-1)).toBe("saved");
    expect(statuses).toContain("saving");
  });

  it("a failure keeps the value pending; flush (« Réessayer ») saves it", async () => {
    const save = vi.fn(async (_value: number) => {});
    save.mockRejectedValueOnce(new Error("Réseau indisponible"));
    const { saver, statuses } = setup(save);
    saver.schedule(7);
    await vi.advanceTimersByTimeAsync(800);
    expect(statuses.at(-1)).toBe("error");
    expect(saver.dirty).toBe(true);
    await expect(saver.flush()).resolves.toBe(true);
    expect(save).toHaveBeenLastCalledWith(7);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("one save at a time: a change during a save is saved after it", async () => {
    let release!: () => void;
    const save = vi.fn((_value: number) => new Promise<void>((resolve) => (release = resolve)));
    const { saver } = setup(save);
    saver.schedule(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    saver.schedule(2);
    const flushed = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(2);
    release();
    await expect(flushed).resolves.toBe(true);
  });

  it("cancel drops what is pending", async () => {
    const { saver, save } = setup();
    saver.schedule(1);
    saver.cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.dirty).toBe(false);
  });
});
