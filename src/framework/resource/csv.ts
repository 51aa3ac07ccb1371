/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell as text: a leading formula character is neutralised with a quote, then RFC 4180 quoting. */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value
            .map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)))
            .join(', ')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: a header line, then one line per row (CRLF line ends). */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
