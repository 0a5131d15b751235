/**
 * BENCH_PARTS=instances: how long a change made on one instance takes to show on a second one
 * (two production servers on one PostgreSQL database and one Redis, tests/support/instances.ts).
 * Each change is a PUT /api/admin/parameter on A; the time is until B's home HTML (page cache
 * included) carries it. Caches keep their default TTL (2 s), as in production: without the Redis
 * invalidation the figure would be about that TTL.
 */
import { homeHtml, setParameterOn, startTwoInstances } from "../tests/support/instances";
import { trackProcessGroup, untrackProcessGroup } from "./process-groups";
import { median } from "./support";

const CHANGES = Number(process.env.BENCH_INSTANCE_CHANGES ?? 15);

export interface InstancesResult {
  changes: number;
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
}

export async function measureInstances(options: { postgresServerUrl: string; redisUrl: string; ports: [number, number] }): Promise<InstancesResult> {
  const pids: (number | undefined)[] = [];
  const onServerStarted = (pid: number | undefined) => {
    trackProcessGroup(pid);
    pids.push(pid);
  };
  const instances = await startTwoInstances({ ...options, cacheTtlMs: 2_000, onServerStarted });
  try {
    const [a, b] = instances.origins;
    const samples: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const message = `Mesure de propagation n° ${i + 1} (${Date.now()})`;
      // B serves its cached page before each change, as under traffic.
      await homeHtml(b);
      await homeHtml(b);
      const started = performance.now();
      await setParameterOn(a, instances.adminToken, "TOP_MENU_INFO_BAR", message);
      while (!(await homeHtml(b)).html.includes(message)) {
        if (performance.now() - started > 30_000) throw new Error(`change ${i + 1} not visible on the second instance after 30 s`);
        await new Promise((r) => setTimeout(r, 10));
      }
      samples.push(performance.now() - started);
    }
    return { changes: CHANGES, medianMs: median(samples), maxMs: Math.max(...samples), samplesMs: samples };
  } finally {
    await instances.stop();
    pids.forEach(untrackProcessGroup);
  }
}
