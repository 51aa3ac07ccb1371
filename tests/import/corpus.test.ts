// @vitest-environment jsdom
// (happy-dom's FileReader ignores a byte-order mark; jsdom's decodes UTF-16 as browsers do.)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../../src/import/types';
import { corpusFile, validateLikeTheWizard } from './engineHarness';

/** Expected outcome of every corpus file: the first problem (code, row, column) or a clean file. */
const expected: Record<string, { problem: Pick<Problem, 'code' | 'row' | 'column'> } | { ok: number }> = {
  'empty.csv': { problem: { code: 'requiredNotMapped', row: 1, column: null } },
  'header-only.csv': { problem: { code: 'noRows', row: 2, column: null } },
  'blank-lines-only.csv': { problem: { code: 'requiredNotMapped', row: 1, column: null } },
  'only-delimiters.csv': { problem: { code: 'requiredNotMapped', row: 1, column: null } },
  'wrong-delimiter-colon.csv': { problem: { code: 'delimiter', row: 1, column: '1' } },
  'latin1.csv': { problem: { code: 'encoding', row: 2, column: 'name' } },
  'ragged-short-row.csv': { problem: { code: 'ragged', row: 3, column: 'email' } },
  'ragged-long-row.csv': { problem: { code: 'ragged', row: 2, column: '4' } },
  'unclosed-quote.csv': { problem: { code: 'unclosedQuote', row: 2, column: 'name' } },
  'bad-quote.csv': { problem: { code: 'badQuote', row: 2, column: 'name' } },
  'columns-10000.csv': { problem: { code: 'tooManyColumns', row: 1, column: '1001' } },
  'formula-equals.csv': { problem: { code: 'formula', row: 2, column: 'name' } },
  'formula-at.csv': { problem: { code: 'formula', row: 2, column: 'name' } },
  'formula-plus.csv': { problem: { code: 'formula', row: 2, column: 'name' } },
  'formula-minus.csv': { problem: { code: 'formula', row: 2, column: 'name' } },
  'duplicate-headers.csv': { problem: { code: 'duplicateHeader', row: 1, column: 'email' } },
  'empty-header-name.csv': { problem: { code: 'emptyHeader', row: 1, column: '2' } },
  'missing-required-column.csv': { problem: { code: 'requiredNotMapped', row: 1, column: null } },
  'missing-group.csv': { problem: { code: 'atLeastOne', row: 1, column: null } },
  'required-value-empty.csv': { problem: { code: 'requiredEmpty', row: 3, column: 'username' } },
  'invalid-email.csv': { problem: { code: 'email', row: 2, column: 'email' } },
  'nul-byte.csv': { problem: { code: 'binary', row: 2, column: 'name' } },
  'long-cell.csv': { problem: { code: 'tooLong', row: 2, column: 'note' } },
  'tab-prefixed-formula.csv': { problem: { code: 'formula', row: 2, column: 'name' } },
  'blank-required-value.csv': { problem: { code: 'requiredEmpty', row: 2, column: 'username' } },
  'html-not-csv.csv': { problem: { code: 'requiredNotMapped', row: 1, column: null } },
  'semicolon-delimiter.csv': { ok: 2 },
  'tab-delimiter.csv': { ok: 1 },
  'bom.csv': { ok: 1 },
  'leading-zeros.csv': { ok: 1 },
  'quoted-newlines.csv': { ok: 2 },
  'crlf.csv': { ok: 2 },
  // The browser decodes UTF-16 with a byte-order mark correctly.
  'utf16le.csv': { ok: 1 },
};

describe('malformed CSV corpus', () => {
  it('has at least 25 malformed files, each with an expectation', () => {
    const files = readdirSync(join(import.meta.dirname, 'corpus')).filter((name) => name.endsWith('.csv'));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
    expect(Object.values(expected).filter((e) => 'problem' in e).length).toBeGreaterThanOrEqual(25);
  });

  it.each(Object.entries(expected))('%s', async (name, outcome) => {
    const { summary } = await validateLikeTheWizard(corpusFile(name));
    if ('ok' in outcome) {
      expect(summary.problems).toEqual([]);
      expect(summary.rows).toBe(outcome.ok);
      expect(summary.sample[0]?.username).toBeTruthy();
      return;
    }
    // It ends with a problem at the expected row and column; the wizard refuses to start while there is one.
    expect(summary.problemCount).toBeGreaterThan(0);
    expect(summary.problems).toContainEqual(expect.objectContaining(outcome.problem));
    for (const problem of summary.problems) expect(problem.row).toBeGreaterThan(0);
  });
});
