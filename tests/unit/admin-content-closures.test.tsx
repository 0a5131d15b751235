// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import { parisDay } from "@/lib/domain/paris-time";
import type { CalendarClosure, CalendarInfo } from "@/lib/schemas/appointments";
import { envelope, expectNoAxeViolation, failure, fieldError } from "./account-helpers";

// jsdom + axe take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const { default: ContentPanel } = await import("@/components/admin/content/content-panel");

/** A Paris day `offset` days from today (the tab splits upcoming and past days on the real clock). */
const dayFromToday = (offset: number) => parisDay(new Date(Date.now() + offset * 86_400_000));
const longDay = (day: string) =>
  new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${day}T12:00:00Z`));

const calendar = (id: number, name: string): CalendarInfo => ({ id, name, minNoticeHours: 24, horizonDays: 60, services: [] });
let calendars: CalendarInfo[] = [];
let closures: Record<number, CalendarClosure[]> = {};
const calls: { method: string; path: string; body: unknown }[] = [];
const server = setupServer(
  http.get("*/api/calendar", () => HttpResponse.json(envelope(calendars))),
  // In date order, as the platform answers.
  http.get("*/api/admin/calendar/:id/closures", ({ params }) => HttpResponse.json(envelope([...(closures[Number(params.id)] ?? [])].sort((a, b) => a.day.localeCompare(b.day))))),
  // « Avis », the panel's first tab, reads its list when the panel opens.
  http.get("*/api/admin/reviews", () => HttpResponse.json(envelope([]))),
);
server.events.on("request:start", async ({ request }) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json().catch(() => null) });
});
const writes = () => calls.filter((call) => call.method !== "GET");

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
});
beforeEach(() => {
  calendars = [calendar(4, "Séances individuelles")];
  closures = {
    4: [
      { id: 1, day: dayFromToday(-20), label: "Pont de l'Ascension" },
      { id: 2, day: dayFromToday(10), label: "Formation" },
      { id: 3, day: dayFromToday(40), label: "Noël" },
    ],
  };
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  calls.length = 0;
});
afterAll(() => server.close());

async function openClosures() {
  render(<ContentPanel onClose={() => undefined} />);
  const tab = screen.getByRole("tab", { name: "Jours de fermeture" });
  // Keyboard: the arrows move between the panel's tabs (WAI-ARIA tabs).
  screen.getByRole("tab", { name: "Avis" }).focus();
  fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
  expect(document.activeElement).toBe(tab);
  expect(tab.getAttribute("aria-selected")).toBe("true");
  return screen.findByRole("list", { name: "Jours fermés à venir" });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("Contenus → Jours de fermeture", () => {
  it("loads, then lists the upcoming closed days in date order; past ones are folded away", async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("*/api/admin/calendar/:id/closures", async () => {
        await answered; // held until the loading state was seen
        return HttpResponse.json(envelope(closures[4]));
      }),
    );
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Jours de fermeture" }));
    expect((await screen.findByText("Chargement des jours de fermeture…")).getAttribute("role")).toBe("status");
    release();
    const upcoming = await screen.findByRole("list", { name: "Jours fermés à venir" });
    const items = within(upcoming).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("time")!.getAttribute("datetime"))).toEqual([dayFromToday(10), dayFromToday(40)]);
    expect(items[0]!.textContent).toContain("Formation");
    expect(screen.getByText("Jours fermés passés (1)").tagName).toBe("SUMMARY");
    expect(calls.map((c) => c.path).filter((p) => p !== "/api/admin/reviews")).toEqual(["/api/calendar", "/api/admin/calendar/4/closures"]);
  });

  it("closes a day: errors on their fields, the server's « already closed » on the date, then the day in the list", async () => {
    const day = dayFromToday(25);
    server.use(
      http.post("*/api/admin/calendar/4/closure", async ({ request }) => {
        const body = (await request.json()) as { day: string; label: string };
        if (body.day === dayFromToday(10)) return HttpResponse.json(failure("Certaines données sont invalides.", { day: ["Ce jour est déjà fermé."] }), { status: 422 });
        const created = { id: 9, ...body };
        closures[4] = [...closures[4]!, created];
        return HttpResponse.json(envelope(created, "Jour de fermeture enregistré."), { status: 201 });
      }),
    );
    await openClosures();
    const form = screen.getByRole("form", { name: "Fermer un jour" });
    fireEvent.click(within(form).getByRole("button", { name: "Fermer ce jour" }));
    await waitFor(() => expect(fieldError("Date")).toBe("La date doit être au format AAAA-MM-JJ."));
    expect(fieldError("Motif")).toBe("Indiquez un libellé (ex. « Congés d'été »).");
    expect(writes()).toEqual([]);

    type("Date", dayFromToday(10));
    type("Motif", "Séminaire");
    fireEvent.click(within(form).getByRole("button", { name: "Fermer ce jour" }));
    await waitFor(() => expect(fieldError("Date")).toBe("Ce jour est déjà fermé."));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Date")));

    type("Date", day);
    fireEvent.click(within(form).getByRole("button", { name: "Fermer ce jour" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Jour de fermeture enregistré."));
    expect(writes().at(-1)).toEqual({ method: "POST", path: "/api/admin/calendar/4/closure", body: { day, label: "Séminaire" } });
    const upcoming = screen.getByRole("list", { name: "Jours fermés à venir" });
    expect(within(upcoming).getAllByRole("listitem").map((item) => item.querySelector("time")!.getAttribute("datetime"))).toEqual([
      dayFromToday(10),
      day,
      dayFromToday(40),
    ]);
    expect(screen.getByLabelText<HTMLInputElement>("Motif").value).toBe("");
  });

  it("opens a day again: DELETE, the row goes, focus returns to the list's title", async () => {
    server.use(
      http.delete("*/api/admin/calendar/4/closure/3", () => {
        closures[4] = closures[4]!.filter((c) => c.id !== 3);
        return HttpResponse.json(envelope(null, "Jour de fermeture supprimé."));
      }),
    );
    const upcoming = await openClosures();
    fireEvent.click(within(upcoming).getByRole("button", { name: `Supprimer la fermeture du ${longDay(dayFromToday(40))} (Noël)` }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Jour de fermeture supprimé."));
    expect(writes()).toEqual([{ method: "DELETE", path: "/api/admin/calendar/4/closure/3", body: null }]);
    expect(screen.queryByText(/Noël/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Jours fermés à venir (1)" })));
  });

  it("shows a failed deletion and keeps the day", async () => {
    server.use(http.delete("*/api/admin/calendar/4/closure/2", () => HttpResponse.json(failure("Jour de fermeture introuvable."), { status: 404 })));
    const upcoming = await openClosures();
    fireEvent.click(within(upcoming).getByRole("button", { name: /^Supprimer la fermeture du .* \(Formation\)$/ }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Jour de fermeture introuvable.")).toBe(true));
    expect(within(screen.getByRole("list", { name: "Jours fermés à venir" })).getByRole("button", { name: /\(Formation\)$/ })).toBeTruthy();
  });

  it("lets the admin choose the calendar when the site has several", async () => {
    calendars = [calendar(4, "Séances individuelles"), calendar(5, "Ateliers")];
    closures[5] = [{ id: 7, day: dayFromToday(5), label: "Salle indisponible" }];
    await openClosures();
    fireEvent.change(screen.getByLabelText("Agenda"), { target: { value: "5" } });
    const upcoming = await screen.findByRole("list", { name: "Jours fermés à venir" });
    await waitFor(() => expect(upcoming.textContent).toContain("Salle indisponible"));
    expect(calls.some((c) => c.path === "/api/admin/calendar/5/closures")).toBe(true);
  });

  it("says so when the site has no calendar", async () => {
    calendars = [];
    render(<ContentPanel onClose={() => undefined} />);
    fireEvent.click(screen.getByRole("tab", { name: "Jours de fermeture" }));
    expect(await screen.findByText(/Ce site n'a pas d'agenda de rendez-vous/)).toBeTruthy();
  });

  it("has no axe violation, errors shown", async () => {
    await openClosures();
    fireEvent.click(screen.getByRole("button", { name: "Fermer ce jour" }));
    await waitFor(() => expect(fieldError("Date")).not.toBeNull());
    await expectNoAxeViolation(document.body);
  });
});
