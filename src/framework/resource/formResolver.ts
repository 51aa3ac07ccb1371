import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
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

/**
 * A react-hook-form resolver validating with a zod schema, with the spec's messages as i18n keys
 * (react-admin translates them under the input). Values are submitted as entered (`raw`): the
 * dataProvider decides what goes to the API.
 */
export function formResolver(schema: z.$ZodType): Resolver<FieldValues> {
  return zodResolver(
    schema as never,
    { error: (issue) => validationMessage(issue as IssueLike) },
    { raw: true },
  ) as unknown as Resolver<FieldValues>;
}
