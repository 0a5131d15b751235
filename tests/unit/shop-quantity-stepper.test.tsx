// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { QuantityStepper } from "@/components/shop/cart/quantity-stepper";
import type { QuantityRule } from "@/lib/domain/shop/cart-quantity";
import { expectNoAxeViolation } from "./account-helpers";

afterEach(cleanup);

function Harness({ rule, initial }: { rule: QuantityRule; initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityStepper value={value} onChange={setValue} rule={rule} label="Quantité" />
      <output data-testid="valeur">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText("Quantité") as HTMLInputElement;
const plus = () => screen.getByRole("button", { name: "Augmenter la quantité (Quantité)" });
const minus = () => screen.getByRole("button", { name: "Diminuer la quantité (Quantité)" });
const value = () => Number(screen.getByTestId("valeur").textContent);

describe("QuantityStepper", () => {
  it("steps by the multiple, never below it, with the « par multiple de 6 bouteilles » hint for wine", () => {
    render(<Harness rule={{ type: "WINE", sellByMultipleOf: 6, stock: null }} initial={6} />);
    expect(screen.getByText("Vendu par multiple de 6 bouteilles")).toBeTruthy();
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(value()).toBe(18);
    expect(field().value).toBe("18");
    fireEvent.click(minus());
    expect(value()).toBe(12);
    fireEvent.click(minus());
    expect(value()).toBe(6);
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
  });

  it("reads what is typed when the field is left: a non-number resets to the multiple, others round to a multiple", () => {
    render(<Harness rule={{ type: "WINE", sellByMultipleOf: 6, stock: null }} initial={12} />);
    fireEvent.change(field(), { target: { value: "abc" } });
    fireEvent.blur(field());
    expect(value()).toBe(6);
    fireEvent.change(field(), { target: { value: "20" } });
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(value()).toBe(18);
    fireEvent.change(field(), { target: { value: "-5" } });
    fireEvent.blur(field());
    expect(value()).toBe(6);
  });

  it("stops at the stock and says how many are left; offers the §9 choices as suggestions", () => {
    render(<Harness rule={{ type: "OTHER", sellByMultipleOf: 1, stock: 3 }} initial={3} />);
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/par multiple/)).toBeNull();
    const options = [...document.querySelectorAll("datalist option")].map((option) => option.getAttribute("value"));
    expect(options).toEqual(["1", "2", "3"]);
    cleanup();
    render(<Harness rule={{ type: "OTHER", sellByMultipleOf: 1, stock: 3 }} initial={5} />);
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Il ne reste que 3 articles en stock.")).toBeTruthy();
  });

  it("shows a server's message instead of the rule's and has no axe violation", async () => {
    render(<QuantityStepper value={6} onChange={() => undefined} rule={{ type: "BOX", sellByMultipleOf: 1, stock: null }} label="Quantité" error="Quantité refusée." />);
    expect(screen.getByText("Quantité refusée.")).toBeTruthy();
    await expectNoAxeViolation();
  });
});
