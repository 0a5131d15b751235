import { describe, expect, it } from "vitest";
import tailwindConfig from "@/tailwind.config";

describe("tailwind.config", () => {
  it("uses exactly the breakpoints of SPEC §9", () => {
    expect(tailwindConfig.theme.screens).toEqual({
      xs: "576px",
      sm: "768px",
      md: "996px",
      lg: "1200px",
      xl: "1367px",
      xxl: "1600px",
      "4k": "1921px",
    });
  });
});
