import { AutocompleteInput, useGetList, useTranslate } from 'react-admin';
import type { Credential } from '../../src/api/contract/user';
import { ReferenceKindInput } from '../../src/framework/resource/inputs/ReferenceKindInput';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { useResourceScope } from '../../src/framework/resource/ResourceScope';
import { allPagesMeta } from '../../src/providers/ResourceEndpoint';
import { freeAuthTypes } from './freeAuthTypes';
import { useAuthTypes } from './useAuthTypes';

/**
 * A credential's authentication type. On create it offers only the types the user has no
 * credential for yet (`freeAuthTypes`), each with its kind ("Staff · Social"), and says so when
 * none is left; on edit the type is fixed and shown as the generic reference input shows it.
 */
export function CredentialTypeInput(props: KindInputProps) {
  if (props.disabled) return <ReferenceKindInput {...props} />;
  return <FreeTypeInput {...props} />;
}

function FreeTypeInput({ field, filter: _filter, label, helperText, ...props }: KindInputProps) {
  const translate = useTranslate();
  const { parentId } = useResourceScope();
  const types = useAuthTypes();
  const { data: credentials, isPending } = useGetList<Credential>('credential', {
    sort: { field: 'id', order: 'ASC' },
    meta: { ...allPagesMeta, parentId },
  });
  const free = isPending ? [] : freeAuthTypes(types, credentials ?? []);
  const choices = free.map((type) => ({
    id: String(type.id),
    name: translate('resources.credential.typeOption', {
      title: type.title,
      kind: translate(`resources.authType.choices.type.${type.type}`),
    }),
  }));
  const noneLeft = !isPending && types.length > 0 && choices.length === 0;
  return (
    <AutocompleteInput
      {...props}
      {...(label ? { label } : {})}
      choices={choices}
      isRequired={field.required}
      isPending={isPending}
      helperText={noneLeft ? translate('resources.credential.noTypeLeft') : (helperText ?? undefined)}
    />
  );
}
