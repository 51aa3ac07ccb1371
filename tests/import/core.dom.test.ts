import { checkCsvFile } from '../../src/import/checkFile';
import { isFormula, toBoolean } from '../../src/import/convert';
import { checkMapping, guessMapping } from '../../src/import/mapping';
import { createRowPreparer } from '../../src/import/uploadRows';
import { CsvValidator } from '../../src/import/validator';
import type { ImportPlan } from '../../src/import/types';
import { corpusFile, runEngine, userPlan, validateLikeTheWizard } from './engineHarness';

const plan: ImportPlan = {
  fields: [
    { name: 'code', kind: 'text' },
    { name: 'active', kind: 'boolean' },
    { name: 'level', kind: 'enum', choices: ['low', 'high'] },
    { name: 'count', kind: 'number' },
  ],
  required: ['code'],
  atLeastOneOf: [],
};

describe('CSV values (SPEC §5)', () => {
  it('reads yes/true/1 as true and no/false/0/empty as false, anything else as invalid', () => {
    for (const text of ['yes', 'TRUE', ' 1 ']) expect(toBoolean(text)).toBe(true);
    for (const text of ['no', 'False', '0', '']) expect(toBoolean(text)).toBe(false);
    expect(toBoolean('maybe')).toBeUndefined();
  });

  it('keeps text as typed ("0012" stays "0012"), converts booleans, reports unknown enum values as created', () => {
    const validator = new CsvValidator({
      plan,
      mapping: { code: 0, active: 1, level: 2, count: 3 },
      skipFirstLine: true,
    });
    validator.push([
      ['code', 'active', 'level', 'count'],
      ['0012', 'yes', 'low', '007'],
      ['0013', '', 'urgent', ''],
      ['0014', 'perhaps', 'high', 'ten'],
    ]);
    const summary = validator.finish();
    expect(summary.rows).toBe(3);
    expect(summary.sample[0]).toEqual({ code: '0012', active: true, level: 'low', count: '007' });
    expect(summary.sample[1]).toEqual({ code: '0013', active: false, level: 'urgent' }); // empty count ignored
    expect(summary.newChoices).toEqual({ level: ['urgent'] });
    expect(summary.problems).toEqual([
      { code: 'boolean', row: 4, column: 'active' },
      { code: 'number', row: 4, column: 'count' },
    ]);
  });

  it('numbers rows from 1 without a header line and names columns by number', () => {
    const validator = new CsvValidator({ plan, mapping: { code: 0 }, skipFirstLine: false });
    validator.push([['a'], ['']]);
    expect(validator.finish().problems).toEqual([{ code: 'requiredEmpty', row: 2, column: '1' }]);
  });

  it('flags spreadsheet formulas but lets phone numbers and negative numbers through', () => {
    for (const text of ['=1+1', '@SUM(A1)', '+cmd|x', '-x', '\t=1']) expect(isFormula(text)).toBe(true);
    for (const text of ['+4915112345678', '-12.5', '(555) 123', 'plain']) expect(isFormula(text)).toBe(false);
  });
});

describe('mapping', () => {
  it('is pre-filled by name, ignoring case, spaces and punctuation, and by translated labels', () => {
    expect(
      guessMapping(userPlan, ['E-mail', 'User Name', 'Full name'], { name: ['Full name'], username: ['User name'] }),
    ).toEqual({ email: 0, username: 1, name: 2 });
  });

  it('reports a required field not mapped and a group with no mapped field', () => {
    expect(checkMapping(userPlan, { note: 0 })).toEqual([
      { code: 'requiredNotMapped', row: 1, column: null, params: { field: 'username' } },
      { code: 'atLeastOne', row: 1, column: null, params: { fields: 'name, email' } },
    ]);
    expect(checkMapping(userPlan, { username: 0, email: 1 })).toEqual([]);
  });
});

