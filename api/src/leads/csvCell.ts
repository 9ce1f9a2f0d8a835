// Cells a spreadsheet would read as a formula (or that hide one behind a tab or CR).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field, always quoted: a spreadsheet that splits on another separator (";" in
 * many locales) still reads the whole cell as one text, so `x;=cmd|...` cannot start a formula
 * in a cell of its own. A value that a spreadsheet app would evaluate gets a leading
 * apostrophe too (OWASP's advice), so it shows as text; quotes are doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
