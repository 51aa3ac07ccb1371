import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { safeParse } from 'zod/mini';
import type * as z from 'zod/v4/core';
import { fieldRuleBreak, type RuleIssue } from '../../api/contract/rules/fieldRuleBreak';
import { messageWithArgs } from '../../providers/messageWithArgs';

export { messageWithArgs };

/** The parts of a zod 4 issue the mapping reads. */
interface IssueLike extends RuleIssue {
  code?: string;
  input?: unknown;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  inclusive?: boolean;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The i18n key (SPEC §5 wording, `validation.*`) of a zod issue, or undefined to keep zod's own
 * message (schemas with their own messages keep them: zod prefers schema-level messages).
 */
export function validationMessage(issue: IssueLike): string | undefined {
  if (issue.code === 'too_small' && issue.origin === 'array') return 'validation.atLeastOne';
  if (
    issue.code === 'invalid_type' &&
    (issue.expected === 'object' || issue.expected === 'record') &&
    typeof issue.input === 'string' &&
    issue.input.trim()
  )
    return 'validation.json';
  if (isEmpty(issue.input) && issue.code !== 'custom') return 'validation.required';
  const broken = fieldRuleBreak(issue);
  if (broken) return messageWithArgs(`server.${broken.key}`, broken.args ?? {});
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'validation.email';
  if (issue.code === 'invalid_format' && issue.format === 'url') return 'validation.url';
  if (issue.code === 'invalid_format' && issue.format === 'phone') return 'validation.phone';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'validation.required';
  if (
    issue.code === 'too_small' &&
    (issue.origin === 'number' || issue.origin === 'bigint') &&
    issue.minimum !== undefined
  ) {
    const minimum = Number(issue.minimum);
    const value = issue.inclusive && Number.isInteger(minimum) ? minimum - 1 : minimum;
    return messageWithArgs('validation.greaterThan', { value });
  }
  return undefined;
}

type PathIssue = IssueLike & { path?: readonly PropertyKey[]; errors?: readonly (readonly PathIssue[])[] };

/** A body-level union's issue as its closest member's (the fewest issues: the member the value meant). */
function memberIssues(issue: PathIssue): readonly PathIssue[] {
  if (issue.code !== 'invalid_union' || issue.path?.length || !issue.errors?.length) return [issue];
  return issue.errors.reduce((a, b) => (b.length < a.length ? b : a)).flatMap(memberIssues);
}

/**
 * The contract's field rules (fieldRules.ts: lengths, ranges, characters, closed lists, http(s),
 * header names) that form values break, by top-level field, as validation messages: what the
 * server would refuse with 422, said before anything is sent. Only the fields the values fill: an
 * empty one, and any other issue (a missing field, the form's own shape of a value), is the form
 * schema's to report.
 */
export function contractRuleErrors(contract: z.$ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = safeParse(contract, values, { reportInput: true });
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues.flatMap((i) => memberIssues(i as PathIssue))) {
    const field = String(issue.path?.[0] ?? '');
    if (!field || errors[field] !== undefined || isEmpty(values[field]) || !fieldRuleBreak(issue)) continue;
    const message = validationMessage(issue);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A react-hook-form resolver validating with a zod schema, with the spec's messages as i18n keys
 * (react-admin translates them under the input). Values are submitted as entered (`raw`): the
 * dataProvider decides what goes to the API. With `contract` (the body schema of the call the form
 * makes), a value breaking one of its field rules is refused too, before sending (`contractRuleErrors`).
 */
export function formResolver(schema: z.$ZodType, contract?: z.$ZodType): Resolver<FieldValues> {
  const validate = zodResolver(
    schema as never,
    { error: (issue) => validationMessage(issue as IssueLike) },
    { raw: true },
  ) as unknown as Resolver<FieldValues>;
  if (!contract) return validate;
  return async (values, context, options) => {
    const result = await validate(values, context, options);
    const broken = Object.entries(contractRuleErrors(contract, values)).filter(([field]) => !result.errors[field]);
    if (broken.length === 0) return result;
    const errors: FieldErrors = { ...result.errors };
    for (const [field, message] of broken) errors[field] = { type: 'rule', message };
    return { values: {}, errors };
  };
}
