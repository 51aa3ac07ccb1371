import type { AnyEndpoint } from './endpoint';

/** Why a call may answer a status: a refusal every call of its kind shares, or one of its own rules. */
export type StatusReason =
  | 'success'
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'methodNotAllowed'
  | 'mediaType'
  | 'stale'
  | 'invalid'
  | 'own';

export interface DeclaredStatus {
  status: number;
  reason: StatusReason;
  /** The call's own words for a refusal of its own rules (EndpointAnswers). */
  text?: string;
}

/**
 * Every status a call can answer, as the simulator (and the real service) answers it: its success;
 * 400 (a missing header, a query or body outside the contract, a malformed address); 404 (no such
 * organization, no such record); 405 with `Allow` (a method the path does not have); 401 on a
 * signed-in call; 403 where the demo organization locks it or administrators only may call it; 412
 * where it names the version it edits (precondition.ts); 415 and 422 where it takes a body; and
 * its own answers (`answers`). The OpenAPI document declares exactly these, and the router reports
 * an answer outside them as a contract violation of the simulator itself.
 */
export function endpointStatuses(endpoint: AnyEndpoint): DeclaredStatus[] {
  const out = new Map<number, DeclaredStatus>();
  const add = (status: number, reason: StatusReason) => out.set(status, { status, reason });
  add(endpoint.status, 'success');
  add(400, 'badRequest');
  if (endpoint.auth === 'user') add(401, 'unauthorized');
  if (endpoint.demoLocked || endpoint.admin) add(403, 'forbidden');
  add(404, 'notFound');
  add(405, 'methodNotAllowed');
  if (endpoint.versioned) add(412, 'stale');
  if (endpoint.input) {
    add(415, 'mediaType');
    add(422, 'invalid');
  }
  for (const [status, text] of Object.entries(endpoint.answers ?? {}))
    if (text) out.set(Number(status), { status: Number(status), reason: 'own', text });
  return [...out.values()].sort((a, b) => a.status - b.status);
}

/** Whether the contract lets the call answer `status`. */
export const declaresStatus = (endpoint: AnyEndpoint, status: number): boolean =>
  endpointStatuses(endpoint).some((declared) => declared.status === status);
