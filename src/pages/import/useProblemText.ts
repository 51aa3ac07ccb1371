import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Problem } from '../../import/types';

/** Problems whose wording is the spec's (validation.*). */
const specKeys: Partial<Record<Problem['code'], string>> = {
  noRows: 'validation.csvEmpty',
  requiredNotMapped: 'validation.csvRequired',
  atLeastOne: 'validation.csvAtLeastOne',
  requiredEmpty: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  date: 'server.invalidDate',
};

/** A problem's message, and the message with its place ("Row 3, column email: …"). */
export function useProblemText(fieldLabel: (field: string) => string) {
  const translate = useTranslate();
  const message = useCallback(
    (problem: Problem) => {
      const params: Record<string, string | number> = { ...problem.params };
      if (typeof params.field === 'string') params.field = fieldLabel(params.field);
      if (typeof params.fields === 'string') params.fields = params.fields.split(', ').map(fieldLabel).join(', ');
      if (problem.column !== null) params.column = problem.column;
      return translate(specKeys[problem.code] ?? `imports.problems.${problem.code}`, params);
    },
    [translate, fieldLabel],
  );
  const located = useCallback(
    (problem: Problem) =>
      problem.column === null
        ? translate('imports.location.row', { row: problem.row, message: message(problem) })
        : translate('imports.location.cell', { row: problem.row, column: problem.column, message: message(problem) }),
    [translate, message],
  );
  return { message, located };
}
