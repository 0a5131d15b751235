// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { packPopups, unpackPopups } from "@/components/popups/packed-popups";
import { popupPageUrl, popupShowsOn } from "@/lib/domain/popup-pages";
import type { Popup } from "@/lib/schemas/popup";

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));
const hostLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/components/popups/popup-host", () => {
  hostLoads.count += 1;
  return { PopupHost: ({ popups }: { popups: Popup[] }) => <p>fenêtres : {popups.map((p) => p.title).join(", ")}</p> };
});

const { PopupLauncher, POPUP_DELAY_MS } = await import("@/components/popups/popup-launcher");

const popup = (id: number, pages: string[]): Popup => ({
  id,
  title: `Fenêtre ${id} & co`,
  content: "<p>Un <strong>atelier</strong> &amp; un café</p>",
  image: null,
  button: { label: "Voir", url: "/ateliers?x=1&y=2" },
  pages,
  showOnEveryLoad: false,
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("popup pages (one rule for the platform and the launcher)", () => {
  it("matches a path, its slashes trimmed, against page urls (\"\" home, \"*\" every page)", () => {
    expect([popupPageUrl("/"), popupPageUrl("/nous-contacter/"), popupPageUrl("//a/b")]).toEqual(["", "nous-contacter", "a/b"]);
    expect(popupShowsOn([""], "")).toBe(true);
    expect(popupShowsOn([""], "nous-contacter")).toBe(false);
    expect(popupShowsOn(["*"], "nous-contacter")).toBe(true);
  });

  it("cross the payload packed: no <, > or & in the string, the same popups out", () => {
    const popups = [popup(1, [""]), popup(2, ["*"])];
    const packed = packPopups(popups);
    expect(packed).not.toMatch(/[<>&]/);
    expect(unpackPopups(packed)).toEqual(popups);
    expect(packPopups([])).toBe("");
    expect(unpackPopups("")).toEqual([]);
  });
});

describe("PopupLauncher", () => {
  it("on a page no popup targets, loads nothing (no host module, no request)", async () => {
    vi.useFakeTimers();
    route.pathname = "/prestations";
    const before = hostLoads.count;
    render(<PopupLauncher popups={packPopups([popup(1, [""])])} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS + 100);
    });
    expect(hostLoads.count).toBe(before);
    expect(screen.queryByText(/fenêtres/)).toBeNull();
  });

  it("on a targeted page, loads the host after the load, an idle moment and the delay, with that page's popups", async () => {
    route.pathname = "/";
    render(<PopupLauncher popups={packPopups([popup(1, [""]), popup(2, ["nous-contacter"]), popup(3, ["*"])])} />);
    expect(screen.queryByText(/fenêtres/)).toBeNull();
    expect(await screen.findByText("fenêtres : Fenêtre 1 & co, Fenêtre 3 & co", {}, { timeout: POPUP_DELAY_MS + 3000 })).toBeTruthy();
    expect(hostLoads.count).toBe(1);
  });
});
