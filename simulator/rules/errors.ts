import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { serverMessages } from '../../src/api/contract/errors';
import { fieldRuleBreak } from '../../src/api/contract/rules/fieldRuleBreak';
import { greaterThan } from '../../src/api/contract/rules/greaterThan';
import { serverMessageText } from '../../src/api/contract/serverMessageText';

/** Field errors of a 422 body: `{ field: [messages] }`. */
export type FieldErrors = Record<string, string[]>;

/** Thrown by handlers; the router turns it into the response. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String((body as { message: unknown }).message)
        : `HTTP ${status}`,
    );
  }
}

export const json = (data: unknown, status = 200): Response =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

export const noContent = (): Response => new Response(null, { status: 204 });

/** `{ message }` error. */
export const fail = (status: number, message: string): ApiError => new ApiError(status, { message });
export const notFound = (): ApiError => fail(404, serverMessages.notFound);
export const unauthorized = (): ApiError => fail(401, serverMessages.unauthorized);
export const forbidden = (message: string = serverMessages.forbidden): ApiError => fail(403, message);

/** 422 `{ message, errors: { json: { field: [msg] } } }`. */
export const invalid = (errors: FieldErrors, message: string = serverMessages.invalidForm): ApiError =>
  new ApiError(422, { message, errors: { json: errors } });

/** One-field 422 whose message is the field's message (as the server does for business rules). */
export const invalidField = (field: string, message: string): ApiError => invalid({ [field]: [message] }, message);

/** Collects field errors and throws one 422 when any were added. */
export class ErrorBag {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): this {
    const messages = (this.errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
    return this;
  }
  merge(other: FieldErrors | undefined): this {
    for (const [field, messages] of Object.entries(other ?? {})) for (const m of messages) this.add(field, m);
    return this;
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(): void {
    if (this.empty) return;
    const fields = Object.values(this.errors);
    // A single business-rule error carries its own message; several errors the generic one.
    const only = fields.length === 1 && fields[0]?.length === 1 ? fields[0][0] : undefined;
    const generic = new Set<string>([
      serverMessages.required,
      serverMessages.invalidEmail,
      serverMessages.invalidPhone,
      serverMessages.invalidUrl,
    ]);
    throw invalid(this.errors, only && !generic.has(only) ? only : serverMessages.invalidForm);
  }
}

/** Converts zod issues to field errors with the server's wording. */
export function zodFieldErrors(schema: $ZodType, input: unknown): FieldErrors {
  const result = safeParse(schema, input);
  const bag = new ErrorBag();
  if (result.success) return bag.errors;
  for (const { path, issue } of judged(result.error.issues, input, [])) {
    bag.add(path.map(String).join('.') || '_', issueMessage(issue, valueAt(input, path)));
  }
  return bag.errors;
}

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );

/**
 * Issues with their paths from the body's root, a union of objects judged by its members' own
 * issues: the member with the fewest, or, when every member only misses fields (the value holds
 * none of any member's), the fields each one misses (`secret_key`, or `public_key` and `private_key`).
 */
function judged(issues: readonly $ZodIssue[], input: unknown, at: readonly PropertyKey[]) {
  const out: { path: PropertyKey[]; issue: $ZodIssue }[] = [];
  for (const issue of issues) {
    const path = [...at, ...issue.path];
    const value = valueAt(input, path);
    if (issue.code !== 'invalid_union' || !issue.errors.length || !value || typeof value !== 'object') {
      out.push({ path, issue });
      continue;
    }
    const members = issue.errors.map((member) => judged(member, input, path));
    const missingOnly = members.every((member) => member.every((entry) => valueAt(input, entry.path) === undefined));
    out.push(...(missingOnly ? members.flat() : members.reduce((a, b) => (b.length < a.length ? b : a))));
  }
  return out;
}

function issueMessage(issue: $ZodIssue, value: unknown): string {
  if (value === undefined || value === null || value === '') return serverMessages.required;
  const broken = fieldRuleBreak(issue as Parameters<typeof fieldRuleBreak>[0]);
  if (broken) return serverMessageText(broken.key, broken.args);
  if (issue.code === 'invalid_format' && issue.format === 'email') return serverMessages.invalidEmail;
  if (issue.code === 'invalid_format' && issue.format === 'url') return serverMessages.invalidUrl;
  if (issue.code === 'invalid_format' && issue.format === 'phone') return serverMessages.invalidPhone;
  if (issue.code === 'invalid_format' && issue.format === 'date') return serverMessages.invalidDate;
  if (issue.code === 'too_small' && issue.origin === 'string') return serverMessages.required;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return greaterThan(issue.inclusive ? Number(issue.minimum) - 1 : Number(issue.minimum));
  return issue.message;
}
