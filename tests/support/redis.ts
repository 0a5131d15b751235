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

export interface FakeRedisServer {
  url: string;
  /** Connections accepted so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/** A TCP server that accepts connections and never answers a byte: a Redis that hangs (not down). */
export async function startSilentServer(): Promise<FakeRedisServer> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local port where nothing listens: a Redis that is down (connections refused at once). */
export async function closedPortUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}

export interface RedisRelay extends FakeRedisServer {
  /** From now on, requests are held back (Redis seems to hang, connections stay open). */
  freeze(): void;
  /** Requests held back, and the next ones, go through again. */
  thaw(): void;
}

/** A TCP relay to the tests' Redis that can be frozen: a Redis that hangs, then recovers. */
export async function startRedisRelay(options: { frozen?: boolean } = {}, target = TEST_REDIS_URL): Promise<RedisRelay> {
  const upstreamUrl = new URL(target);
  let frozen = options.frozen ?? false;
  let connections = 0;
  const held: { upstream: net.Socket; data: Buffer }[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    const upstream = net.connect(Number(upstreamUrl.port || 6379), upstreamUrl.hostname);
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
    }
    socket.on("data", (data) => (frozen ? held.push({ upstream, data }) : upstream.write(data)));
    upstream.on("data", (data) => socket.write(data));
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    upstream.on("close", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const { upstream, data } of held.splice(0)) if (!upstream.destroyed) upstream.write(data);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
