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

// A Redis that answers while this process is starved of CPU (as a test worker on a loaded CI
// machine): the answer waits in the socket when the process wakes up, its timers due first.
let starvedServer: net.Server;
let starvedUrl = "";
beforeAll(async () => {
  starvedServer = net.createServer((socket) =>
    socket.on("data", () => {
      const until = Date.now() + 1_500;
      while (Date.now() < until); // the whole process stalls, the probe's timers with it
      socket.write("+PONG\r\n");
    }),
  );
  await new Promise<void>((resolve) => starvedServer.listen(0, "127.0.0.1", resolve));
  starvedUrl = `redis://127.0.0.1:${(starvedServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => starvedServer.close(() => resolve())));

describe("redisForTests (whether the Redis tests run)", () => {
  it("fails loudly with CI=true when Redis does not answer", async () => {
    await expect(redisForTests(deadUrl, { ci: true })).rejects.toThrow(/ECONNREFUSED\) : les tests Redis sont obligatoires en CI/);
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

  it("counts a Redis that answered while this process was stalled for over a second", async () => {
    expect(await redisForTests(starvedUrl, { ci: true })).toBe(true);
  });

  it("names a server that answers something else than PONG", async () => {
    const other = net.createServer((socket) => socket.on("data", () => socket.write("-NOAUTH Authentication required.\r\n")));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const url = `redis://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      await expect(redisForTests(url, { ci: true })).rejects.toThrow(/réponse inattendue "-NOAUTH/);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
