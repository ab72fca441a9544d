/*
 * Text people typed (names, ids, class and homework titles) written into an exported table (.xlsx or
 * .csv): a cell that begins with = + - @, or a tab or carriage return, is a formula to Excel and
 * LibreOffice once the table is opened as CSV or the cell is edited ("CSV injection", OWASP). Such text
 * is written with a leading apostrophe, which spreadsheets take as "this is text". Every export's
 * typed text goes through this one function; numbers, dates and our own words are written as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as an exported cell shows it safely: `=1+2` -> `'=1+2`; anything else unchanged. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
