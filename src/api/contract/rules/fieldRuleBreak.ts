import type { ServerMessageKey } from '../errors';
import { httpScheme, mailbox, notBlank, oneLine, plainCharacters, tokenCharacters } from './fieldRules';

/** The parts of a zod 4 issue the rules read. */
export interface RuleIssue {
  code?: string;
  origin?: string;
  format?: string;
  pattern?: string;
  maximum?: number | bigint;
  /** A record key's own issues (`invalid_key`). */
  issues?: readonly RuleIssue[];
  /** A union's issues by member (`invalid_union`). */
  errors?: readonly (readonly RuleIssue[])[];
}

/** The server message (SPEC §8) of a broken field rule, with its values. */
export interface RuleBreak {
  key: Extract<
    ServerMessageKey,
    | 'required'
    | 'tooLong'
    | 'tooLarge'
    | 'invalidCharacters'
    | 'invalidHeaderName'
    | 'invalidChoice'
    | 'invalidUrl'
    | 'invalidEmail'
  >;
  args?: Record<string, number>;
}

const byPattern: Record<string, RuleBreak['key']> = {
  [String(notBlank)]: 'required',
  [String(plainCharacters)]: 'invalidCharacters',
  [String(oneLine)]: 'invalidCharacters',
  [String(tokenCharacters)]: 'invalidHeaderName',
  [String(httpScheme)]: 'invalidUrl',
  [String(mailbox)]: 'invalidEmail',
};

/**
 * Which rule of fieldRules.ts an issue breaks (the same words in the simulator's 422 and under the
 * console's inputs), or undefined for any other issue. The simulator refuses a body breaking one
 * whatever call it goes to.
 */
export function fieldRuleBreak(issue: RuleIssue): RuleBreak | undefined {
  if (issue.code === 'invalid_key') return issue.issues?.map(fieldRuleBreak).find(Boolean);
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    // The member the value meant: the one with the fewest issues.
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return closest.length === 1 && closest[0] ? fieldRuleBreak(closest[0]) : undefined;
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { key: 'tooLong', args: { max: Number(issue.maximum) } };
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'bigint'))
    return { key: 'tooLarge', args: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_value') return { key: 'invalidChoice' };
  if (issue.code === 'invalid_format' && issue.format === 'regex' && issue.pattern !== undefined) {
    const key = byPattern[issue.pattern];
    return key ? { key } : undefined;
  }
  return undefined;
}
