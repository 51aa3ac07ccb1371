import { useWatch } from 'react-hook-form';
import { PasswordInput, useRecordContext } from 'react-admin';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { useChosenAuthType } from './useAuthTypes';

/** The password of a credential: not for social types; required on create for basic and jwt. */
export function CredentialPasswordInput({ field: _field, filter: _filter, ...props }: KindInputProps) {
  const type = useChosenAuthType(useWatch({ name: 'auth_type_id' }));
  const record = useRecordContext();
  if (!type || type.type === 'social') return null;
  const required = !record && (type.type === 'basic' || type.type === 'jwt');
  return <PasswordInput {...props} autoComplete="new-password" isRequired={required} />;
}
