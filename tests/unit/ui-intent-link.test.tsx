// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IntentLink } from "@/components/ui/intent-link";

// Link's own prefetching needs the app router; what matters here is the prefetch it is given.
vi.mock("next/link", () => ({
  default: ({ prefetch, children, ...props }: { prefetch?: boolean | null; href: string; children: ReactNode }) => (
    <a {...props} data-prefetch={String(prefetch)}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

describe("IntentLink", () => {
  it("does not prefetch while the page loads", () => {
    render(<IntentLink href="/nous-contacter">Contact</IntentLink>);
    expect(screen.getByRole("link", { name: "Contact" }).dataset.prefetch).toBe("false");
  });

  it.each([
    ["pointer over it", (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ["finger on it", (link: HTMLElement) => fireEvent.touchStart(link)],
    ["keyboard focus", (link: HTMLElement) => fireEvent.focus(link)],
  ])("turns Link's default prefetch on with the visitor's intent (%s), keeping the caller's handlers", (_intent, act) => {
    const onFocus = vi.fn();
    const onMouseEnter = vi.fn();
    const onTouchStart = vi.fn();
    render(
      <IntentLink href="/nous-contacter" onFocus={onFocus} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart}>
        Contact
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    act(link);
    expect(link.dataset.prefetch).toBe("null");
    expect(onFocus.mock.calls.length + onMouseEnter.mock.calls.length + onTouchStart.mock.calls.length).toBe(1);
  });
});
