// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { useEffect, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_PAYMENT_MESSAGES } from "@/lib/schemas/shop/card-payment";
import { expectNoAxeViolation } from "./account-helpers";

/**
 * The card payment component (components/shop/checkout/card-payment.tsx): the API through msw
 * (POST /api/order/{id}/payment), Stripe's packages mocked (Stripe.js cannot load here; the
 * browser suite runs it against the local Stripe-compatible server).
 */

const stripeMocks = vi.hoisted(() => {
  const confirmPayment = vi.fn();
  const submit = vi.fn(async () => ({}));
  const stripe = { confirmPayment };
  const elements = { submit };
  return { confirmPayment, submit, stripe, elements, loadStripe: vi.fn(async (_key: string) => stripe as unknown), push: vi.fn() };
});

vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripeMocks.loadStripe }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string; locale: string } }) => (
    <div data-testid="stripe-elements" data-client-secret={options.clientSecret} data-locale={options.locale}>
      {children}
    </div>
  ),
  PaymentElement: function PaymentElement({ onReady }: { onReady?: () => void }) {
    useEffect(() => onReady?.(), [onReady]);
    return (
      <label>
        Numéro de carte <input name="number" />
      </label>
    );
  },
  useStripe: () => stripeMocks.stripe,
  useElements: () => stripeMocks.elements,
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: stripeMocks.push, prefetch: vi.fn() }), usePathname: () => "/commande" }));

const { default: CardPayment } = await import("@/components/shop/checkout/card-payment");

const PAYMENT = { clientSecret: "pi_123_secret_abc", publicKey: "pk_test_123", amount: 5240, currency: "eur" };
const requests: { path: string; body: unknown }[] = [];
const server = setupServer();
server.events.on("request:start", async ({ request }) => {
  requests.push({ path: new URL(request.url).pathname, body: await request.clone().json().catch(() => null) });
});

function answerPayment(answer: () => Response) {
  server.use(http.post("/api/order/12/payment", answer));
}

/** The element's text holds `text` (no jest-dom here). */
function expectText(element: Element, text: string) {
  expect(element.textContent).toContain(text);
}

