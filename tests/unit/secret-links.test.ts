import { describe, expect, it } from "vitest";
import { isSecretLinkPath, matchSecretLink } from "@/lib/domain/secret-links";

describe("e-mailed links with a secret in the path", () => {
  it("finds the page, the cookie and the token of each kind of link", () => {
    expect(matchSecretLink("/password/reset/AbC_12-xyz")).toMatchObject({ link: { page: "/password/reset", cookie: "reset_token" }, token: "AbC_12-xyz" });
    expect(matchSecretLink("/newsletter/confirmation/tok")).toMatchObject({ link: { cookie: "newsletter_token" }, token: "tok" });
    expect(matchSecretLink("/email/verification/tok")).toMatchObject({ link: { cookie: "email_token" }, token: "tok" });
  });

  it("leaves alone the pages that are not tokens and anything that is not one segment of token characters", () => {
    for (const path of ["/password/reset", "/password/reset/ask", "/password/reset/a/b", "/password/reset/", "/password/reset/%2e%2e", "/newsletter/confirmationX/tok", "/auth"]) {
      expect(matchSecretLink(path), path).toBeNull();
    }
    expect(matchSecretLink(`/password/reset/${"a".repeat(201)}`)).toBeNull();
  });

  it("tells which paths render a secret (never cached)", () => {
    expect(isSecretLinkPath("/password/reset")).toBe(true);
    expect(isSecretLinkPath("/email/verification")).toBe(true);
    expect(isSecretLinkPath("/newsletter/confirmation/x")).toBe(true);
    // The confirm and offer pages of a workshop sign-up, with or without the token.
    expect(isSecretLinkPath("/ateliers/confirmation")).toBe(true);
    expect(isSecretLinkPath("/ateliers/place-proposee")).toBe(true);
    expect(isSecretLinkPath("/ateliers/place-proposee/abc")).toBe(true);
    expect(isSecretLinkPath("/ateliers/apprivoiser-son-stress/12")).toBe(false);
    expect(isSecretLinkPath("/password/reset/ask")).toBe(false);
    expect(isSecretLinkPath("/")).toBe(false);
    expect(isSecretLinkPath("/passwords")).toBe(false);
  });
});
