import { OrganizationDomain } from '../../../api/contract/public';
import { isEmail } from '../../../api/contract/rules/isEmail';
import type { PasswordConfig } from '../../../api/contract/authType';
import { passwordProblem } from '../../../framework/passwordProblem';
import type { AccountValues } from './AccountStep';
import type { OrganizationValues } from './OrganizationStep';
import type { CardDetails } from './PaymentProvider';

/** Client checks of the user section, the password against the init data's rules (the server's 422 stays the authority). Keys: 422 field names. */
export function accountErrors(values: AccountValues, passwordConfig: PasswordConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.email.trim()) errors['user.email'] = 'validation.required';
  else if (!isEmail(values.email.trim())) errors['user.email'] = 'validation.email';
  const problem = values.password ? passwordProblem(values.password, passwordConfig) : 'validation.required';
  if (problem) errors['user.password'] = problem;
  return errors;
}

/** The client check of the organization domain: given, without the platform suffix (SPEC §5), well-formed. */
export function domainError(domain: string, platformDomain: string): string | undefined {
  if (!domain) return 'validation.required';
  if (domain.includes('.') || domain.endsWith(platformDomain) || !OrganizationDomain.safeParse(domain).success)
    return 'validation.domain';
  return undefined;
}

/** Client checks of the organization section: the domain (`domainError`), the name. */
export function organizationErrors(values: OrganizationValues, platformDomain: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const domain = domainError(values.domain, platformDomain);
  if (domain) errors.domain = domain;
  if (!values.name.trim()) errors['organization.name'] = 'validation.required';
  return errors;
}

/**
 * The payment step's client check: every card field is required, as marked (the name on the card
 * is read by no provider check, so only this one holds it). Keys: the step's field names.
 */
export function cardErrors(card: CardDetails): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['holder', 'number', 'expiry', 'cvc'] as const)
    if (!card[key].trim()) errors[key] = 'validation.required';
  return errors;
}

/** Which step shows a server field error. */
export function stepOfField(field: string): 0 | 1 | 2 {
  if (field.startsWith('user')) return 0;
  return field.startsWith('payment') ? 2 : 1;
}
