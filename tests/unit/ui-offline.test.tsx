// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OFFLINE_MESSAGE, ONLINE_MESSAGE, watchConnectionStatus } from "@/components/app-shell/connection-status";
import { Toasts } from "@/components/app-shell/toasts";
import { useUiStore } from "@/stores/ui-store";

let online = true;
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });

let stop: () => void = () => {};
beforeEach(() => {
  online = true;
  useUiStore.setState({ online: true });
});
afterEach(() => {
  stop();
  cleanup();
});

const goOffline = () => {
  online = false;
  act(() => {
    window.dispatchEvent(new Event("offline"));
  });
};
const goOnline = () => {
  online = true;
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
};

describe("connection status", () => {
  it("tracks navigator.onLine in the UI store and toasts when the connection drops and returns", async () => {
    render(<Toasts />);
    stop = watchConnectionStatus();
    expect(useUiStore.getState().online).toBe(true);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();

    goOffline();
    expect(useUiStore.getState().online).toBe(false);
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect(OFFLINE_MESSAGE).toBe("Vous êtes hors ligne : certaines fonctions ne sont pas disponibles.");

    goOnline();
    expect(useUiStore.getState().online).toBe(true);
    expect(await screen.findByText(ONLINE_MESSAGE)).toBeTruthy();
    expect(ONLINE_MESSAGE).toBe("Connexion rétablie.");
  });

  it("reports a page opened while offline", async () => {
    online = false;
    render(<Toasts />);
    stop = watchConnectionStatus();
    expect(useUiStore.getState().online).toBe(false);
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
  });

  it("stops listening after cleanup", () => {
    stop = watchConnectionStatus();
    stop();
    goOffline();
    expect(useUiStore.getState().online).toBe(true);
  });
});
