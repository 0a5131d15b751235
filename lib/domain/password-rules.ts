/**
 * Password policy (issue 4, NIST SP 800-63B style): a length range and a block list, no
 * composition rules. Pure and list-free: the block list (lib/domain/common-passwords.ts, ~13 kB
 * gzip) is handed in, so the forms can load it only when a password is being chosen (issue 8) while
 * the server checks it synchronously (lib/domain/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: "Le mot de passe est obligatoire.",
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Le mot de passe doit contenir ${PASSWORD_MAX_LENGTH} caractères au plus.`,
  common: "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.",
} as const;

/** Characters as a person counts them (an emoji or « é » is one), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The password without the digits and symbols around it: "Dragon2026!" → "dragon". */
function baseWord(lower: string): string {
  return lower.replace(/^[^\p{L}]+/u, "").replace(/[^\p{L}]+$/u, "");
}

/** "abcabcabcabc" → "abc"; null when the text is not one unit repeated. */
function repeatedUnit(lower: string): string | null {
  const match = /^(.+?)\1+$/su.exec(lower);
  return match ? match[1]! : null;
}

/** The French reason a password's length is refused, or null. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** A password guessed early: on the list, a listed word dressed up, or a short unit repeated. */
export function isCommonPassword(password: string, list: ReadonlySet<string>): boolean {
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  // A common word dressed up with digits or symbols ("Motdepasse2026!", "123azerty") is still guessed first.
  const base = baseWord(lower);
  if (base.length >= 4 && list.has(base)) return true;
  // "aaaaaaaaaaaa", "123412341234", "azertyazerty": a short or common unit repeated.
  const unit = repeatedUnit(lower);
  if (unit !== null && (passwordLength(unit) <= 6 || list.has(unit) || list.has(baseWord(unit)))) return true;
  return false;
}

/** The French reason a password is refused given the block list, or null when it is acceptable. */
export function passwordProblemWith(password: string, list: ReadonlySet<string>): string | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password, list) ? PASSWORD_MESSAGES.common : null);
}
