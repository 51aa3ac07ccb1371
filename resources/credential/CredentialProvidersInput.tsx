import { useWatch } from 'react-hook-form';
import { AutocompleteArrayInput } from 'react-admin';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { useChosenAuthType } from './useAuthTypes';
import { socialProviderName } from '../../src/api/contract/rules/socialProviderName';

/** The social networks of a social credential, among the chosen type's providers. */
export function CredentialProvidersInput({
  field: _field,
  filter: _filter,
  source: _source,
  label,
  ...props
}: KindInputProps) {
  const type = useChosenAuthType(useWatch({ name: 'auth_type_id' }));
  if (type?.type !== 'social') return null;
  const choices = (type.details.providers ?? []).map((provider) => ({
    id: provider,
    name: socialProviderName(provider),
  }));
  return (
    <AutocompleteArrayInput
      {...props}
      {...(label ? { label } : {})}
      source="extra.social_providers"
      choices={choices}
      translateChoice={false}
      isRequired
    />
  );
}
