import { Alert, Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { AuthType } from '../../src/api/contract/authType';
import { socialProviderName } from '../../src/api/contract/rules/socialProviderName';
import { ChipsInput } from '../../src/framework/resource/inputs/ChipsInput';
import type { KindInputProps } from '../../src/framework/resource/ResourceDeclaration';
import { allPagesMeta } from '../../src/providers/ResourceEndpoint';

/**
 * A social type's providers, with a warning for each chosen provider another social type already
 * offers: its visitors then see one sign-in button per type, told apart by the types' titles.
 */
export function ProvidersInput(props: KindInputProps) {
  const translate = useTranslate();
  const record = useRecordContext<AuthType>();
  const chosen: unknown = useWatch({ name: props.source });
  const { data: types } = useGetList<AuthType>('authType', {
    sort: { field: 'priority', order: 'ASC' },
    meta: allPagesMeta,
  });
  const others = (types ?? []).filter((type) => type.type === 'social' && String(type.id) !== String(record?.id));
  const shared = (Array.isArray(chosen) ? chosen.map(String) : []).flatMap((provider) => {
    const titles = others.filter((type) => type.details.providers?.includes(provider)).map((type) => type.title);
    return titles.length ? [{ provider, titles }] : [];
  });
  return (
    <Box sx={{ width: '100%' }}>
      <ChipsInput {...props} />
      {shared.map(({ provider, titles }) => (
        <Alert key={provider} severity="warning" sx={{ mb: 1 }}>
          {translate('resources.authType.sharedProvider', {
            provider: socialProviderName(provider),
            types: titles.join(', '),
          })}
        </Alert>
      ))}
    </Box>
  );
}