describe('file checks', () => {
  it('accepts .csv files up to the size limit, with the size in the message parameters', () => {
    expect(checkCsvFile({ name: 'users.CSV', type: '', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'export', type: 'text/csv', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'photo.png', type: 'image/png', size: 10 })).toEqual({ code: 'fileType' });
    expect(checkCsvFile({ name: 'big.csv', type: 'text/csv', size: 3 * 1024 * 1024 }, 2)).toEqual({
      code: 'fileSize',
      maxMb: 2,
    });
  });
});

describe('upload rows', () => {
  it('keeps the header, blanks unmapped cells, trims and converts booleans', () => {
    const prepare = createRowPreparer({ plan, mapping: { code: 0, active: 2 }, skipFirstLine: true });
    expect(prepare(['\ufeffcode', 'secret', 'active'], 1)).toEqual(['code', 'secret', 'active']);
    expect(prepare([' 0012 ', 'do not send', 'Yes'], 2)).toEqual(['0012', '', 'true']);
    expect(prepare(['0013', 'x', ''], 3)).toEqual(['0013', '', 'false']);
  });

  it('streams the file in batches of many rows and waits for each batch to be sent', async () => {
    const lines = ['username,name,email', ...Array.from({ length: 25 }, (_, i) => `u${i},User ${i},u${i}@example.com`)];
    const file = new File([lines.join('\n')], 'users.csv', { type: 'text/csv' });
    const batches: string[][][] = [];
    const events = await runEngine(
      { type: 'upload', file, batchRows: 10, plan: userPlan, mapping: { username: 0, email: 2 }, skipFirstLine: true },
      (rows) => batches.push(rows),
    );
    expect(batches.map((rows) => rows.length)).toEqual([10, 10, 6]);
    expect(batches[0]![0]).toEqual(['username', 'name', 'email']);
    expect(batches[0]![1]).toEqual(['u0', '', 'u0@example.com']);
    expect(events.filter((event) => event.type === 'batch').at(-1)).toMatchObject({ last: true });
  });
});

describe('preview', () => {
  it('shows the first rows of a file read from its first bytes only', async () => {
    const { summary } = await validateLikeTheWizard(corpusFile('leading-zeros.csv'));
    expect(summary.sample).toEqual([{ username: '0012', name: 'Zero Twelve', email: '0012@example.com' }]);
  });
});

describe('unique fields', () => {
  const uniquePlan: ImportPlan = {
    fields: [
      { name: 'username', kind: 'text' },
      { name: 'email', kind: 'email' },
    ],
    required: ['username'],
    atLeastOneOf: [],
    unique: [
      { field: 'username', ignoreCase: true },
      { field: 'email', ignoreCase: true },
    ],
  };

  it('reports a value repeated in the file at its row and column, naming the first row, ignoring case and spaces', () => {
    const validator = new CsvValidator({ plan: uniquePlan, mapping: { username: 0, email: 1 }, skipFirstLine: true });
    validator.push([
      ['username', 'email'],
      ['ada', 'ada@example.com'],
      ['grace', 'grace@example.com'],
      [' ADA', 'a2@example.com'],
      ['linus', 'Grace@Example.com'],
    ]);
    const summary = validator.finish();
    expect(summary.problems).toEqual([
      { code: 'duplicate', row: 4, column: 'username', params: { first: 2 } },
      { code: 'duplicate', row: 5, column: 'email', params: { first: 3 } },
    ]);
    // The distinct values, as first written, for the lookup of values already taken.
    expect(summary.unique.map((field) => [field.field, field.column, field.values.length])).toEqual([
      ['username', 'username', 3],
      ['email', 'email', 3],
    ]);
    expect(summary.unique[0]!.values[0]).toEqual(['ada', 2]);
  });

  it('checks only the unique fields that are mapped', () => {
    const validator = new CsvValidator({ plan: uniquePlan, mapping: { username: 0 }, skipFirstLine: false });
    validator.push([['ada'], ['ada']]);
    const summary = validator.finish();
    expect(summary.problems).toEqual([{ code: 'duplicate', row: 2, column: '1', params: { first: 1 } }]);
    expect(summary.unique.map((field) => field.field)).toEqual(['username']);
  });
});
