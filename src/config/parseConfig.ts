import { safeParse } from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import { AppConfigSchema, type AppConfig } from './appConfig';

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Validates a parsed config.json; problems are readable `path: message` lines for the error screen. */
export function parseConfig(raw: unknown): ConfigResult {
  const result = safeParse(AppConfigSchema, raw);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, problems: result.error.issues.map(describeIssue) };
}

/** One line per problem, in English: this screen shows before any translation can load. */
function describeIssue(issue: $ZodIssue): string {
  const path = issue.path.join('.') || '(root)';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${issue.keys.map((key) => (issue.path.length ? `${path}.${key}` : key)).join(', ')}: unknown setting`;
    case 'invalid_type':
      return `${path}: expected ${issue.expected}`;
    case 'invalid_value':
      return `${path}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return `${path}: must be at least ${String(issue.minimum)}${issue.origin === 'array' ? ' item(s)' : issue.origin === 'string' ? ' character(s)' : ''}`;
    case 'invalid_format':
      if (issue.format === 'regex') return `${path}: ${issue.message}`;
      return `${path}: must be a valid ${issue.format === 'starts_with' ? `path starting with "/"` : issue.format}`;
    case 'custom':
      return `${path}: ${issue.message}`;
    default:
      return `${path}: invalid value`;
  }
}
