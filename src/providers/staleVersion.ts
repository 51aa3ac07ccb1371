import { StaleVersionBody } from '../api/contract/precondition';
import { HttpError } from '../api/http/HttpError';

/**
 * A write refused because the record changed since the version it was made against (412,
 * src/api/contract/precondition.ts): the record as the server holds it now, when it said so.
 */
export function staleVersion(error: unknown): { current: Record<string, unknown> | undefined } | undefined {
  if (!(error instanceof HttpError) || error.status !== 412) return undefined;
  const body = StaleVersionBody.safeParse(error.body);
  const current = body.success ? body.data.current : undefined;
  return { current: current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined };
}
