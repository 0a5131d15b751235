import { describe, expect, it } from "vitest";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import { isReviewableOrderStatus, ORDER_REVIEW_DELAY_PARAMETER, orderReviewDelayDays, orderReviewRequestAt } from "@/lib/domain/shop/order-review-request";
import { ORDER_STATUSES } from "@/lib/schemas/shop/order";

/** When a delivered shop order's review request is due (lib/domain/shop/order-review-request.ts). */

const NOW = new Date("2026-11-26T10:00:00Z");
const DAY = 86_400_000;

describe("orderReviewDelayDays", () => {
  it("reads the stored delay in days; no row gives the catalogue's default of 7", () => {
    expect(findParameterDefinition(ORDER_REVIEW_DELAY_PARAMETER)?.defaultValue).toBe("7");
    expect(orderReviewDelayDays(undefined)).toBe(7);
    expect(orderReviewDelayDays("14")).toBe(14);
    expect(orderReviewDelayDays(" 3 ")).toBe(3);
    expect(orderReviewDelayDays("0.5")).toBe(0.5);
  });

  it("0, empty, negative or unreadable means never", () => {
    for (const value of [null, "", "  ", "0", "-2", "abc", "Infinity", "NaN"]) expect(orderReviewDelayDays(value), String(value)).toBeNull();
  });
});

describe("orderReviewRequestAt", () => {
  it("plans the request only on reaching DELIVERED or COLLECTED", () => {
    for (const status of ORDER_STATUSES) {
      const due = orderReviewRequestAt(status, "7", NOW);
      if (status === "DELIVERED" || status === "COLLECTED") {
        expect(isReviewableOrderStatus(status)).toBe(true);
        expect(due).toEqual(new Date(NOW.getTime() + 7 * DAY));
      } else {
        expect(isReviewableOrderStatus(status)).toBe(false);
        expect(due, status).toBeNull();
      }
    }
  });

  it("follows the delay: default when unset, none when 0 or empty, fractions of a day kept", () => {
    expect(orderReviewRequestAt("COLLECTED", undefined, NOW)).toEqual(new Date(NOW.getTime() + 7 * DAY));
    expect(orderReviewRequestAt("DELIVERED", "1", NOW)).toEqual(new Date(NOW.getTime() + DAY));
    expect(orderReviewRequestAt("DELIVERED", "0.5", NOW)).toEqual(new Date(NOW.getTime() + DAY / 2));
    expect(orderReviewRequestAt("DELIVERED", "0", NOW)).toBeNull();
    expect(orderReviewRequestAt("DELIVERED", null, NOW)).toBeNull();
    expect(orderReviewRequestAt("DELIVERED", "", NOW)).toBeNull();
  });
});
