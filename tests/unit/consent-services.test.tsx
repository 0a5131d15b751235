// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConsentSettingsButton } from "@/components/consent/consent-settings-button";
import type { Tarteaucitron } from "@/components/consent/tarteaucitron-types";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useSearchParams: () => new URLSearchParams() }));

const { ConsentManager } = await import("@/components/consent/consent-manager");

/** The banner lists the trackers the server says the site uses, and nothing loads when there is none. */

configure({ asyncUtilTimeout: 10_000 });

const tarteaucitron: Tarteaucitron = { version: "test", services: {}, init: vi.fn(), userInterface: { openPanel: vi.fn() } };
const addedUrls: string[] = [];
const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (!(node instanceof HTMLScriptElement || node instanceof HTMLLinkElement)) continue;
      const url = node.getAttribute("src") ?? node.getAttribute("href") ?? "";
      addedUrls.push(url);
      // jsdom loads no script or stylesheet: play the browser for tarteaucitron's own files.
      if (url.includes("/tarteaucitron.min.js")) window.tarteaucitron = tarteaucitron;
      queueMicrotask(() => node.dispatchEvent(new Event("load")));
    }
  }
});

beforeAll(() => observer.observe(document, { childList: true, subtree: true }));
afterAll(() => {
  observer.disconnect();
  cleanup();
});

describe("consent banner entries", () => {
  it("a site without tracker schedules nothing and loads no banner", async () => {
    vi.useFakeTimers();
    try {
      render(<ConsentManager services={[]} />);
      expect(vi.getTimerCount()).toBe(0);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(addedUrls).toEqual([]);
      expect(window.tarteaucitron).toBeUndefined();
      cleanup();
      // The same check sees the start being scheduled when there is a tracker.
      render(<ConsentManager services={["gtag"]} />);
      expect(vi.getTimerCount()).toBe(1);
      cleanup();
    } finally {
      vi.useRealTimers();
    }
  });

  it("lists only the services the site uses, in the catalogue's order", async () => {
    render(<ConsentManager services={["sitehtml", "gtag"]} />);
    // The banner starts at the visitor's first interaction (or a few seconds after load).
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await waitFor(() => expect(tarteaucitron.init).toHaveBeenCalledTimes(1));
    expect(tarteaucitron.job).toEqual(["gtag", "sitehtml"]);
    expect(Object.keys(tarteaucitron.services)).toEqual(["gtag", "sitehtml"]);
    expect(tarteaucitron.services.gtag!.name).toBe("Google Analytics (GA4)");
    // No floating icon: « Gestion des cookies » is in the footer.
    expect(vi.mocked(tarteaucitron.init).mock.calls[0]![0].showIcon).toBe(false);
  });

  it("« Gestion des cookies » opens the preferences panel", async () => {
    render(<ConsentSettingsButton services={["gtag", "sitehtml"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Gestion des cookies" }));
    await waitFor(() => expect(tarteaucitron.userInterface.openPanel).toHaveBeenCalledTimes(1));
    // Still one banner.
    expect(tarteaucitron.init).toHaveBeenCalledTimes(1);
  });
});
