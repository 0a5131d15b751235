import { describe, expect, it } from "vitest";
import { httpUrlOrNull, isHttpUrl } from "@/lib/domain/links";

describe("isHttpUrl", () => {
  it("accepts absolute http and https URLs", () => {
    expect(isHttpUrl("https://www.facebook.com/elan")).toBe(true);
    expect(isHttpUrl("http://exemple.fr/a?b=c#d")).toBe(true);
    expect(isHttpUrl("HTTPS://EXEMPLE.FR")).toBe(true);
  });

  it("rejects other schemes, relative paths, spaces and empty values", () => {
    for (const value of ["javascript:alert(1)", "data:text/html,x", "ftp://exemple.fr", "/contact", "www.exemple.fr", "https://exemple .fr", "https://", "", null, undefined]) {
      expect(isHttpUrl(value)).toBe(false);
    }
  });

  it("httpUrlOrNull gives the value back only when it is one", () => {
    expect(httpUrlOrNull("https://exemple.fr")).toBe("https://exemple.fr");
    expect(httpUrlOrNull("javascript:alert(1)")).toBeNull();
  });
});
