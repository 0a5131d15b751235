import net from "node:net";
import { randomBytes } from "node:crypto";

/** The Redis of the tests: TEST_REDIS_URL, else REDIS_URL, else the local default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when something answers PONG at `url` within a second. */
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

/**
 * Whether the Redis tests can run. With CI=true Redis is required: no answer throws, so the run
 * fails loudly instead of passing without them. Elsewhere the tests are skipped, with a warning
 * on stderr naming what to start.
 */
export async function redisForTests(
  url = TEST_REDIS_URL,
  options: { ci?: boolean; warn?: (message: string) => void } = {},
): Promise<boolean> {
  if (await redisReachable(url)) return true;
  const ci = options.ci ?? process.env.CI === "true";
  const message = `Redis ne répond pas sur ${url}`;
  if (ci) throw new Error(`${message} : les tests Redis sont obligatoires en CI (CI=true). Démarrez Redis ou indiquez TEST_REDIS_URL.`);
  (options.warn ?? ((text: string) => console.warn(text)))(
    `\n⚠ TESTS REDIS IGNORÉS : ${message}. Démarrez Redis (ou indiquez TEST_REDIS_URL) pour les lancer.\n`,
  );
  return false;
}

/** A key prefix of its own for one test run: parallel runs never count each other's hits. */
export function testKeyPrefix(): string {
  return `evolusite-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
}
