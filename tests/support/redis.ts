import net from "node:net";
import { randomBytes } from "node:crypto";

/** The Redis of the tests: TEST_REDIS_URL, else REDIS_URL, else the local default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when something answers PONG at TEST_REDIS_URL within a second (tests skip otherwise). */
export function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (value: boolean) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/** A key prefix of its own for one test run: parallel runs never count each other's hits. */
export function testKeyPrefix(): string {
  return `evolusite-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
}
