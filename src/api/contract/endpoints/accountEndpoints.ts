import { z } from 'zod/mini';
import { BulkDeleteResult, pageOf } from '../common';
import { endpoint, group, listQuery, QueryIds } from '../endpoint';
import { ApiKey, ApiKeyInput, ApiKeyWithSecret, Organization } from '../me';
import { Session } from '../user';
import { identifier } from '../rules/fieldRules';

/** The signed-in user's API keys, organization and sessions (SPEC §2 "Account area", §7). */
export const apiKeyEndpoints = group('apiKey', {
  list: endpoint({
    method: 'GET',
    path: '/internal-api-key',
    query: listQuery(['name', 'note', 'id', 'created_at', 'updated_at'], {}),
    output: pageOf(ApiKey),
    summary: "The signed-in user's API keys (never the key itself).",
  }),
  get: endpoint({ method: 'GET', path: '/internal-api-key/:id', output: ApiKey, summary: 'One API key.' }),
  create: endpoint({
    method: 'POST',
    path: '/internal-api-key',
    input: ApiKeyInput,
    output: ApiKeyWithSecret,
    status: 201,
    demoLocked: true,
    summary: 'Creates an API key; the answer holds the key, shown only this once.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/internal-api-key/:id',
    input: ApiKeyInput,
    output: ApiKey,
    demoLocked: true,
    versioned: 'if-match',
    summary: "Changes a key's note.",
  }),
  regenerate: endpoint({
    method: 'POST',
    path: '/internal-api-key/:id/regenerate',
    output: ApiKeyWithSecret,
    demoLocked: true,
    summary: 'Replaces the key (the old one stops working); the answer holds the new key.',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/internal-api-key/:id',
    status: 204,
    demoLocked: true,
    summary: 'Deletes an API key.',
  }),
});

export const organizationEndpoints = group('organization', {
  get: endpoint({
    method: 'GET',
    path: '/internal-organization/me',
    output: Organization,
    summary: "The signed-in user's organization.",
  }),
  update: endpoint({
    method: 'PUT',
    path: '/internal-organization/me',
    input: z.strictObject({ name: identifier() }),
    output: Organization,
    demoLocked: true,
    versioned: 'if-match',
    summary: 'Renames the organization.',
  }),
});

export const mySessionEndpoints = group('mySession', {
  list: endpoint({
    method: 'GET',
    path: '/internal-session',
    query: listQuery(['agent', 'ip', 'id', 'created_at', 'expires_at', 'refreshes_at', 'updated_at'], {}),
    output: pageOf(Session),
    summary: "The signed-in user's active sessions (`current` marks the caller's).",
  }),
  deleteMany: endpoint({
    method: 'DELETE',
    path: '/internal-session',
    query: z.strictObject({ ids: z.optional(QueryIds) }),
    output: BulkDeleteResult,
    // Demo visitors share one account: one of them would sign every other one out.
    demoLocked: true,
    summary: 'Revokes the sessions with these ids (none given: every other session).',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/internal-session/:id',
    status: 204,
    demoLocked: true,
    summary: 'Revokes one session.',
  }),
});
