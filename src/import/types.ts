/** Kinds of value the CSV import checks (other field kinds are imported as text). */
export type ImportFieldKind = 'text' | 'boolean' | 'enum' | 'email' | 'url' | 'number' | 'date';

export interface ImportField {
  name: string;
  kind: ImportFieldKind;
  /** Known values of an enum field: other values are created automatically (SPEC §5). */
  choices?: readonly string[];
}

/** A field whose value no two records share (compared trimmed, and ignoring case when `ignoreCase`). */
export interface UniqueField {
  field: string;
  ignoreCase: boolean;
}

/** What a resource accepts: its fields, those that must be mapped, groups of which one must be, unique ones. */
export interface ImportPlan {
  fields: readonly ImportField[];
  required: readonly string[];
  atLeastOneOf: readonly (readonly string[])[];
  unique?: readonly UniqueField[];
}

/** A mapped unique field's distinct values in a file, each with the row it first appears in. */
export interface UniqueValues extends UniqueField {
  /** The CSV column it is read from (its header, or its 1-based number). */
  column: string;
  values: readonly (readonly [value: string, row: number])[];
}

/** Field name → 0-based CSV column index. */
export type ColumnMapping = Readonly<Record<string, number>>;

/** Options of one parsing run. */
export interface RunOptions {
  plan: ImportPlan;
  mapping: ColumnMapping;
  skipFirstLine: boolean;
}

export type ProblemCode =
  | 'noRows'
  | 'requiredNotMapped'
  | 'atLeastOne'
  | 'duplicateHeader'
  | 'emptyHeader'
  | 'tooManyColumns'
  | 'delimiter'
  | 'ragged'
  | 'unclosedQuote'
  | 'badQuote'
  | 'encoding'
  | 'binary'
  | 'formula'
  | 'tooLong'
  | 'requiredEmpty'
  | 'email'
  | 'url'
  | 'number'
  | 'boolean'
  /** Not a calendar day written `YYYY-MM-DD`. */
  | 'date'
  /** The value of a unique field repeats an earlier row's (`params.first`). */
  | 'duplicate'
  /** The value of a unique field is already taken by a record on the server. */
  | 'taken';

/**
 * One problem of a file. `row` is the 1-based record number in the file (the header is row 1 when
 * the first line is skipped); `column` names the CSV column (its header, or its 1-based number).
 */
export interface Problem {
  code: ProblemCode;
  row: number;
  column: string | null;
  params?: Readonly<Record<string, string | number>>;
}

/** A mapped record as it will be created: text kept as typed, booleans converted. */
export type MappedRecord = Record<string, string | boolean>;

export interface ValidationSummary {
  /** Data rows (header excluded). */
  rows: number;
  sample: MappedRecord[];
  /** The first problems (at most `MAX_PROBLEMS`), in file order. */
  problems: Problem[];
  /** Every problem found, also those not listed. */
  problemCount: number;
  /** Enum values not known yet, per field: they are created automatically. */
  newChoices: Record<string, string[]>;
  /** The distinct values of the mapped unique fields (for the lookup of values already taken). */
  unique: UniqueValues[];
}
