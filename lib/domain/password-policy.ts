import { commonPasswordSet } from "./common-passwords";
import { passwordProblemWith } from "./password-rules";

/**
 * The password policy with its block list bound, synchronous: for the server (lib/platform) and
 * tests. Browser code goes through lib/schemas/account.ts, which loads the list on demand.
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordLength } from "./password-rules";

/** The French reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  return passwordProblemWith(password, commonPasswordSet());
}
