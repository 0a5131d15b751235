import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { redisForTests } from "@/tests/support/redis";

// A port where nothing listens: a server bound then closed gives one the system just freed.
let deadUrl = "";
beforeAll(async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  deadUrl = `redis://127.0.0.1:${port}`;
});

// A fake Redis that answers PONG, so the "reachable" case needs no real server.
let pongServer: net.Server;
let pongUrl = "";
beforeAll(async () => {
  pongServer = net.createServer((socket) => socket.on("data", () => socket.write("+PONG\r\n")));
  await new Promise<void>((resolve) => pongServer.listen(0, "127.0.0.1", resolve));
  pongUrl = `redis://127.0.0.1:${(pongServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pongServer.close(() => resolve())));

describe("redisForTests (whether the Redis tests run)", () => {
  it("fails loudly with CI=true when Redis does not answer", async () => {
    await expect(redisForTests(deadUrl, { ci: true })).rejects.toThrow(/obligatoires en CI/);
  });

  it("skips with a visible warning outside CI", async () => {
    const warn = vi.fn();
    expect(await redisForTests(deadUrl, { ci: false, warn })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("TESTS REDIS IGNORÉS"));
  });

  it("runs the tests when Redis answers, in CI or not, without a warning", async () => {
    const warn = vi.fn();
    expect(await redisForTests(pongUrl, { ci: true, warn })).toBe(true);
    expect(await redisForTests(pongUrl, { ci: false, warn })).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
