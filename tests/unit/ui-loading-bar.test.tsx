// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingBar } from "@/components/app-shell/loading-bar";
import { createLoadingProgress, progressAt } from "@/components/app-shell/loading-progress";
import { isPageNavigationClick } from "@/components/app-shell/navigation-click";
import type { LoadingBarState } from "@/stores/ui-store";
import { useUiStore } from "@/stores/ui-store";

const route = vi.hoisted(() => ({ pathname: "/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

beforeEach(() => {
  vi.useFakeTimers();
  route.pathname = "/";
  route.search = "";
  window.history.replaceState(null, "", "/");
  useUiStore.setState({ loadingBar: { visible: false, progress: 0 } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("createLoadingProgress", () => {
  const setup = () => {
    const states: LoadingBarState[] = [];
    const progress = createLoadingProgress((state) => states.push(state));
    const last = () => states.at(-1);
    return { progress, states, last };
  };

  it("shows nothing before 200 ms, then a growing bar", () => {
    const { progress, states, last } = setup();
    progress.start();
    vi.advanceTimersByTime(199);
    expect(states).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, progress: progressAt(0) });
    vi.advanceTimersByTime(2500);
    expect(last()!.visible).toBe(true);
    expect(last()!.progress).toBeGreaterThan(progressAt(0));
    expect(last()!.progress).toBeLessThan(1);
  });

  it("completes on finish and hides 500 ms later", () => {
    const { progress, last } = setup();
    progress.start();
    vi.advanceTimersByTime(1000);
    progress.finish();
    expect(last()).toEqual({ visible: true, progress: 1 });
    vi.advanceTimersByTime(499);
    expect(last()!.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, progress: 0 });
  });

  it("never appears when the navigation ends within 200 ms", () => {
    const { progress, states } = setup();
    progress.start();
    vi.advanceTimersByTime(150);
    progress.finish();
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(0);
  });

  it("runs for 5 s at most, then completes and hides on its own", () => {
    const { progress, last } = setup();
    progress.start();
    vi.advanceTimersByTime(200 + 4900);
    expect(last()!.progress).toBeLessThan(1);
    vi.advanceTimersByTime(100);
    expect(last()).toEqual({ visible: true, progress: 1 });
    vi.advanceTimersByTime(500);
    expect(last()!.visible).toBe(false);
  });
});

describe("isPageNavigationClick", () => {
  const clickOn = (href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) => {
    const anchor = document.createElement("a");
    anchor.href = href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    document.body.append(anchor);
    const event = new MouseEvent("click", { bubbles: true, button: 0, ...init });
    Object.defineProperty(event, "target", { value: anchor });
    const result = isPageNavigationClick(event, window.location);
    anchor.remove();
    return result;
  };

  it("accepts a plain click on an internal link to another page", () => {
    expect(clickOn("/nous-contacter")).toBe(true);
    expect(clickOn("/?page=2")).toBe(true);
  });

  it("ignores new tabs, modifier keys, downloads, other origins, hash-only and same-URL links", () => {
    expect(clickOn("/nous-contacter", {}, { target: "_blank" })).toBe(false);
    expect(clickOn("/nous-contacter", { ctrlKey: true })).toBe(false);
    expect(clickOn("/nous-contacter", { metaKey: true })).toBe(false);
    expect(clickOn("/nous-contacter", { button: 1 })).toBe(false);
    expect(clickOn("/brochure.pdf", {}, { download: "" })).toBe(false);
    expect(clickOn("https://example.org/ailleurs")).toBe(false);
    expect(clickOn("mailto:contact@example.org")).toBe(false);
    expect(clickOn("#contenu")).toBe(false);
    expect(clickOn("/")).toBe(false);
  });
});

describe("LoadingBar", () => {
  const bar = () => screen.getByTestId("loading-bar");

  function Page() {
    return (
      <>
        <LoadingBar />
        {/* next/link cancels the browser navigation the same way */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a raw link is what the document listener sees */}
        <a href="/prestations" onClick={(event) => event.preventDefault()}>
          Prestations
        </a>
        <a href="#contenu" onClick={(event) => event.preventDefault()}>
          Aller au contenu
        </a>
      </>
    );
  }

  it("starts 200 ms after an internal link click and hides 500 ms after the route changed", () => {
    const view = render(<Page />);
    expect(bar().getAttribute("role")).toBe("progressbar");
    expect(bar().getAttribute("aria-label")).toBe("Chargement de la page");
    expect(bar().getAttribute("aria-hidden")).toBe("true");
    fireEvent.click(screen.getByText("Prestations"));
    act(() => vi.advanceTimersByTime(199));
    expect(bar().getAttribute("aria-hidden")).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(bar().getAttribute("aria-hidden")).toBe("false");
    expect(screen.getByRole("progressbar", { name: "Chargement de la page" })).toBe(bar());
    expect(Number(bar().getAttribute("aria-valuenow"))).toBeGreaterThan(0);

    route.pathname = "/prestations";
    window.history.pushState(null, "", "/prestations");
    view.rerender(<Page />);
    expect(bar().getAttribute("aria-valuenow")).toBe("100");
    act(() => vi.advanceTimersByTime(499));
    expect(bar().getAttribute("aria-hidden")).toBe("false");
    act(() => vi.advanceTimersByTime(1));
    expect(bar().getAttribute("aria-hidden")).toBe("true");
  });

  it("does not start for a hash link", () => {
    render(<Page />);
    fireEvent.click(screen.getByText("Aller au contenu"));
    act(() => vi.advanceTimersByTime(1000));
    expect(bar().getAttribute("aria-hidden")).toBe("true");
  });

  it("starts on back/forward navigation to another URL", () => {
    render(<Page />);
    window.history.pushState(null, "", "/coach-de-vie");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
      vi.advanceTimersByTime(200);
    });
    expect(bar().getAttribute("aria-hidden")).toBe("false");
  });
});
