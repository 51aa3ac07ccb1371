import { Alert } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ApiKey } from '../../src/api/contract/me';
import { formatDateTime } from '../../src/framework/i18n/localeFormats';
import { useCurrentLocale } from '../../src/framework/i18n/useCurrentLocale';
import { PhoneCardFrame } from '../../src/framework/resource/views/phone/PhoneCardFrame';
import { PhoneCards } from '../../src/framework/resource/views/phone/PhoneCards';
import { PhoneCardValue } from '../../src/framework/resource/views/phone/PhoneCardValue';
import { ApiKeyRowActions, type ApiKeyActionHandlers } from './ApiKeyRowActions';

/**
 * The API keys at a phone's width: one card per key of the list context's page (name, note,
 * identifier, creation and update dates) with the table's row actions (edit, regenerate, delete).
 */
export function ApiKeyCards({ onRegenerate, onDelete }: ApiKeyActionHandlers) {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const { data, isPending } = useListContext<ApiKey>();
  const keys = data ?? [];
  if (!isPending && keys.length === 0) return <Alert severity="info">{translate('me.api.empty')}</Alert>;
  const value = (field: string, text: string) => (
    <PhoneCardValue label={translate(`me.api.fields.${field}`)}>{text}</PhoneCardValue>
  );
  return (
    <PhoneCards label={translate('me.api.title')}>
      {keys.map((key) => (
        <RecordContextProvider key={key.id} value={key}>
          <PhoneCardFrame
            title={key.name}
            lines={[
              ...(key.note ? [key.note] : []),
              value('id', String(key.id)),
              value('created_at', formatDateTime(key.created_at, locale)),
              value('updated_at', formatDateTime(key.updated_at, locale)),
            ]}
            actions={<ApiKeyRowActions onRegenerate={onRegenerate} onDelete={onDelete} />}
          />
        </RecordContextProvider>
      ))}
    </PhoneCards>
  );
}
