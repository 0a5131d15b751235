// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddressFields } from "@/components/shop/checkout/address-fields";
import type { Country } from "@/lib/schemas/content";
import type { AddressesFormValues } from "@/lib/schemas/shop/checkout";

afterEach(cleanup);

const COUNTRIES = [
  { id: 1, alphaTwo: "AF", name: "Afghanistan" },
  { id: 75, alphaTwo: "FR", name: "France" },
  { id: 80, alphaTwo: "BE", name: "Belgique" },
] as unknown as Country[];

const address = { firstname: "Claire", lastname: "Martin", company: "", address: "12 rue des Tanneurs", addressPart2: "", postalCode: "21190", city: "Meursault", country: "FR" };

function Harness({ countries, onSubmit }: { countries: readonly Country[]; onSubmit: (values: AddressesFormValues) => void }) {
  const { register, handleSubmit, formState } = useForm<AddressesFormValues>({
    defaultValues: { shipping: address, billing: address, sameBilling: false, phone: "", message: "" } as AddressesFormValues,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <AddressFields which="billing" register={register} errors={formState.errors} countries={countries} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe("the billing country while the list of countries loads", () => {
  it("shows and sends the address's country once the list arrives, never the list's first country", async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Harness countries={[]} onSubmit={onSubmit} />);
    rerender(<Harness countries={COUNTRIES} onSubmit={onSubmit} />);
    const select = screen.getByRole("combobox", { name: "Pays" }) as HTMLSelectElement;
    expect(select.value).toBe("FR");
    expect(select.selectedOptions[0]?.textContent).toBe("France");
    fireEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]![0] as AddressesFormValues).billing.country).toBe("FR");
  });

  it("says the list is loading instead of offering an empty choice", () => {
    render(<Harness countries={[]} onSubmit={vi.fn()} />);
    const select = screen.getByRole("combobox", { name: "Pays" }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.textContent).toBe("Chargement de la liste des pays…");
  });
});
