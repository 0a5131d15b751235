import { describe, expect, it } from "vitest";
import { confirmationDeadline, isConfirmedAddress, MIN_OFFER_MINUTES, OFFER_HOURS, offerDeadline, UNCONFIRMED_HOLD_MINUTES } from "@/lib/domain/booking-holds";
import {
  bookingButtonLabel,
  hasStarted,
  lineUpRegistrations,
  planOffers,
  planSignUp,
  registrationStatusLabel,
  seatsChoiceHint,
  seatsLeft,
  seatsLeftLabel,
  signUpButtonLabel,
  upcomingWorkshops,
  workshopStart,
} from "@/lib/domain/workshop-seats";
import { parseImageReference } from "@/lib/domain/image-reference";
import { matchSecretLink } from "@/lib/domain/secret-links";
import { workshopSignUpSchema, WORKSHOP_MESSAGES } from "@/lib/schemas/workshops";
import { workshopBookingConfigSchema } from "@/lib/schemas/component-config";

describe("workshop sign-ups as the admin reads them", () => {
  it("lines up the confirmed seats, the held ones, then the waiting list by arrival with positions, then the ended", () => {
    const rows = [
      { id: 7, status: "WAITING" as const },
      { id: 2, status: "CANCELLED" as const },
      { id: 5, status: "CONFIRMED" as const },
      { id: 8, status: "OFFERED" as const },
      { id: 4, status: "WAITING" as const },
      { id: 6, status: "PENDING" as const },
      { id: 1, status: "CONFIRMED" as const },
    ];
    expect(lineUpRegistrations(rows)).toEqual([
      { id: 1, status: "CONFIRMED", waitingPosition: null },
      { id: 5, status: "CONFIRMED", waitingPosition: null },
      { id: 6, status: "PENDING", waitingPosition: null },
      { id: 8, status: "OFFERED", waitingPosition: null },
      { id: 4, status: "WAITING", waitingPosition: 1 },
      { id: 7, status: "WAITING", waitingPosition: 2 },
      { id: 2, status: "CANCELLED", waitingPosition: null },
    ]);
    expect(rows[0]).toEqual({ id: 7, status: "WAITING" });
  });

  it("words each status once, with its deadline in Paris time, for the panel and the CSV", () => {
    const state = { waitingPosition: null, confirmBy: null, offerExpiresAt: null, cancelReason: null };
    // 13:35 UTC on 5 December = 14:35 in Paris.
    const at = "2026-12-05T13:35:00.000Z";
    expect(registrationStatusLabel({ ...state, status: "CONFIRMED" })).toBe("Place confirmée");
    expect(registrationStatusLabel({ ...state, status: "PENDING", confirmBy: at })).toBe("Places retenues, adresse e-mail à confirmer avant le 05/12/2026 à 14:35");
    expect(registrationStatusLabel({ ...state, status: "OFFERED", offerExpiresAt: at })).toBe("Place proposée jusqu'au 05/12/2026 à 14:35");
    expect(registrationStatusLabel({ ...state, status: "WAITING", waitingPosition: 2 })).toBe("Liste d'attente (position 2)");
    expect(registrationStatusLabel({ ...state, status: "WAITING", waitingPosition: 1, confirmBy: at })).toBe("Liste d'attente (position 1), adresse e-mail à confirmer avant le 05/12/2026 à 14:35");
    expect(registrationStatusLabel({ ...state, status: "WAITING" })).toBe("Liste d'attente");
    expect(registrationStatusLabel({ ...state, status: "CANCELLED" })).toBe("Inscription annulée");
    expect(registrationStatusLabel({ ...state, status: "CANCELLED", cancelReason: "UNCONFIRMED" })).toBe("Annulée : adresse e-mail non confirmée à temps");
    expect(registrationStatusLabel({ ...state, status: "CANCELLED", cancelReason: "OFFER_EXPIRED" })).toBe("Annulée : place proposée non acceptée à temps");
  });
});

