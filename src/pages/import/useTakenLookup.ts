import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useTranslate } from 'react-admin';
import type { AnyEndpoint } from '../../api/contract/endpoint';
import type { ValidationSummary } from '../../import/types';
import { useServices } from '../../framework/ServicesContext';
import { findTakenValues } from './findTakenValues';
import type { ReviewState } from './ReviewStep';
import { useErrorText } from './useErrorText';
import { withProblems } from './withProblems';

/**
 * The review's lookup of values already taken: `start(summary)` asks the list call for the file's
 * unique values, shows its progress in the review and adds what it finds to the problems (or says
 * that it failed); `cancel()` drops a lookup under way (going back, checking again, leaving).
 */
export function useTakenLookup(list: AnyEndpoint, setReview: Dispatch<SetStateAction<ReviewState>>) {
  const translate = useTranslate();
  const failureText = useErrorText();
  const { client } = useServices();
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const start = (summary: ValidationSummary) => {
    cancel();
    const total = summary.unique.reduce((sum, field) => sum + field.values.length, 0);
    if (total === 0) return;
    const controller = new AbortController();
    running.current = controller;
    const applies = () => running.current === controller;
    setReview((current) => ({ ...current, lookup: { checked: 0, total } }));
    findTakenValues({
      client,
      list,
      unique: summary.unique,
      signal: controller.signal,
      onProgress: (checked) => applies() && setReview((current) => ({ ...current, lookup: { checked, total } })),
    }).then(
      (taken) =>
        applies() &&
        setReview((current) => ({
          ...current,
          lookup: null,
          summary: current.summary && withProblems(current.summary, taken),
        })),
      (error: unknown) =>
        applies() &&
        setReview((current) => ({
          ...current,
          lookup: null,
          lookupError: translate('imports.review.takenUnchecked', { error: failureText(error) }),
        })),
    );
  };

  return { start, cancel };
}
