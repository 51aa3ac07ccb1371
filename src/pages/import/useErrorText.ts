import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../providers/errorMessage';

/** A failed call as one translated sentence (the console's one ranking of error messages). */
export function useErrorText(): (error: unknown) => string {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const { key, args } = errorMessage(error);
      return translate(key, { _: key, ...args });
    },
    [translate],
  );
}
