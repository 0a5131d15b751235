import { beforeEach, describe, expect, it, vi } from "vitest";
import { cached, cacheTags, clearReadCache, invalidateTags, readCacheTtlMs } from "@/lib/platform/cache/read-cache";

beforeEach(() => clearReadCache());

describe("read cache", () => {
  it("loads once while fresh, again after the TTL", async () => {
    const load = vi.fn(async () => "value");
    const t0 = 1_000_000;
    expect(await cached("k", ["t"], load, t0)).toBe("value");
    expect(await cached("k", ["t"], load, t0 + readCacheTtlMs() - 1)).toBe("value");
    expect(load).toHaveBeenCalledTimes(1);
    await cached("k", ["t"], load, t0 + readCacheTtlMs());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent misses", async () => {
    let resolve!: (v: number) => void;
    const load = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const a = cached("k", [], load);
    const b = cached("k", [], load);
    resolve(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops exactly the entries of an invalidated tag", async () => {
    const load69 = vi.fn(async () => "p69");
    const load70 = vi.fn(async () => "p70");
    await cached("parameters:69", [cacheTags.parameters(69)], load69);
    await cached("parameters:70", [cacheTags.parameters(70)], load70);
    invalidateTags(cacheTags.parameters(69));
    await cached("parameters:69", [cacheTags.parameters(69)], load69);
    await cached("parameters:70", [cacheTags.parameters(70)], load70);
    expect(load69).toHaveBeenCalledTimes(2);
    expect(load70).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("db down")).mockResolvedValueOnce("ok");
    await expect(cached("k", [], load)).rejects.toThrow("db down");
    expect(await cached("k", [], load)).toBe("ok");
  });
});
