// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ClientShell } from "@/components/app-shell/client-shell";
import { rememberLocale } from "@/components/app-shell/remember-locale";
import { LOCALE_COOKIE_MAX_AGE_SECONDS, localeCookieAssignment, readLocale } from "@/lib/domain/locale-cookie";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: () => undefined, prefetch: () => undefined }),
}));

const clearCookies = () => {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};
afterEach(() => {
  cleanup();
  clearCookies();
});

/** A document whose cookie writes are recorded (jsdom's document.cookie does not read back attributes). */
function recordingDocument(initial: string, protocol: "http:" | "https:") {
  const writes: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { doc: doc as unknown as Document, writes };
}

describe("the locale cookie (SPEC §9: 365 days)", () => {
  it("is written for 365 days, site-wide, SameSite=Lax, Secure on https", () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(localeCookieAssignment(false)).toBe("locale=fr; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(localeCookieAssignment(true)).toBe("locale=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("is read when it holds a language tag, ignored otherwise", () => {
    expect(readLocale("idSite=69; locale=fr")).toBe("fr");
    expect(readLocale("locale=fr-FR")).toBe("fr-FR");
    expect(readLocale("")).toBeNull();
    expect(readLocale("mylocale=fr")).toBeNull();
    expect(readLocale("locale=<script>")).toBeNull();
    expect(readLocale("locale=")).toBeNull();
  });

  it("is written for a visitor who has none or another one, and not again once there", () => {
    const first = recordingDocument("tarteaucitron=!gtag=false", "https:");
    rememberLocale(first.doc);
    expect(first.writes).toEqual([localeCookieAssignment(true)]);
    const other = recordingDocument("locale=de", "http:");
    rememberLocale(other.doc);
    expect(other.writes).toEqual([localeCookieAssignment(false)]);
    const returning = recordingDocument("idSite=69; locale=fr", "https:");
    rememberLocale(returning.doc);
    expect(returning.writes).toEqual([]);
  });

  it("is set by the client shell of every page", () => {
    expect(readLocale(document.cookie)).toBeNull();
    render(
      <ClientShell lockTextSelection={false} lockRightClick={false}>
        <p>Page</p>
      </ClientShell>,
    );
    expect(readLocale(document.cookie)).toBe("fr");
  });
});

describe("the browser's platform calls", () => {
  const languages: (string | null)[] = [];
  const server = setupServer(
    http.get("*/api/parameter", ({ request }) => {
      languages.push(request.headers.get("accept-language"));
      return HttpResponse.json({ success: true, data: [], message: null });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());

  it("send the locale cookie's language as the user language header (SPEC §7)", async () => {
    document.cookie = "locale=fr-FR; Path=/";
    vi.resetModules();
    const { getBrowserApi } = await import("@/lib/api-client/browser");
    await getBrowserApi().get("/parameter");
    expect(languages).toEqual(["fr-FR"]);
  });
});