describe("workshop seat rules", () => {
  it("seats left never go below zero", () => {
    expect(seatsLeft(10, 7)).toBe(3);
    expect(seatsLeft(5, 8)).toBe(0);
  });

  it("a group that fits gets its seats (held until its address is confirmed); a larger one waits, whole", () => {
    expect(planSignUp(10, 7, 3, true)).toBe("CONFIRMED");
    expect(planSignUp(10, 7, 3, false)).toBe("PENDING");
    expect(planSignUp(10, 7, 4, true)).toBe("WAITING");
    expect(planSignUp(10, 7, 4, false)).toBe("WAITING");
    expect(planSignUp(10, 10, 1, true)).toBe("WAITING");
  });

  it("the audit's case: 8 seats, 6 taken, a group of 3 waits, then 1 seat is confirmed (nobody is blocked)", () => {
    expect(planSignUp(8, 6, 3, true)).toBe("WAITING");
    expect(planSignUp(8, 6, 1, true)).toBe("CONFIRMED");
  });

  it("offers go down the line to each confirmed group that fits, passing over larger ones, while seats are free", () => {
    const line = [
      { id: 1, seats: 2, addressConfirmed: true },
      { id: 2, seats: 3, addressConfirmed: true },
      { id: 3, seats: 1, addressConfirmed: true },
    ];
    expect(planOffers(10, 8, line).map((e) => e.id)).toEqual([1]);
    expect(planOffers(10, 9, line).map((e) => e.id)).toEqual([3]);
    expect(planOffers(10, 5, line).map((e) => e.id)).toEqual([1, 2]);
    expect(planOffers(10, 4, line).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(planOffers(10, 10, line)).toEqual([]);
    expect(planOffers(10, 0, [])).toEqual([]);
  });

  it("an entry whose address is not confirmed is offered nothing", () => {
    const line = [
      { id: 1, seats: 1, addressConfirmed: false },
      { id: 2, seats: 1, addressConfirmed: true },
    ];
    expect(planOffers(10, 9, line).map((e) => e.id)).toEqual([2]);
  });

  it("words the seats left in French", () => {
    expect(seatsLeftLabel(3)).toBe("3 places restantes");
    expect(seatsLeftLabel(1)).toBe("1 place restante");
    expect(seatsLeftLabel(0)).toBe("Complet : inscription sur liste d'attente");
  });

  it("the form says when the seats chosen go to the waiting list", () => {
    const labels = { submitLabel: "Valider mon inscription", waitingListButtonLabel: "M'inscrire sur la liste d'attente" };
    expect(signUpButtonLabel(2, 2, labels)).toBe("Valider mon inscription");
    expect(signUpButtonLabel(2, 3, labels)).toBe("M'inscrire sur la liste d'attente");
    expect(signUpButtonLabel(0, 1, labels)).toBe("M'inscrire sur la liste d'attente");
    expect(seatsChoiceHint(2, 3)).toBe("Il reste 2 places : une demande de 3 places va sur la liste d'attente.");
    expect(seatsChoiceHint(1, 2)).toBe("Il reste 1 place : une demande de 2 places va sur la liste d'attente.");
    expect(seatsChoiceHint(2, 2)).toBeNull();
    expect(seatsChoiceHint(0, 2)).toBeNull();
  });
});

describe("booking holds", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

  it("an unconfirmed booking holds for a short, fixed time", () => {
    expect(UNCONFIRMED_HOLD_MINUTES).toBeGreaterThanOrEqual(30);
    expect(UNCONFIRMED_HOLD_MINUTES).toBeLessThanOrEqual(60);
    expect(confirmationDeadline(now).getTime() - now.getTime()).toBe(UNCONFIRMED_HOLD_MINUTES * 60_000);
  });

  it("an offer lasts OFFER_HOURS, half the time left when the start is nearer, at least MIN_OFFER_MINUTES, never past the start", () => {
    expect(offerDeadline(now, null)).toEqual(hours(OFFER_HOURS));
    expect(offerDeadline(now, hours(24 * 7))).toEqual(hours(OFFER_HOURS));
    expect(offerDeadline(now, hours(10))).toEqual(hours(5));
    expect(offerDeadline(now, hours(0.5))).toEqual(hours(MIN_OFFER_MINUTES / 60));
    expect(offerDeadline(now, hours(0.25))).toEqual(hours(0.25));
  });

  it("only the logged-in owner of the very address, verified, counts as confirmed at once", () => {
    expect(isConfirmedAddress({ email: "Camille@Exemple.fr", emailVerified: true }, "camille@exemple.fr")).toBe(true);
    expect(isConfirmedAddress({ email: "camille@exemple.fr", emailVerified: false }, "camille@exemple.fr")).toBe(false);
    expect(isConfirmedAddress({ email: "camille@exemple.fr", emailVerified: true }, "autre@exemple.fr")).toBe(false);
    expect(isConfirmedAddress(null, "camille@exemple.fr")).toBe(false);
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

describe("the e-mailed links of a sign-up hide their token", () => {
  it("/ateliers/annulation/<token>, /ateliers/confirmation/<token>, /ateliers/place-proposee/<token> are secret links", () => {
    expect(matchSecretLink("/ateliers/annulation/abcDEF_123-x")).toMatchObject({ token: "abcDEF_123-x", link: { cookie: "workshop_cancel_token" } });
    expect(matchSecretLink("/ateliers/confirmation/abcDEF_123-x")).toMatchObject({ token: "abcDEF_123-x", link: { page: "/ateliers/confirmation", cookie: "workshop_confirm_token" } });
    expect(matchSecretLink("/ateliers/place-proposee/abcDEF_123-x")).toMatchObject({ token: "abcDEF_123-x", link: { page: "/ateliers/place-proposee", cookie: "workshop_offer_token" } });
    expect(matchSecretLink("/ateliers/apprivoiser-son-stress/12")).toBeNull();
  });
});
