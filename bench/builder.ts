/**
 * Builder figure (issue 9): time from POST …/publish to the public HTML showing the new content, as
 * an anonymous visitor gets it (page cache on and warm before each publish). Median of N publishes
 * (BENCH_PUBLISHES, 10) on one page of site 69; the seeded content is restored at the end.
 */
import { median } from "./support";

const SITE = { "X-Site-Id": "69", "Accept-Language": "fr" };
const PATH = "/coach-de-vie";

interface Layout {
  id: number;
  cms: { blocks: { props: Record<string, unknown> }[] };
}

export interface PublishFigures {
  publishes: number;
  medianMs: number;
  maxMs: number;
  /** The publish call alone (201 received). */
  publishCallMedianMs: number;
  pageCacheHitsBefore: number;
  samplesMs: number[];
}

async function json<T>(response: Response, expected: number): Promise<T> {
  const body = (await response.json()) as { data: T; message: string | null };
  if (response.status !== expected) throw new Error(`${response.url} → ${response.status} ${body.message}`);
  return body.data;
}

async function visitorHtml(origin: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(`${origin}${PATH}`, { headers: { Accept: "text/html" } });
  return { html: await response.text(), cache: response.headers.get("x-page-cache") };
}

export async function measurePublish(origin: string, count = Number(process.env.BENCH_PUBLISHES ?? 10)): Promise<PublishFigures> {
  const login = await json<{ token: string }>(
    await fetch(`${origin}/api/login`, {
      method: "POST",
      headers: { ...SITE, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@elan-coaching.fr", password: "Elan-Coaching-2026!" }),
    }),
    200,
  );
  const admin = { ...SITE, Authorization: `Bearer ${login.token}`, "Content-Type": "application/json" };
  const tree = await json<{ id: number; url: string; children: unknown[] }[]>(await fetch(`${origin}/api/page`, { headers: SITE }), 200);
  const page = tree.find((p) => `/${p.url}` === PATH);
  if (!page) throw new Error(`no page at ${PATH}`);
  const original = (await json<{ layout: Layout }>(await fetch(`${origin}/api/admin/page/${page.id}/layout`, { headers: admin }), 200)).layout;
  const samples: number[] = [];
  const calls: number[] = [];
  let hits = 0;
  let base = original.id;
  try {
    for (let i = 0; i < count; i += 1) {
      const title = `Publication de mesure ${i + 1} — ${Date.now()}`;
      const cms = structuredClone(original.cms);
      const block = cms.blocks.find((b) => typeof b.props.title === "string");
      if (!block) throw new Error("no titled block");
      block.props.title = title;
      await visitorHtml(origin);
      if ((await visitorHtml(origin)).cache === "hit") hits += 1;
      const started = performance.now();
      const published = await json<{ layout: Layout }>(
        await fetch(`${origin}/api/admin/page/${page.id}/layout/${base}/publish`, { method: "POST", headers: admin, body: JSON.stringify({ cms }) }),
        201,
      );
      calls.push(performance.now() - started);
      base = published.layout.id;
      while (!(await visitorHtml(origin)).html.includes(title)) {
        if (performance.now() - started > 30_000) throw new Error(`publish ${i + 1} not visible after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      samples.push(performance.now() - started);
    }
  } finally {
    await fetch(`${origin}/api/admin/page/${page.id}/layout/${original.id}/restore`, { method: "POST", headers: admin, body: JSON.stringify({ baseLayoutId: base }) });
  }
  return { publishes: count, medianMs: median(samples), maxMs: Math.max(...samples), publishCallMedianMs: median(calls), pageCacheHitsBefore: hits, samplesMs: samples };
}
