import { afterAll, beforeAll, it } from "vitest";
import { openTestDatabase } from "@/tests/support/test-database";
import { callApi } from "@/tests/support/api";
let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => { db = await openTestDatabase(); });
afterAll(async () => { await db.dispose(); });
it("probe", async () => {
  for (const p of ["/news?id=99999999999", "/news?id=1.5", "/news?id=-0", "/news?id=1e2", "/news?id=Infinity", "/news?title=%00", "/news?title=lk:%00", "/news?page=999999999&nbItem=100", "/countries?numCode=99999", "/countries?numCode=1.5", "/element/link-footer?order=gt:3000000000", "/news?publishedAt=0001-01-01", "/news?publishedAt=2026-02-30", "/news?publishedAt=lt:275760-09-13", "/site/visit/%00", "/page/%20", "/news?id=0x10", "/news?id=%20", "/element/link-footer?createdAt=2026-01-01T10:00", "/news?slug=%C3%28", "/site/visit/%E0%A4%A"]) {
    const r = await callApi(p);
    console.log(p, r.status, JSON.stringify(r.body).slice(0, 300));
  }
});
