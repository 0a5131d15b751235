// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readLocalDraft } from "@/components/admin/editor/local-draft";
import { useEditSession } from "@/components/admin/editor/use-edit-session";
import type { PageDraft, PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import type { PageContent } from "@/lib/schemas/cms";
import { contactPage } from "./admin-page-fixture";
import type { DraftBlock } from "@/stores/admin/editor-store";
import { envelope, failure } from "./account-helpers";

/**
 * Two tabs of the same admin on one page (issue 9): each save sends the draft version last seen;
 * a 409 stops autosaving, keeps this tab's content in this browser and offers to reload the server's
 * draft. The real session hook against the platform mocked by msw.
 */

vi.setConfig({ testTimeout: 30_000 });
const router = { refresh: vi.fn(), push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const PAGE_ID = 12;
const hero = (title: string): DraftBlock => ({ id: "hero-1", type: "hero", props: { title } }) as DraftBlock;
const draft = (title: string, version: number): PageDraft => ({
  cms: { version: 1, blocks: [hero(title)] as PageContent["blocks"] },
  baseLayoutId: 7,
  baseLayoutHash: "7".repeat(64),
  updatedAt: "2026-11-22T08:00:00.000Z",
  version,
});
const answer = (current: PageDraft): PageLayoutAnswer => ({
  page: contactPage(PAGE_ID),
  layout: { id: 7, hash: "7".repeat(64), cms: { version: 1, blocks: [] }, author: null, createdAt: "2026-11-20T08:00:00.000Z", restoredFrom: null },
  draft: current,
});

/** The server's draft: a save naming another version is refused like the platform does. */
let stored = draft("Version du serveur", 3);
const puts: { draftVersion?: number; title: string }[] = [];
const server = setupServer(
  http.get(`*/api/admin/page/${PAGE_ID}/layout`, () => HttpResponse.json(envelope(answer(stored)))),
  http.put(`*/api/admin/page/${PAGE_ID}/draft`, async ({ request }) => {
    const body = (await request.json()) as { cms: PageContent; draftVersion?: number };
    const title = (body.cms.blocks[0] as { props: { title: string } }).props.title;
    puts.push({ draftVersion: body.draftVersion, title });
    if (body.draftVersion !== stored.version) {
      return HttpResponse.json(failure("Ce brouillon a été modifié dans un autre onglet ou une autre fenêtre.", { draftVersion: stored.version }), { status: 409 });
    }
    stored = draft(title, stored.version + 1);
    return HttpResponse.json(envelope(stored));
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
afterEach(() => {
  cleanup();
  puts.length = 0;
  stored = draft("Version du serveur", 3);
  window.localStorage.clear();
});
afterAll(() => server.close());

async function openSession() {
  const hook = renderHook(() => useEditSession(PAGE_ID));
  await waitFor(() => expect(hook.result.current.ready).toBe(true));
  const edit = (title: string) => act(() => hook.result.current.store.getState().updateBlock("hero-1", hero(title)));
  return { hook, edit };
}

describe("draft versions in the edit session", () => {
  it("sends the version loaded, then the one each save answered", async () => {
    const { hook, edit } = await openSession();
    edit("Premier essai");
    await waitFor(() => expect(hook.result.current.status).toBe("saved"), { timeout: 3000 });
    edit("Second essai");
    await waitFor(() => expect(puts).toHaveLength(2), { timeout: 3000 });
    expect(puts).toEqual([
      { draftVersion: 3, title: "Premier essai" },
      { draftVersion: 4, title: "Second essai" },
    ]);
    expect(hook.result.current.draftConflict).toBe(false);
  });

  it("a 409 stops autosaving, keeps this tab's content locally; « Recharger le brouillon » loads the server's draft and resumes", async () => {
    const { hook, edit } = await openSession();
    // Another tab saves in between.
    stored = draft("Autre onglet", 4);
    edit("Cet onglet");
    await waitFor(() => expect(hook.result.current.draftConflict).toBe(true), { timeout: 3000 });
    expect(puts).toEqual([{ draftVersion: 3, title: "Cet onglet" }]);
    expect(hook.result.current.status).toBe("error");
    expect(stored.cms.blocks[0]).toMatchObject({ props: { title: "Autre onglet" } });

    // Later edits are not sent (they would overwrite the other tab) but kept in this browser.
    edit("Cet onglet, encore");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(puts).toHaveLength(1);
    expect(readLocalDraft(PAGE_ID)?.blocks[0]).toMatchObject({ props: { title: "Cet onglet, encore" } });
    expect(readLocalDraft(PAGE_ID)?.draftVersion).toBe(3);

    await act(() => hook.result.current.reloadDraft());
    expect(hook.result.current.draftConflict).toBe(false);
    expect(hook.result.current.store.getState().blocks[0]).toMatchObject({ props: { title: "Autre onglet" } });
    // This browser's copy went with the reload: nothing stale is offered again.
    expect(readLocalDraft(PAGE_ID)).toBeNull();

    edit("Après rechargement");
    await waitFor(() => expect(puts).toHaveLength(2), { timeout: 3000 });
    expect(puts[1]).toEqual({ draftVersion: 4, title: "Après rechargement" });
    await waitFor(() => expect(hook.result.current.status).toBe("saved"));
  });

  it("after « Recharger le brouillon », reloading the browser page opens the server's draft without a new conflict", async () => {
    const first = await openSession();
    stored = draft("Autre onglet", 4);
    first.edit("Cet onglet");
    await waitFor(() => expect(first.hook.result.current.draftConflict).toBe(true), { timeout: 3000 });
    await act(() => first.hook.result.current.reloadDraft());
    expect(first.hook.result.current.draftConflict).toBe(false);
    first.hook.unmount();

    // The browser page reloaded: a new session of the same page.
    const second = await openSession();
    expect(second.hook.result.current.store.getState().blocks[0]).toMatchObject({ props: { title: "Autre onglet" } });
    expect(second.hook.result.current.status).toBe("saved");
    // No save of a stale copy (it would be refused and open the dialog again).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(puts).toEqual([{ draftVersion: 3, title: "Cet onglet" }]);
    expect(second.hook.result.current.draftConflict).toBe(false);
  });
});
