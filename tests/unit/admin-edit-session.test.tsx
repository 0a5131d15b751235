// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocalDraft } from "@/components/admin/editor/local-draft";
import { baseLayoutOf } from "@/components/admin/editor/use-edit-session";
import type { CurrentLayout, PageLayout, PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import type { PageContent } from "@/lib/schemas/cms";
import { contactPage } from "./admin-page-fixture";
import { envelope, failure } from "./account-helpers";

/**
 * The editor's publish (issue 9, SPEC §7): it keeps the hash of the layout it started from and
 * calls the hash check before publishing; a stale base opens the conflict dialog (who, when) and
 * the publish is not sent. The real edit mode against the platform mocked by msw.
 */

vi.setConfig({ testTimeout: 30_000 });
const router = { refresh: vi.fn(), push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { default: EditMode } = await import("@/components/admin/editor/edit-mode");

const PAGE_ID = 12;
const hashOf = (digit: string) => digit.repeat(64);
const blocks: PageContent["blocks"] = [{ id: "hero-1", type: "hero", props: { title: "Bienvenue" } }];
const layout = (id: number, hash: string): PageLayout => ({
  id,
  hash,
  cms: { version: 1, blocks },
  author: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  restoredFrom: null,
});
const claire: CurrentLayout = {
  id: 8,
  hash: hashOf("c"),
  author: { id: 4, firstname: "Claire", lastname: "Morel" },
  createdAt: "2026-11-23T09:12:00.000Z",
};

function answer(over: Partial<PageLayoutAnswer> = {}): PageLayoutAnswer {
  return {
    page: contactPage(PAGE_ID),
    layout: layout(7, hashOf("7")),
    draft: null,
    ...over,
  };
}

const calls: { method: string; path: string; body: unknown }[] = [];
const server = setupServer();
server.events.on("request:start", async ({ request }) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json().catch(() => null) });
});
const posts = () => calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body]);

/** The platform: GET layout answers `opened`; the hash check refuses every hash but `current`'s. */
function platform(opened: PageLayoutAnswer, current: { id: number; hash: string; conflict: CurrentLayout }) {
  let published = current;
  server.use(
    http.get(`*/api/admin/page/${PAGE_ID}/layout`, () => HttpResponse.json(envelope(opened))),
    http.post(`*/api/admin/page/${PAGE_ID}/layout/:id/hash/check`, async ({ params, request }) => {
      const { hash } = (await request.json()) as { hash: string };
      if (Number(params.id) === published.id && hash === published.hash) {
        return HttpResponse.json(envelope({ current: true, layout: { id: published.id, hash, author: null, createdAt: "2026-11-20T08:00:00.000Z" } }));
      }
      return HttpResponse.json(failure("Cette page a été modifiée par Claire Morel le 23/11/2026 à 10:12.", { current: published.conflict }), { status: 409 });
    }),
    http.post(`*/api/admin/page/${PAGE_ID}/layout/:id/publish`, ({ params }) => {
      const next = Number(params.id) + 10;
      published = { id: next, hash: hashOf("e"), conflict: published.conflict };
      return HttpResponse.json(envelope({ layout: layout(next, published.hash) }), { status: 201 });
    }),
  );
}

