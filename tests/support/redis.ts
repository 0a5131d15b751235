import net from "node:net";
import { randomBytes } from "node:crypto";

/** The Redis of the tests: TEST_REDIS_URL, else REDIS_URL, else the local default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Why `url` does not answer PING, or null when it answers PONG. The wait is long on purpose: a
 * refused connection answers at once, and a short timer lost the race on a loaded CI machine
 * (a test worker starved of CPU for over a second wakes up to its timer before the PONG already
 * waiting in its socket, so a running Redis was reported missing).
 */
export function redisProblem(url = TEST_REDIS_URL, timeoutMs = 10_000): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    let answer = "";
    const done = (problem: string | null) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(timeoutMs, () => done(`pas de réponse en ${timeoutMs / 1000} s`));
    socket.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      answer += data.toString();
      if (answer.includes("\r\n")) done(answer.startsWith("+PONG") ? null : `réponse inattendue ${JSON.stringify(answer.trim())}`);
    });
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
  const problem = await redisProblem(url);
  if (problem === null) return true;
  const ci = options.ci ?? process.env.CI === "true";
  const message = `Redis ne répond pas sur ${url} (${problem})`;
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
