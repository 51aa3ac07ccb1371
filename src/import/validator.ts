import { isEmail } from '../api/contract/rules/isEmail';
import { isHttpUrl } from '../api/contract/rules/isHttpUrl';
import { checkHeader, columnLabel, stripBom } from './columns';
import { isDay, isFormula, isNumber, toBoolean } from './convert';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_PROBLEMS, SAMPLE_ROWS } from './limits';
import { checkMapping } from './mapping';
import type { ImportField, MappedRecord, Problem, RunOptions, ValidationSummary } from './types';
import { UniqueValueTracker } from './uniqueValues';

/** Replacement character (bytes that are not UTF-8) or NUL (binary data): one scan for both. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const badCharacter = /[\ufffd\u0000]/;

/** A papaparse error as the validator needs it (row: index in the chunk's rows). */
export interface ParseIssue {
  code: string;
  row?: number | undefined;
}

interface Target {
  field: ImportField;
  index: number;
  required: boolean;
  choices: ReadonlySet<string> | null;
}

/**
 * Checks a CSV file chunk by chunk (pure: used in the worker and in tests): header, row widths,
 * encoding, quoting, formulas, required values, the value kinds of every mapped column and values
 * of unique fields repeated in the file. Keeps a
 * sample of mapped records, the first problems and the enum values that will be created.
 */
export class CsvValidator {
  private record = 0;
  private dataRows = 0;
  private width = -1;
  private header: string[] | null = null;
  private readonly problems: Problem[] = [];
  private problemCount = 0;
  private readonly sample: MappedRecord[] = [];
  private readonly newChoices = new Map<string, Set<string>>();
  private readonly targets: Target[];
  private wideReported = false;
  private readonly unique: UniqueValueTracker;

  constructor(private readonly options: RunOptions) {
    const required = new Set(options.plan.required);
    this.targets = options.plan.fields
      .filter((field) => (options.mapping[field.name] ?? -1) >= 0)
      .map((field) => ({
        field,
        index: options.mapping[field.name]!,
        required: required.has(field.name),
        choices: field.kind === 'enum' ? new Set(field.choices ?? []) : null,
      }));
    this.unique = new UniqueValueTracker(
      (options.plan.unique ?? []).filter((unique) => (options.mapping[unique.field] ?? -1) >= 0),
    );
    for (const problem of checkMapping(options.plan, options.mapping)) this.add(problem);
  }

  private add(problem: Problem): void {
    this.problemCount += 1;
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(problem);
  }

  private column(index: number): string {
    return columnLabel(index, this.header);
  }

  /** One parsed chunk: its rows and papaparse's errors. */
  push(rows: string[][], issues: readonly ParseIssue[] = []): void {
    const start = this.record;
    for (let i = 0; i < rows.length; i += 1) this.row(rows[i]!);
    // After the rows: the header (for column names) may be in this chunk.
    const quoted = new Set<number>();
    for (const issue of issues) {
      if (issue.code !== 'MissingQuotes' && issue.code !== 'InvalidQuotes') continue;
      const index = issue.row ?? 0;
      if (quoted.has(index)) continue; // one quoting problem per row
      quoted.add(index);
      const cells = rows[index];
      const column = this.column(Math.max(0, (cells?.length ?? 1) - 1));
      this.add({ code: issue.code === 'MissingQuotes' ? 'unclosedQuote' : 'badQuote', row: start + index + 1, column });
    }
  }

  private row(cells: string[]): void {
    this.record += 1;
    const row = this.record;
    if (row === 1) {
      stripBom(cells);
      this.width = cells.length;
      if (this.options.skipFirstLine) {
        this.header = cells;
        for (const problem of checkHeader(cells, row)) this.add(problem);
        return;
      }
      if (cells.length > MAX_COLUMNS) {
        this.wideReported = true;
        this.add({
          code: 'tooManyColumns',
          row,
          column: String(MAX_COLUMNS + 1),
          params: { count: cells.length, max: MAX_COLUMNS },
        });
      }
    }
    this.dataRows += 1;
    if (cells.length !== this.width) {
      if (cells.length > MAX_COLUMNS && !this.wideReported) {
        this.wideReported = true;
        this.add({
          code: 'tooManyColumns',
          row,
          column: String(MAX_COLUMNS + 1),
          params: { count: cells.length, max: MAX_COLUMNS },
        });
      } else {
        const column = this.column(Math.min(cells.length, this.width));
        this.add({ code: 'ragged', row, column, params: { expected: this.width, found: cells.length } });
      }
    }
    const keep = this.dataRows <= SAMPLE_ROWS;
    const record: MappedRecord | null = keep ? {} : null;
    for (let t = 0; t < this.targets.length; t += 1) {
      const target = this.targets[t]!;
      const value = cells[target.index] ?? '';
      if (value === '' || (value.charCodeAt(0) <= 32 && value.trim() === '')) {
        if (target.field.kind === 'boolean' && record) record[target.field.name] = false;
        else if (target.required) this.add({ code: 'requiredEmpty', row, column: this.column(target.index) });
        continue;
      }
      const code = this.check(target, value);
      if (code)
        this.add({
          code,
          row,
          column: this.column(target.index),
          ...(code === 'tooLong' ? { params: { max: MAX_CELL_CHARS } } : {}),
        });
      else {
        if (this.unique.has(target.field.name)) {
          const repeated = this.unique.check(target.field.name, value, row, this.column(target.index));
          if (repeated) this.add(repeated);
        }
        if (record) record[target.field.name] = target.field.kind === 'boolean' ? toBoolean(value)! : value;
      }
    }
    if (record) this.sample.push(record);
  }

  private check(target: Target, value: string): Problem['code'] | null {
    if (value.length > MAX_CELL_CHARS) return 'tooLong';
    if (badCharacter.test(value)) return value.includes('\ufffd') ? 'encoding' : 'binary';
    if (isFormula(value)) return 'formula';
    switch (target.field.kind) {
      case 'boolean':
        return toBoolean(value) === undefined ? 'boolean' : null;
      case 'email':
        return isEmail(value.trim()) ? null : 'email';
      case 'url':
        return isHttpUrl(value.trim()) ? null : 'url';
      case 'number':
        return isNumber(value) ? null : 'number';
      case 'date':
        return isDay(value) ? null : 'date';
      case 'enum':
        if (target.choices && !target.choices.has(value)) {
          let created = this.newChoices.get(target.field.name);
          if (!created) this.newChoices.set(target.field.name, (created = new Set()));
          if (created.size < 100) created.add(value);
        }
        return null;
      default:
        return null;
    }
  }

  /** Rows checked so far (header included). */
  get recordsRead(): number {
    return this.record;
  }

  finish(): ValidationSummary {
    if (this.dataRows === 0) this.add({ code: 'noRows', row: this.record + 1, column: null });
    return {
      rows: this.dataRows,
      sample: this.sample,
      problems: [...this.problems].sort((a, b) => a.row - b.row),
      problemCount: this.problemCount,
      newChoices: Object.fromEntries([...this.newChoices].map(([field, values]) => [field, [...values]])),
      unique: this.unique.values(),
    };
  }
}
