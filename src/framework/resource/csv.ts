/**
 * CSV injection (OWASP "CSV Injection"): a spreadsheet reads a cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula. A spreadsheet set to another separator (`;` in
 * de, fr, es, pt, ru, ro; a tab) splits a cell at that separator, so a part after one (`x;=4+4`)
 * starts a cell too. Every such start — of the cell, and after any `,` `;` tab or line break, past
 * spaces and quotes — gets a `'` before it (OWASP's escape), and the cell is quoted when it holds
 * any separator, quote or line break, so a spreadsheet keeps it whole.
 */
const formulaAtStart = /^[=+\-@\t\r]/;
const formulaAfterSeparator = /([,;\t\r\n][\s"']*)(?=[=+\-@])/g;
const needsQuotes = /[",;\t\r\n]/;

/** A cell's text with every place a spreadsheet could start a formula neutralised (see above). */
export function neutraliseFormulas(text: string): string {
  const inside = text.replace(formulaAfterSeparator, "$1'");
  return formulaAtStart.test(inside) ? `'${inside}` : inside;
}

/** One cell as text: formulas neutralised, then RFC 4180 quoting (also for `;` and tabs). */
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
  const safe = neutraliseFormulas(text);
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: a header line, then one line per row (CRLF line ends). */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
