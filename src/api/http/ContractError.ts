import { HttpError } from './HttpError';

/** One problem found in a server response (a zod issue, or "not JSON"). */
export type ContractIssue = { message: string; path?: readonly PropertyKey[]; code?: string };

/**
 * The server answered, but its body is not JSON or does not match the expected zod schema.
 * The UI can tell it apart (`kind === 'contract'`) and say "unexpected response format".
 * The issues never carry the received values (zod 4 leaves `input` out by default), so no
 * response data — possibly a secret — travels with the error.
 */
export class ContractError extends HttpError {
  override readonly name: string = 'ContractError';
  readonly kind = 'contract' as const;

  constructor(status: number, issues: readonly ContractIssue[]) {
    super('Invalid server response', status, { issues });
  }
}
