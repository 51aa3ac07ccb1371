import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../../../providers/errorMessage';

/** Says that saving the views failed, and why (the one error → message ranking). */
export function useSaveFailed() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const { key, args } = errorMessage(error);
      notify('views.saveFailed', { type: 'error', messageArgs: { message: translate(key, args) } });
    },
    [notify, translate],
  );
}
