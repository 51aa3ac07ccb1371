import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { safeParse } from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import { projectKey, SetupFile } from './setupFile';

/** Why a setup file is refused: a message of `setup.problems` and its values. */
export type SetupReason =
  | { key: 'json'; args: { detail: string } }
  | { key: 'unknownField'; args: { fields: string } }
  | { key: 'expected'; args: { expected: string } }
  | { key: 'empty' | 'invalid'; args?: undefined }
  | { key: 'atLeast'; args: { minimum: string } }
  | { key: 'duplicate'; args: { key: string } }
  | { key: 'undefinedProject'; args: { key: string } };

/** A problem of a setup file: its line (1-based), the field's path and the reason. */
export interface SetupProblem {
  line: number;
  path: string;
  reason: SetupReason;
}

export type ParsedSetup = { ok: true; file: SetupFile } | { ok: false; problems: SetupProblem[] };

/** 1-based line of a character offset. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function issueReason(issue: $ZodIssue): SetupReason {
  switch (issue.code) {
    case 'unrecognized_keys':
      return { key: 'unknownField', args: { fields: issue.keys.map((key) => `"${key}"`).join(', ') } };
    case 'invalid_type':
      return { key: 'expected', args: { expected: issue.expected } };
    case 'invalid_value':
      return { key: 'expected', args: { expected: issue.values.map((value) => JSON.stringify(value)).join(' | ') } };
    case 'too_small':
      return issue.origin === 'string'
        ? { key: 'empty' }
        : { key: 'atLeast', args: { minimum: String(issue.minimum) } };
    default:
      return { key: 'invalid' };
  }
}

/**
 * Reads a setup file: JSON syntax, then the file's schema (`SetupFile`), then its references (a
 * type's projects must be defined in the file, keys must be unique). Every problem names its line.
 */
export function parseSetupFile(text: string): ParsedSetup {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (!tree)
    return { ok: false, problems: [{ line: 1, path: '', reason: { key: 'json', args: { detail: 'EmptyFile' } } }] };
  if (errors.length)
    return {
      ok: false,
      problems: errors.map((error) => ({
        line: lineAt(text, error.offset),
        path: '',
        reason: { key: 'json', args: { detail: printParseErrorCode(error.error) } },
      })),
    };
  const at = (path: (string | number)[]) => {
    // The deepest node of the path that exists (a missing field is reported at its object).
    for (let depth = path.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, path.slice(0, depth));
      if (node) return lineAt(text, node.offset);
    }
    return 1;
  };
  const parsed = safeParse(SetupFile, JSON.parse(text));
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
        return { line: at(path), path: path.join('.'), reason: issueReason(issue) };
      }),
    };
  const problems = referenceProblems(parsed.data).map(({ path, reason }) => ({
    line: at(path),
    path: path.join('.'),
    reason,
  }));
  return problems.length ? { ok: false, problems } : { ok: true, file: parsed.data };
}

/** Keys defined twice, and projects a type refers to that the file does not define. */
function referenceProblems(file: SetupFile): { path: (string | number)[]; reason: SetupReason }[] {
  const problems: { path: (string | number)[]; reason: SetupReason }[] = [];
  const unique = (keys: string[], list: string, field: string) => {
    const seen = new Set<string>();
    keys.forEach((key, index) => {
      if (seen.has(key)) problems.push({ path: [list, index, field], reason: { key: 'duplicate', args: { key } } });
      seen.add(key);
    });
  };
  const projects = file.projects.map(projectKey);
  unique(projects, 'projects', 'name');
  unique(
    file.permissions.map((permission) => permission.code),
    'permissions',
    'code',
  );
  unique(
    file.authTypes.map((type) => type.title),
    'authTypes',
    'title',
  );
  const defined = new Set(projects);
  file.authTypes.forEach((type, index) =>
    type.projects.forEach((key, at) => {
      if (!defined.has(key))
        problems.push({
          path: ['authTypes', index, 'projects', at],
          reason: { key: 'undefinedProject', args: { key } },
        });
    }),
  );
  return problems;
}
