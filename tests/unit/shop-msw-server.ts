import { cleanup } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import { resetCartStore } from "@/stores/shop/cart-store";

/**
 * The msw server of the shop's component tests (site 70), with the hooks they all need: listen
 * (unhandled requests are errors), a fresh local storage, cart store and query client per test,
 * the DOM and handlers reset after it. `handlers` stay across tests (resetHandlers keeps them).
 */
export function setUpShopServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    document.documentElement.dataset.siteId = "70";
  });
  beforeEach(() => {
    window.localStorage.clear();
    resetCartStore();
    resetQueryClient();
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    vi.clearAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
