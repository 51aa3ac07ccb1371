import { MAX_PROBLEMS } from '../../import/limits';
import type { Problem, ValidationSummary } from '../../import/types';

/** A file's summary with more problems found (values already taken): counted, listed in file order. */
export function withProblems(summary: ValidationSummary, found: readonly Problem[]): ValidationSummary {
  if (found.length === 0) return summary;
  return {
    ...summary,
    problems: [...summary.problems, ...found].sort((a, b) => a.row - b.row).slice(0, MAX_PROBLEMS),
    problemCount: summary.problemCount + found.length,
  };
}
