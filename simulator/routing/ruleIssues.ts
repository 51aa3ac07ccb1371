import type { $ZodIssue } from 'zod/v4/core';
import { fieldRuleBreak } from '../../src/api/contract/rules/fieldRuleBreak';
import { serverMessageText } from '../../src/api/contract/serverMessageText';

/**
 * The issues of the contract's field rules (fieldRules.ts: lengths, characters, ranges, closed
 * lists, text that is only spaces), by field, in the server's words: the router refuses a body
 * breaking one whatever call it goes to, so no handler stores what the contract forbids. Union
 * members are judged at their own node (the branch with the fewest issues).
 */
export function ruleIssues(issues: readonly $ZodIssue[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const messages = (out[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of issues) {
    const at = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'invalid_union') {
      // The branch the body meant: the one with the fewest issues of any kind.
      const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a), issue.errors[0] ?? []);
      for (const [field, messages] of Object.entries(ruleIssues(closest, at)))
        for (const message of messages) add(field, message);
      continue;
    }
    const broken = fieldRuleBreak(issue as Parameters<typeof fieldRuleBreak>[0]);
    if (broken) add(at || '_', serverMessageText(broken.key, broken.args));
  }
  return out;
}
