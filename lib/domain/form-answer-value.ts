/**
 * How a value of a form answer reads, in the business's e-mail and in the admin panel alike:
 * « Oui » / « Non » for a checkbox, a date as dd/mm/yyyy, « (non renseigné) » when left blank; a
 * file field holds the file's name.
 */

export const BLANK_ANSWER = "(non renseigné)";

export function formatAnswerValue(kind: string | null, value: string | boolean | null | undefined): string {
  if (kind === "checkbox") return value === true ? "Oui" : "Non";
  if (value === null || value === undefined || value === "" || value === false) return BLANK_ANSWER;
  if (value === true) return "Oui";
  if (kind === "date" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split("-").reverse().join("/");
  return value;
}
