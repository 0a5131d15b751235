import { describe, expect, it } from "vitest";
import {
  bookingButtonLabel,
  hasStarted,
  lineUpRegistrations,
  planPromotions,
  planSignUp,
  registrationStatusLabel,
  seatsLeft,
  seatsLeftLabel,
  upcomingWorkshops,
  workshopStart,
} from "@/lib/domain/workshop-seats";
import { parseImageReference } from "@/lib/domain/image-reference";
import { matchSecretLink } from "@/lib/domain/secret-links";
import { workshopSignUpSchema, WORKSHOP_MESSAGES } from "@/lib/schemas/workshops";
import { workshopBookingConfigSchema } from "@/lib/schemas/component-config";

describe("workshop sign-ups as the admin reads them", () => {
  it("lines up the confirmed seats, then the waiting list by arrival with positions, then the cancelled", () => {
    const rows = [
      { id: 7, status: "WAITING" as const },
      { id: 2, status: "CANCELLED" as const },
      { id: 5, status: "CONFIRMED" as const },
      { id: 4, status: "WAITING" as const },
      { id: 1, status: "CONFIRMED" as const },
    ];
    expect(lineUpRegistrations(rows)).toEqual([
      { id: 1, status: "CONFIRMED", waitingPosition: null },
      { id: 5, status: "CONFIRMED", waitingPosition: null },
      { id: 4, status: "WAITING", waitingPosition: 1 },
      { id: 7, status: "WAITING", waitingPosition: 2 },
      { id: 2, status: "CANCELLED", waitingPosition: null },
    ]);
    expect(rows[0]).toEqual({ id: 7, status: "WAITING" });
  });

  it("words each status once, for the panel and the CSV", () => {
    expect(registrationStatusLabel("CONFIRMED", null)).toBe("Place confirmée");
    expect(registrationStatusLabel("WAITING", 2)).toBe("Liste d'attente (position 2)");
    expect(registrationStatusLabel("WAITING", null)).toBe("Liste d'attente");
    expect(registrationStatusLabel("CANCELLED", null)).toBe("Inscription annulée");
  });
});

