import { describe, expect, it, vi } from "vitest";

describe("instrumentation-client.ts: zod without eval in the browser", () => {
  it("the global object it sets is zod's config: schemas are built without probing `new Function`", async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import("@/instrumentation-client");
    const { globalConfig } = await import("zod/v4/core");
    expect(globalConfig.jitless).toBe(true);
    const { z } = await import("zod");
    const probe = vi.spyOn(globalThis, "Function");
    z.object({ email: z.string() }).parse({ email: "a@b.fr" });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
