import { safeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { fail, invalid } from '../rules/errors';
import { prototypeKey } from './prototypeKey';
import { ruleIssues } from './ruleIssues';
import { schemaIssues } from './schemaIssues';
import type { Report } from './violations';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) =>
      v && typeof v === 'object' && Object.hasOwn(v, key) ? (v as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/**
 * The issues a handler cannot be trusted with: unknown fields and values of the wrong type (a
 * missing value is the handler's to report with its own message). Each union is judged at its own
 * node, by the branch that fits best.
 */
function structuralIssues(issues: readonly $ZodIssue[], input: unknown): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const issue of issues) {
    const at = issue.path.map(String).join('.');
    const within = (field: string) => (at ? `${at}.${field}` : field);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: within(key), message: 'Unknown field' });
      continue;
    }
    const value = valueAt(input, issue.path);
    if (issue.code === 'invalid_union' && value !== undefined && value !== null) {
      // The union's branch that fits best: the one with the fewest structural issues, its paths
      // relative to the union's node.
      const branches = issue.errors.map((branch) => structuralIssues(branch, value));
      const best = branches.reduce((a, b) => (b.length < a.length ? b : a), branches[0] ?? []);
      out.push(...best.map((entry) => ({ ...entry, field: entry.field === '_' ? at || '_' : within(entry.field) })));
      continue;
    }
    if (issue.code === 'invalid_type' && value !== undefined && value !== null)
      out.push({ field: at || '_', message: `Expected ${issue.expected}` });
  }
  return out;
}

async function readJson(request: Request): Promise<{ present: boolean; value: unknown }> {
  const text = await request.text();
  // Only an empty body is none: whitespace alone is not JSON.
  if (text.length === 0) return { present: false, value: undefined };
  try {
    return { present: true, value: JSON.parse(text) as unknown };
  } catch {
    throw fail(400, 'Invalid JSON body');
  }
}

const isJson = (contentType: string | null) => /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(contentType ?? '');
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON body, refused when the endpoint takes none (400), when it is not JSON (415, 400), when it
 * is not an object or holds a prototype key (400), or when its fields are not the contract's (422).
 */
export async function readBody(
  request: Request,
  endpoint: AnyEndpoint,
  violation: Report,
): Promise<Record<string, unknown> | undefined> {
  const { present, value } = await (async () => {
    if (request.method === 'GET' || request.method === 'HEAD') return { present: false, value: undefined };
    if (
      endpoint.input &&
      !isJson(request.headers.get('content-type')) &&
      (request.headers.get('content-length') ?? '') !== '0'
    ) {
      const text = await request.clone().text();
      if (text.trim()) {
        violation('content-type', `Content-Type ${request.headers.get('content-type') ?? '(none)'}`);
        throw fail(415, 'Unsupported media type: send application/json');
      }
    }
    return readJson(request);
  })();
  if (!endpoint.input) {
    if (present) {
      violation('body', 'a body on a call that takes none');
      throw fail(400, 'This call takes no body');
    }
    return undefined;
  }
  if (!present) return {};
  if (!isPlainObject(value)) {
    violation('body', 'a body that is not a JSON object');
    throw fail(400, 'The body must be a JSON object');
  }
  const forbidden = prototypeKey(value);
  if (forbidden !== undefined) {
    violation('body', `the key "${forbidden}"`);
    throw fail(400, `Forbidden key "${forbidden}"`);
  }
  const parsed = safeParse(endpoint.input as $ZodType, value);
  if (!parsed.success) {
    const wrong = structuralIssues(parsed.error.issues, value);
    if (wrong.length) {
      violation('body', wrong.map((w) => `${w.field}: ${w.message}`).join('; '));
      const errors: Record<string, string[]> = {};
      for (const w of wrong) (errors[w.field] ??= []).push(w.message);
      throw invalid(errors);
    }
  }
  return value;
}

/**
 * Refuses a body whose values break its call's schema (422), once the caller may call it: the
 * contract's field rules first (lengths, characters, ranges, closed lists), then any other issue —
 * a value the schema refuses, or a field it requires missing (an update's schema requires none, as
 * it keeps the record's values). Not a contract violation of the client: it is what a user typed.
 */
export function checkBodyValues(endpoint: AnyEndpoint, body: Record<string, unknown> | undefined): void {
  if (!endpoint.input || body === undefined) return;
  const parsed = safeParse(endpoint.input as $ZodType, body);
  if (parsed.success) return;
  const broken = ruleIssues(parsed.error.issues);
  const refused = schemaIssues(endpoint, body);
  // A union's rule issue names its own field, not the union's ('user.name', not 'user').
  for (const field of Object.keys(broken))
    for (const outer of Object.keys(refused)) if (field.startsWith(`${outer}.`)) delete refused[outer];
  Object.assign(refused, broken);
  if (Object.keys(refused).length) throw invalid(refused);
}
