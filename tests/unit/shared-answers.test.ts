import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearSharedAnswers, sharedAnswer } from "@/lib/api-client/shared-answers";
import { publishInvalidation } from "@/lib/platform/cache/invalidation-bus";
import { cached, cacheTags, clearReadCache, dropTags, invalidateTags, readCacheTtlMs } from "@/lib/platform/cache/read-cache";

vi.mock("@/lib/platform/cache/invalidation-bus", () => ({ publishInvalidation: vi.fn() }));

beforeEach(() => {
  clearReadCache();
  clearSharedAnswers();
  vi.mocked(publishInvalidation).mockClear();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("shared answers of the in-process platform", () => {
  it("loads once for every request while nothing changed, and hands out a frozen value", async () => {
    const load = vi.fn(async () => ({ menu: [{ id: 1 }] }));
    const first = await sharedAnswer(69, "/page?", load);
    const second = await sharedAnswer(69, "/page?", load);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first.menu[0])).toBe(true);
  });

  it("is never shared across sites", async () => {
    const load69 = vi.fn(async () => "site 69");
    const load70 = vi.fn(async () => "site 70");
    expect(await sharedAnswer(69, "/site/info?", load69)).toBe("site 69");
    expect(await sharedAnswer(70, "/site/info?", load70)).toBe("site 70");
    expect(load70).toHaveBeenCalledTimes(1);
  });

  it("loads again after a write (content generation), here or announced by another instance", async () => {
    const load = vi.fn(async () => "tree");
    await sharedAnswer(69, "/page?", load);
    invalidateTags(cacheTags.content(69));
    await sharedAnswer(69, "/page?", load);
    expect(load).toHaveBeenCalledTimes(2);
    dropTags([cacheTags.parameters(69)]); // a Redis message from another instance
    await sharedAnswer(69, "/page?", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("expires with the first read-cache entry of the site it may derive from (never staler)", async () => {
    let now = 1_000_000;
    const clock = () => now;
    await cached("parameters:69", [cacheTags.parameters(69)], async () => "p", now);
    now += readCacheTtlMs() / 2;
    const load = vi.fn(async () => "derived");
    await sharedAnswer(69, "/parameter?", load, clock);
    await flush();
    now += readCacheTtlMs() / 2 - 1;
    await sharedAnswer(69, "/parameter?", load, clock);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1; // the parameters entry loaded before it has expired
    await sharedAnswer(69, "/parameter?", load, clock);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps an answer the read cache does not hold at most READ_CACHE_TTL_MS", async () => {
    let now = 2_000_000;
    const clock = () => now;
    const load = vi.fn(async () => "news");
    await sharedAnswer(69, "/news?", load, clock);
    await flush();
    now += readCacheTtlMs() - 1;
    await sharedAnswer(69, "/news?", load, clock);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await sharedAnswer(69, "/news?", load, clock);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent requests and does not keep a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("platform down")).mockResolvedValueOnce("ok");
    const a = sharedAnswer(69, "/page?", load);
    const b = sharedAnswer(69, "/page?", load);
    await expect(a).rejects.toThrow("platform down");
    await expect(b).rejects.toThrow("platform down");
    await flush();
    expect(await sharedAnswer(69, "/page?", load)).toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
