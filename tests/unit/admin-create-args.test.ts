import { describe, expect, it } from "vitest";
import { ADMIN_CREATE_USAGE, parseAdminCreateArgs } from "@/scripts/admin-create-args";

describe("parseAdminCreateArgs", () => {
  it("reads --site and --email (space or = forms)", () => {
    expect(parseAdminCreateArgs(["--site", "69", "--email", "claire@exemple.fr"])).toEqual({
      kind: "run",
      args: { siteId: 69, email: "claire@exemple.fr" },
    });
    expect(parseAdminCreateArgs(["--email=claire@exemple.fr", "--site=70"])).toEqual({
      kind: "run",
      args: { siteId: 70, email: "claire@exemple.fr" },
    });
  });

  it("reads an optional --password, kept exactly (spaces, = and leading dashes inside)", () => {
    expect(parseAdminCreateArgs(["--site", "69", "--email", "a@b.fr", "--password", " Un mot = de passe "])).toEqual({
      kind: "run",
      args: { siteId: 69, email: "a@b.fr", password: " Un mot = de passe " },
    });
    expect(parseAdminCreateArgs(["--site", "69", "--email", "a@b.fr", "--password=--Tiret-Devant-2026"])).toMatchObject({
      args: { password: "--Tiret-Devant-2026" },
    });
  });

  it("asks for help", () => {
    expect(parseAdminCreateArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseAdminCreateArgs(["--site", "69", "-h"])).toEqual({ kind: "help" });
    expect(ADMIN_CREATE_USAGE).toContain("npm run admin:create -- --site <identifiant> --email <adresse>");
  });

  it.each([
    [[], "Indiquez le site : --site <identifiant> (ex. --site 69)."],
    [["--email", "a@b.fr"], "Indiquez le site : --site <identifiant> (ex. --site 69)."],
    [["--site", "69"], "Indiquez l'adresse e-mail du compte : --email <adresse>."],
    [["--site", "69", "--email", "  "], "Indiquez l'adresse e-mail du compte : --email <adresse>."],
    [["--site", "abc", "--email", "a@b.fr"], "--site doit être un identifiant numérique (ex. --site 69), pas « abc »."],
    [["--site", "0", "--email", "a@b.fr"], "--site doit être un identifiant numérique (ex. --site 69), pas « 0 »."],
    [["--site", "-3", "--email", "a@b.fr"], "--site doit être un identifiant numérique (ex. --site 69), pas « -3 »."],
    [["--site"], "L'option --site attend une valeur."],
    [["--site", "--email", "a@b.fr"], "L'option --site attend une valeur."],
    [["--site", "69", "--site", "70", "--email", "a@b.fr"], "L'option --site est donnée deux fois."],
    [["--site", "69", "--email", "a@b.fr", "--role", "ADMIN"], "Option inconnue : --role."],
    [["69", "a@b.fr"], "Argument inattendu : « 69 »."],
  ])("refuses %j with a French message", (argv, message) => {
    expect(parseAdminCreateArgs(argv)).toEqual({ kind: "error", message });
  });
});
