import { useWatch } from 'react-hook-form';
import { PasswordInput, useRecordContext } from 'react-admin';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { usePasswordRulesHint } from '../../src/framework/usePasswordRulesHint';
import { useChosenAuthType } from './useAuthTypes';

/**
 * The password of a credential: not for social types; required on create for basic and jwt; the
 * chosen type's password rules beside it, in place of the generic help (a length no one types is
 * the form's limit only: its resolver refuses a longer value with its message).
 */
export function CredentialPasswordInput({
  field: _field,
  filter: _filter,
  helperText: _help,
  ...props
}: KindInputProps) {
  const type = useChosenAuthType(useWatch({ name: 'auth_type_id' }));
  const record = useRecordContext();
  const rulesHint = usePasswordRulesHint(type?.password_config);
  if (!type || type.type === 'social') return null;
  const required = !record && (type.type === 'basic' || type.type === 'jwt');
  return <PasswordInput {...props} helperText={rulesHint} autoComplete="new-password" isRequired={required} />;
}