describe("workshop seat rules", () => {
  it("seats left never go below zero", () => {
    expect(seatsLeft(10, 7)).toBe(3);
    expect(seatsLeft(5, 8)).toBe(0);
  });

  it("a group gets its seats only whole and only when nobody waits", () => {
    expect(planSignUp(10, 7, 3, 0)).toBe("CONFIRMED");
    expect(planSignUp(10, 7, 4, 0)).toBe("WAITING");
    expect(planSignUp(10, 10, 1, 0)).toBe("WAITING");
    expect(planSignUp(10, 5, 1, 1)).toBe("WAITING");
  });

  it("promotions follow the line and stop at the first group that does not fit", () => {
    const line = [
      { id: 1, seats: 2 },
      { id: 2, seats: 3 },
      { id: 3, seats: 1 },
    ];
    expect(planPromotions(10, 8, line).map((e) => e.id)).toEqual([1]);
    expect(planPromotions(10, 5, line).map((e) => e.id)).toEqual([1, 2]);
    expect(planPromotions(10, 4, line).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(planPromotions(10, 9, line)).toEqual([]);
    expect(planPromotions(10, 0, [])).toEqual([]);
  });

  it("words the seats left in French", () => {
    expect(seatsLeftLabel(3)).toBe("3 places restantes");
    expect(seatsLeftLabel(1)).toBe("1 place restante");
    expect(seatsLeftLabel(0)).toBe("Complet : inscription sur liste d'attente");
  });
});

describe("upcoming workshops and the booking words", () => {
  const now = new Date("2026-11-25T12:00:00Z");

  it("reads the start from data.startsAt; a missing or unreadable date is no date", () => {
    expect(workshopStart({ startsAt: "2026-12-05T08:30:00Z" })?.toISOString()).toBe("2026-12-05T08:30:00.000Z");
    expect(workshopStart({})).toBeNull();
    expect(workshopStart({ startsAt: "demain" })).toBeNull();
    expect(workshopStart({ startsAt: 1_764_000_000 })).toBeNull();
  });

  it("a workshop has started from its start on; one without a date never has", () => {
    expect(hasStarted(new Date("2026-11-25T12:00:00Z"), now)).toBe(true);
    expect(hasStarted(new Date("2026-11-25T11:59:59Z"), now)).toBe(true);
    expect(hasStarted(new Date("2026-11-25T12:00:01Z"), now)).toBe(false);
    expect(hasStarted(null, now)).toBe(false);
  });

  it("keeps the workshops not started, in their order", () => {
    const list = [
      { id: 1, data: { startsAt: "2026-12-11T17:30:00Z" } },
      { id: 2, data: { startsAt: "2026-11-20T08:00:00Z" } },
      { id: 3, data: {} },
      { id: 4, data: { startsAt: "2026-12-05T08:30:00Z" } },
    ];
    expect(upcomingWorkshops(list, now).map((w) => w.id)).toEqual([1, 3, 4]);
  });

  it("the button leads to the waiting list only once a workshop still open is full", () => {
    const labels = { buttonLabel: "Réserver ma place", waitingListButtonLabel: "M'inscrire sur la liste d'attente" };
    expect(bookingButtonLabel({ left: 3, isOpen: true }, labels)).toBe("Réserver ma place");
    expect(bookingButtonLabel({ left: 0, isOpen: true }, labels)).toBe("M'inscrire sur la liste d'attente");
    expect(bookingButtonLabel({ left: 0, isOpen: false }, labels)).toBe("Réserver ma place");
    expect(bookingButtonLabel(null, labels)).toBe("Réserver ma place");
  });
});

describe("sign-up form schema (shared by the form and the API)", () => {
  const valid = { name: " Camille Durand ", email: "Camille@Exemple.FR", phone: "06 12 34 56 78", seats: 2 };
  it("normalises a valid sign-up", () => {
    expect(workshopSignUpSchema(4).parse(valid)).toEqual({ name: "Camille Durand", email: "camille@exemple.fr", phone: "06 12 34 56 78", seats: 2 });
  });
  it("bounds the seats by the configured maximum", () => {
    const result = workshopSignUpSchema(2).safeParse({ ...valid, seats: 3 });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([WORKSHOP_MESSAGES.seatsMax(2)]);
  });
  it("requires a phone", () => {
    const result = workshopSignUpSchema().safeParse({ ...valid, phone: " " });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([WORKSHOP_MESSAGES.phoneRequired]);
  });
  it("the booking config has defaults for every key and bounds the seats", () => {
    expect(workshopBookingConfigSchema.parse({}).maxSeatsPerSignUp).toBe(5);
    expect(workshopBookingConfigSchema.safeParse({ maxSeatsPerSignUp: 21 }).success).toBe(false);
  });
});

describe("image references (POST /image/load-svg)", () => {
  it.each([
    ["/images/12/logo.svg", { id: 12, host: null }],
    ["/api/image/12", { id: 12, host: null }],
    ["/images/12/logo.svg?v=1#x", { id: 12, host: null }],
    ["https://WWW.Elan-Coaching.fr/images/7/a-b.svg", { id: 7, host: "www.elan-coaching.fr" }],
    ["http://localhost:3000/api/image/3", { id: 3, host: "localhost" }],
  ])("%s names an image", (url, expected) => expect(parseImageReference(url)).toEqual(expected));

  it.each(["", "logo.svg", "//evil.example/images/1/a.svg", "javascript:alert(1)", "ftp://x/images/1/a.svg", "https://u:p@site.fr/images/1/a.svg", "/images/0/a.svg", "/images/1/a/b.svg", "/images/99999999999/a.svg", "/api/image/1/extra"])(
    "%s is refused",
    (url) => expect(parseImageReference(url)).toBeNull(),
  );
});

describe("the cancel link hides its token", () => {
  it("/ateliers/annulation/<token> is a secret link", () => {
    expect(matchSecretLink("/ateliers/annulation/abcDEF_123-x")).toMatchObject({ token: "abcDEF_123-x", link: { cookie: "workshop_cancel_token" } });
    expect(matchSecretLink("/ateliers/apprivoiser-son-stress/12")).toBeNull();
  });
});
