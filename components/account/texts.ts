import { PASSWORD_MIN_LENGTH } from "@/lib/domain/password-rules";

/** Help under every « new password » field (the policy itself is in lib/domain/password-rules). */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} caractères au moins. Une phrase de quelques mots est facile à retenir et difficile à deviner.`;

/** The word typed to confirm the account deletion (components/account/delete-confirmation.ts checks it). */
export const DELETE_CONFIRMATION_WORD = "SUPPRIMER";