async function openEditor() {
  render(<EditMode page={{ id: PAGE_ID, title: "Nous contacter" }} onLeave={() => undefined} />);
  const panel = await screen.findByTestId("ea-edit-panel");
  await waitFor(() => expect(within(panel).getAllByRole("status")[0]!.textContent).not.toBe("Chargement de la page…"));
  return panel;
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
  // jsdom has no <dialog> modality.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
  window.localStorage.clear();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe("publish from the editor", () => {
  it("sends the hash of the layout the draft started from to the hash check; stale: the conflict dialog, no publish", async () => {
    // My draft began on layout 5; Claire published layout 8 since.
    platform(answer({ layout: layout(8, claire.hash), draft: { cms: { version: 1, blocks }, baseLayoutId: 5, baseLayoutHash: hashOf("5"), updatedAt: "2026-11-22T08:00:00.000Z", version: 3 } }), {
      id: 8,
      hash: claire.hash,
      conflict: claire,
    });
    const panel = await openEditor();
    fireEvent.click(within(panel).getByRole("button", { name: "Publier" }));

    const dialog = await screen.findByRole("dialog", { name: "La page a été modifiée entre-temps" });
    expect(dialog.textContent).toContain("Claire Morel a publié une autre version le 23/11/2026 10:12");
    expect(within(dialog).getByRole("button", { name: "Recharger leur version" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Publier une copie" })).toBeTruthy();
    expect(posts()).toEqual([[`/api/admin/page/${PAGE_ID}/layout/5/hash/check`, { hash: hashOf("5") }]]);
  });

  it("a current base is checked, then published over; the next publish checks the new layout's hash", async () => {
    platform(answer(), { id: 7, hash: hashOf("7"), conflict: claire });
    const panel = await openEditor();
    fireEvent.click(within(panel).getByRole("button", { name: "Publier" }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()).toEqual([
      [`/api/admin/page/${PAGE_ID}/layout/7/hash/check`, { hash: hashOf("7") }],
      [`/api/admin/page/${PAGE_ID}/layout/7/publish`, { cms: { version: 1, blocks } }],
    ]);
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Publier" }).hasAttribute("disabled")).toBe(false));

    fireEvent.click(within(panel).getByRole("button", { name: "Publier" }));
    await waitFor(() => expect(posts()).toHaveLength(4));
    expect(posts().slice(2).map(([path]) => path)).toEqual([`/api/admin/page/${PAGE_ID}/layout/17/hash/check`, `/api/admin/page/${PAGE_ID}/layout/17/publish`]);
    expect(posts()[2]![1]).toEqual({ hash: hashOf("e") });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("« Publier ma version par-dessus » checks the version the dialog named, then publishes over it", async () => {
    platform(answer(), { id: 8, hash: claire.hash, conflict: claire });
    const panel = await openEditor();
    fireEvent.click(within(panel).getByRole("button", { name: "Publier" }));
    const dialog = await screen.findByRole("dialog", { name: "La page a été modifiée entre-temps" });
    expect(posts()).toEqual([[`/api/admin/page/${PAGE_ID}/layout/7/hash/check`, { hash: hashOf("7") }]]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Publier ma version par-dessus" }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts().slice(1)).toEqual([
      [`/api/admin/page/${PAGE_ID}/layout/8/hash/check`, { hash: claire.hash }],
      [`/api/admin/page/${PAGE_ID}/layout/8/publish`, { cms: { version: 1, blocks } }],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("baseLayoutOf", () => {
  const withDraft = (baseLayoutId: number | null, baseLayoutHash: string | null) =>
    answer({ draft: { cms: { version: 1, blocks }, baseLayoutId, baseLayoutHash, updatedAt: "2026-11-22T08:00:00.000Z", version: 2 } });

  it("is the published layout without a draft or a draft without base, else the draft's base with its hash", () => {
    expect(baseLayoutOf(answer())).toEqual({ id: 7, hash: hashOf("7") });
    expect(baseLayoutOf(withDraft(null, null))).toEqual({ id: 7, hash: hashOf("7") });
    expect(baseLayoutOf(withDraft(5, hashOf("5")))).toEqual({ id: 5, hash: hashOf("5") });
    expect(baseLayoutOf(withDraft(5, null))).toEqual({ id: 5, hash: null });
  });

  it("a copy kept by this browser names its base; its hash is the one it kept, else the server's", () => {
    const local = (baseLayoutId: number | null, baseLayoutHash?: string | null): LocalDraft => ({ blocks, baseLayoutId, baseLayoutHash, savedAt: "2026-11-22T09:00:00.000Z" });
    expect(baseLayoutOf(answer(), local(4, hashOf("4")))).toEqual({ id: 4, hash: hashOf("4") });
    expect(baseLayoutOf(answer(), local(7))).toEqual({ id: 7, hash: hashOf("7") });
    expect(baseLayoutOf(withDraft(5, hashOf("5")), local(5))).toEqual({ id: 5, hash: hashOf("5") });
    expect(baseLayoutOf(answer(), local(3))).toEqual({ id: 3, hash: null });
    expect(baseLayoutOf(answer(), local(null))).toEqual({ id: 7, hash: hashOf("7") });
  });
});
