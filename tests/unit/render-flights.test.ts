import { describe, expect, it } from "vitest";
import { createRenderFlights } from "../../server/render-flights";

describe("createRenderFlights (page cache single-flight)", () => {
  it("gives waiters what the render ends with, and forgets the render once it ended", async () => {
    const flights = createRenderFlights<string>();
    const end = flights.begin("1|/");
    const waiting = flights.pending("1|/");
    expect(waiting).toBeDefined();
    end("page");
    await expect(waiting).resolves.toBe("page");
    expect(flights.pending("1|/")).toBeUndefined();
  });

  it("a finished render's late close leaves a newer render of the same page to its waiters", async () => {
    const flights = createRenderFlights<string>();
    const endFirst = flights.begin("1|/lent");
    endFirst(null); // captured, not storable (a customer's own page)
    const endSecond = flights.begin("1|/lent");
    const second = flights.pending("1|/lent");
    endFirst(null); // the first response's « close », after the second render began
    // A visitor arriving now still waits for the second render rather than rendering again.
    expect(flights.pending("1|/lent")).toBe(second);
    endSecond("page");
    await expect(second).resolves.toBe("page");
    expect(flights.pending("1|/lent")).toBeUndefined();
  });

  it("keeps keys apart (another generation of the same page is another render)", () => {
    const flights = createRenderFlights<string>();
    flights.begin("1|/");
    const endNext = flights.begin("2|/");
    endNext("page");
    expect(flights.pending("1|/")).toBeDefined();
    expect(flights.pending("2|/")).toBeUndefined();
  });
});