/** « Payer 52,40 € », once the Payment Element said it is ready. */
async function readyPayButton(): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole("button", { name: /^Payer 52,40\s€$/ })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function show(total = 5240) {
  return render(<CardPayment orderId={12} reference="F000012" total={total} confirmationPath="/commande/confirmation/12" />);
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "70";
});
beforeEach(() => {
  stripeMocks.submit.mockResolvedValue({});
  answerPayment(() => HttpResponse.json({ success: true, data: PAYMENT, message: CARD_PAYMENT_MESSAGES.ready }));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe("CardPayment", () => {
  it("asks the server for the order's payment (no amount sent), loads Stripe.js with its key, shows « Payer 52,40 € » from the server's amount", async () => {
    show(1);
    expectText(screen.getByRole("status"), CARD_PAYMENT_MESSAGES.preparing);
    const button = await readyPayButton();
    expect(button.disabled).toBe(false);
    expect(requests).toEqual([{ path: "/api/order/12/payment", body: {} }]);
    expect(stripeMocks.loadStripe).toHaveBeenCalledWith("pk_test_123");
    const elements = screen.getByTestId("stripe-elements");
    expect(elements.getAttribute("data-client-secret")).toBe("pi_123_secret_abc");
    expect(elements.getAttribute("data-locale")).toBe("fr");
    expect(screen.getByRole("heading", { name: "Paiement par carte bancaire" })).toBeTruthy();
    await expectNoAxeViolation(document.body);
  });

  it("pays with redirect only if required and an absolute return URL, then goes to the confirmation", async () => {
    stripeMocks.confirmPayment.mockResolvedValue({ paymentIntent: { id: "pi_123", status: "succeeded" } });
    show();
    fireEvent.click(await readyPayButton());
    await waitFor(() => expect(stripeMocks.push).toHaveBeenCalledWith("/commande/confirmation/12"));
    expect(stripeMocks.submit).toHaveBeenCalledTimes(1);
    expect(stripeMocks.confirmPayment).toHaveBeenCalledWith({
      elements: stripeMocks.elements,
      confirmParams: { return_url: `${window.location.origin}/commande/confirmation/12` },
      redirect: "if_required",
    });
    expect(screen.getByText(CARD_PAYMENT_MESSAGES.paid)).toBeTruthy();
    expect((screen.getByRole("button", { name: /^Payer/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a declined card: French alert, focused, no navigation, the customer can try again", async () => {
    stripeMocks.confirmPayment.mockResolvedValueOnce({ error: { type: "card_error", code: "card_declined", message: "Your card was declined." } });
    show();
    fireEvent.click(await readyPayButton());
    const alert = await screen.findByRole("alert");
    expectText(alert, CARD_PAYMENT_MESSAGES.declined);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(stripeMocks.push).not.toHaveBeenCalled();
    const button = screen.getByRole("button", { name: /^Payer 52,40\s€$/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(document.getElementById(button.getAttribute("aria-describedby")!)).toBe(alert);
    stripeMocks.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: "pi_123", status: "succeeded" } });
    fireEvent.click(button);
    await waitFor(() => expect(stripeMocks.push).toHaveBeenCalledWith("/commande/confirmation/12"));
  });

  it("incomplete card details stop before confirming, with Stripe's French message; a lost connection says so", async () => {
    stripeMocks.submit.mockResolvedValueOnce({ error: { type: "validation_error", code: "incomplete_number", message: "Le numéro de votre carte est incomplet." } });
    show();
    fireEvent.click(await readyPayButton());
    expectText(await screen.findByRole("alert"), "Le numéro de votre carte est incomplet.");
    expect(stripeMocks.confirmPayment).not.toHaveBeenCalled();
    stripeMocks.confirmPayment.mockResolvedValueOnce({ error: { type: "api_connection_error", message: "Network" } });
    fireEvent.click(screen.getByRole("button", { name: /^Payer/ }));
    await waitFor(() => expectText(screen.getByRole("alert"), CARD_PAYMENT_MESSAGES.network));
  });

  it("an order already paid or cancelled (409): the server's message and a link to the order, Stripe.js never loaded", async () => {
    answerPayment(() => HttpResponse.json({ success: false, data: null, message: CARD_PAYMENT_MESSAGES.cancelled }, { status: 409 }));
    show();
    expectText(await screen.findByRole("alert"), CARD_PAYMENT_MESSAGES.cancelled);
    expect(screen.getByRole("link", { name: CARD_PAYMENT_MESSAGES.seeOrder }).getAttribute("href")).toBe("/commande/confirmation/12");
    expect(screen.queryByRole("button", { name: CARD_PAYMENT_MESSAGES.retry })).toBeNull();
    expect(stripeMocks.loadStripe).not.toHaveBeenCalled();
  });

  it("no answer (network) or Stripe down (503): French message and « Réessayer », which asks again", async () => {
    answerPayment(() => HttpResponse.error());
    show();
    expectText(await screen.findByRole("alert"), CARD_PAYMENT_MESSAGES.network);
    answerPayment(() => HttpResponse.json({ success: false, data: null, message: CARD_PAYMENT_MESSAGES.providerUnreachable }, { status: 503 }));
    fireEvent.click(screen.getByRole("button", { name: CARD_PAYMENT_MESSAGES.retry }));
    expectText(await screen.findByRole("alert"), CARD_PAYMENT_MESSAGES.providerUnreachable);
    answerPayment(() => HttpResponse.json({ success: true, data: PAYMENT, message: null }));
    fireEvent.click(screen.getByRole("button", { name: CARD_PAYMENT_MESSAGES.retry }));
    expect((await readyPayButton()).disabled).toBe(false);
  });

  it("Stripe.js failing to load: French message and « Réessayer »", async () => {
    stripeMocks.loadStripe.mockRejectedValueOnce(new Error("Failed to load Stripe.js"));
    show();
    expectText(await screen.findByRole("alert"), CARD_PAYMENT_MESSAGES.loadFailed);
    fireEvent.click(screen.getByRole("button", { name: CARD_PAYMENT_MESSAGES.retry }));
    expect((await readyPayButton()).disabled).toBe(false);
  });
});
