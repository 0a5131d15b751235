import { beforeEach, describe, expect, it, vi } from "vitest";
import { currentContentGeneration } from "@/lib/platform/cache/content-generation";
import { publishInvalidation } from "@/lib/platform/cache/invalidation-bus";
import { cached, cacheTags, clearReadCache, dropTags, invalidateTags } from "@/lib/platform/cache/read-cache";

vi.mock("@/lib/platform/cache/invalidation-bus", () => ({ publishInvalidation: vi.fn() }));

beforeEach(() => {
  clearReadCache();
  vi.mocked(publishInvalidation).mockClear();
});

describe("read cache and the other instances", () => {
  it("a write publishes its tags for the other instances", () => {
    invalidateTags(cacheTags.parameters(69), cacheTags.site(69));
    expect(publishInvalidation).toHaveBeenCalledWith(["parameters:69", "site:69"]);
  });

  it("a message from another instance drops those tags and the pages here, without echoing it", async () => {
    const load69 = vi.fn(async () => "p69");
    const load70 = vi.fn(async () => "p70");
    await cached("parameters:69", [cacheTags.parameters(69)], load69);
    await cached("parameters:70", [cacheTags.parameters(70)], load70);
    const generation = currentContentGeneration();
    dropTags([cacheTags.parameters(69)]);
    expect(currentContentGeneration()).toBeGreaterThan(generation);
    await cached("parameters:69", [cacheTags.parameters(69)], load69);
    await cached("parameters:70", [cacheTags.parameters(70)], load70);
    expect(load69).toHaveBeenCalledTimes(2);
    expect(load70).toHaveBeenCalledTimes(1);
    expect(publishInvalidation).not.toHaveBeenCalled();
  });

  it("null (messages possibly missed) drops everything", async () => {
    const load = vi.fn(async () => "v");
    await cached("a", ["x"], load);
    await cached("b", ["y"], load);
    dropTags(null);
    await cached("a", ["x"], load);
    await cached("b", ["y"], load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(publishInvalidation).not.toHaveBeenCalled();
  });
});
