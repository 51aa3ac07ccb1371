import type { $ZodIssue } from 'zod/v4/core';
import { serverMessages } from '../../src/api/contract/errors';
import { ruleMessageKeys } from '../../src/api/contract/rules/fieldRules';
import { readServerMessage } from '../../src/api/contract/serverMessageText';

const ruleKeys = new Set<string>(ruleMessageKeys);

/**
 * The issues of the contract's field rules (fieldRules.ts: lengths, characters, ranges, closed
 * lists, text that is only spaces), by field: the router refuses a body breaking one whatever call
 * it goes to, so no handler stores what the contract forbids. Other issues (a missing field, an
 * e-mail's format) are the handlers' to report, together with their business rules. Union members
 * are judged at their own node (the branch with the fewest rule issues).
 */
export function ruleIssues(issues: readonly $ZodIssue[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    if (!(out[field] ??= []).includes(message)) out[field].push(message);
  };
  for (const issue of issues) {
    const at = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'invalid_union') {
      const branches = issue.errors.map((branch) => ruleIssues(branch, at));
      const best = branches.reduce((a, b) => (Object.keys(b).length < Object.keys(a).length ? b : a), branches[0] ?? {});
      for (const [field, messages] of Object.entries(best)) for (const message of messages) add(field, message);
      continue;
    }
    const known = readServerMessage(issue.message);
    const blank = issue.code === 'invalid_format' && issue.message === serverMessages.required;
    if (blank || (known && ruleKeys.has(known.key))) add(at || '_', issue.message);
  }
  return out;
}
