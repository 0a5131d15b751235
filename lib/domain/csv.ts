/**
 * CSV files the admin downloads for a spreadsheet (French Excel): UTF-8 with a byte order mark
 * (without it Excel reads the accents as Windows-1252), `;` between cells (the French list
 * separator), CRLF between lines, cells quoted when needed (RFC 4180).
 */

export const CSV_SEPARATOR = ";";
/** U+FEFF, written first: Excel then opens the file as UTF-8. */
export const UTF8_BOM = "\uFEFF";

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text a visitor typed (a name starting with « = ») must stay text, so a cell that
 * would start a formula gets a leading apostrophe; quotes are doubled and the cell quoted when it
 * holds the separator, a quote or a line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the BOM, then one line per row (the header row first), CRLF-terminated. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + "\r\n").join("");
}
