import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS_TEXT } from "@/lib/domain/common-passwords";
import { PASSWORD_MESSAGES, passwordLength, passwordProblem } from "@/lib/domain/password-policy";
import { site69DemoAdmin } from "@/lib/platform/seed/site-69/admin";
import { site70DemoAdmin } from "@/lib/platform/seed/site-70/admin";

const COMMON = PASSWORD_MESSAGES.common;

describe("passwordProblem: length", () => {
  it("needs at least 12 characters", () => {
    expect(passwordProblem("")).toBe("Le mot de passe est obligatoire.");
    expect(passwordProblem("Rhône-Isère")).toBe("Le mot de passe doit contenir au moins 12 caractères.");
    expect(passwordProblem("Rhône-Isère!")).toBeNull();
  });

  it("counts characters as people do (accents, emoji are one each)", () => {
    expect(passwordLength("é".repeat(3))).toBe(3);
    expect(passwordLength("🦊🦊")).toBe(2);
    // 11 emoji = 22 UTF-16 units, still 11 characters.
    expect(passwordProblem("🦊🌻🚲🎻🍇🏔🌊🦉🍀🎈🧭")).toBe("Le mot de passe doit contenir au moins 12 caractères.");
    expect(passwordProblem("🦊🌻🚲🎻🍇🏔🌊🦉🍀🎈🧭🪁")).toBeNull();
  });

  it("accepts up to 128 characters", () => {
    const long = "Lyon-Presqu'île-".repeat(8);
    expect(long).toHaveLength(128);
    expect(passwordProblem(long)).toBeNull();
    expect(passwordProblem(`${long}x`)).toBe("Le mot de passe doit contenir 128 caractères au plus.");
  });
});

describe("passwordProblem: common passwords", () => {
  it.each(["qwerty123456", "QWERTY123456", "1q2w3e4r5t6y", "123qweasdzxc", "azerty123456", "azertyuiop123", "motdepasse123", "jetaimemonamour"])(
    "refuses %s (case-insensitive)",
    (password) => {
      expect(passwordProblem(password)).toBe(COMMON);
    },
  );

  it.each(["Motdepasse2026!", "Azerty!!!!!!2026", "2026-soleil-2026", "Marseille13013", "Dragon20252025", "!!Password1234"])(
    "refuses a common word dressed up with digits and symbols: %s",
    (password) => {
      expect(passwordProblem(password)).toBe(COMMON);
    },
  );

  it.each(["aaaaaaaaaaaa", "123412341234", "abcabcabcabc", "azertyazerty", "Soleil!Soleil!"])("refuses a repeated unit: %s", (password) => {
    expect(passwordProblem(password)).toBe(COMMON);
  });

  it.each([
    "correct horse battery staple",
    "Lumière-du-Rhône-2026",
    "traboule croix-rousse",
    "J'aime les quenelles de brochet",
    site69DemoAdmin.password,
    site70DemoAdmin.password,
  ])("accepts a long, uncommon password: %s", (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

describe("the common-password list", () => {
  const entries = COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean);

  it("has a few thousand lower-case entries, French ones included", () => {
    expect(entries.length).toBeGreaterThan(3_000);
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) expect(entry).toBe(entry.toLowerCase());
    for (const french of ["motdepasse", "azerty", "azertyuiop", "soleil", "doudou", "marseille", "jetaime", "chouchou", "azerty123456"]) {
      expect(entries, french).toContain(french);
    }
  });

  it("stays small enough for the forms' bundle", () => {
    expect(COMMON_PASSWORDS_TEXT.length).toBeLessThan(32_000);
  });
});
