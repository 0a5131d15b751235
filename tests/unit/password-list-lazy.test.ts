import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "@/lib/domain/password-rules";
import { changePasswordSchema, loadCommonPasswords, newPasswordSchema } from "@/lib/schemas/account";

const root = path.resolve(__dirname, "../..");

/** Files reached from `entry` through static imports (`import … from`, `export … from`), not `import()`. */
function staticImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(path.join(root, entry), "utf8");
  for (const match of source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gms)) {
    const spec = match[1]!;
    if (!spec.startsWith(".") && !spec.startsWith("@/")) continue;
    const base = spec.startsWith("@/") ? spec.slice(2) : path.posix.join(path.posix.dirname(entry), spec);
    const file = [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((candidate) => existsSync(path.join(root, candidate)));
    if (file) staticImports(file, seen);
  }
  return seen;
}

describe("the common-password list stays out of the pages' first-load JS (issue 8)", () => {
  it("the forms' modules reach it only through import()", () => {
    for (const entry of ["lib/schemas/account.ts", "components/account/texts.ts", "components/account/password-field.tsx", "components/account/register-form.tsx"]) {
      expect([...staticImports(entry)], entry).not.toContain("lib/domain/common-passwords.ts");
    }
  });

  it("the schema still applies the list (loaded on demand)", async () => {
    expect((await loadCommonPasswords()).has("motdepasse")).toBe(true);
    expect((await newPasswordSchema.safeParseAsync("Motdepasse2026!")).error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.common);
    expect((await newPasswordSchema.safeParseAsync("Lumière-du-Rhône-2026")).success).toBe(true);
    await expect(changePasswordSchema.safeParseAsync({ currentPassword: "x", newPassword: "azertyazerty" })).resolves.toMatchObject({ success: false });
  });
});
