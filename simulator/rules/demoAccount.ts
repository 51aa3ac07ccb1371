import { serverMessages } from '../../src/api/contract/errors';
import type { OrgData, UserRow } from '../store';
import { forbidden } from './errors';

/**
 * The demo account: the administrator of the demo organization (its only one, `demo@demo.test`),
 * shared by every visitor. Whatever the endpoint, its sign-in (password, username, e-mail), its
 * credentials and the account itself cannot be changed or deleted: one visitor would lock out all
 * the others until the next reset (SPEC §1 "editing of login and password is disabled").
 */
export function isDemoAccount(org: OrgData, user: Pick<UserRow, 'admin'> | undefined): boolean {
  return org.domain === 'demo' && !!user?.admin;
}

/** Refuses (403 demo lock) when `user` is the demo account. */
export function refuseForDemoAccount(org: OrgData, user: Pick<UserRow, 'admin'> | undefined): void {
  if (isDemoAccount(org, user)) throw forbidden(serverMessages.demoLocked);
}

/** Fields of a user whose change would lock visitors out of the demo account. */
const signInFields = ['username', 'email', 'password'] as const;

/** Refuses a change of the demo account's sign-in (a field present and different), or its deletion (no input). */
export function guardDemoAccount(org: OrgData, user: UserRow | undefined, input: Record<string, unknown> | undefined) {
  if (!user || !isDemoAccount(org, user)) return;
  if (input === undefined) throw forbidden(serverMessages.demoLocked);
  const changes = signInFields.some((field) => {
    if (!(field in input)) return false;
    const value = input[field];
    if (field === 'password') return typeof value === 'string' && value !== '';
    const next = typeof value === 'string' ? value.trim() : value;
    return next !== user[field];
  });
  if (changes) throw forbidden(serverMessages.demoLocked);
}
