import { useTranslate } from 'react-admin';
import { HttpError } from '../../api/http/HttpError';
import { errorMessage } from '../../providers/errorMessage';

/** A failed call as one sentence: the error's message, then the API's field errors (`field: message`). */
export function useFailureText() {
  const translate = useTranslate();
  return (error: unknown): string => {
    const { key, args } = errorMessage(error);
    const fields =
      error instanceof HttpError
        ? ((error.body as { errors?: { json?: Record<string, string[]> } } | undefined)?.errors?.json ?? {})
        : {};
    const details = Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
    return [translate(key, args), ...details].join(' ');
  };
}
