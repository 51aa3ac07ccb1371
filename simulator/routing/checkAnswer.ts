import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { declaresStatus } from '../../src/api/contract/endpointStatuses';
import type { Report } from './violations';

/** The write-only fields (`rules.writeOnly`) found anywhere in an answer's body, by path. */
function writeOnlyIn(value: unknown, hidden: readonly string[], path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => writeOnlyIn(item, hidden, `${path}${index}.`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(hidden.includes(key) ? [`${path}${key}`] : []),
    ...writeOnlyIn(inner, hidden, `${path}${key}.`),
  ]);
}

/**
 * Reports an answer outside the contract: a status the call does not declare, a success body not
 * its output, or one that carries a field its collection declares write-only (a secret).
 */
export async function checkAnswer(endpoint: AnyEndpoint, response: Response, violation: Report): Promise<void> {
  if (!declaresStatus(endpoint, response.status))
    violation('status', `${endpoint.name} answered ${response.status}, which the contract does not declare`);
  if (!response.ok) return;
  const text = await response.clone().text();
  if (!endpoint.output) {
    if (text.trim()) violation('response', `${endpoint.name} answered a body where the contract has none`);
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    violation('response', `${endpoint.name} answered no JSON`);
    return;
  }
  const leaked = writeOnlyIn(value, endpoint.resource?.rules?.writeOnly ?? []);
  if (leaked.length) violation('response', `${endpoint.name} answered write-only fields: ${leaked.join(', ')}`);
  const parsed = safeParse(endpoint.output as $ZodType, value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    violation('response', `${endpoint.name} answer: ${issues.join('; ')}`);
  }
}
