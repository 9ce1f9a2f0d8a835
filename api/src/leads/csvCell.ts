// Cells a spreadsheet would read as a formula (or that hide one behind a tab or CR).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field. A value that a spreadsheet app would evaluate gets a leading
 * apostrophe (OWASP's advice), so it shows as text; then quotes are doubled and the
 * field is quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
