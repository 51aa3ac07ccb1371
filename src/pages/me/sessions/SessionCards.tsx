import type { ReactNode } from 'react';
import { Alert, Chip } from '@mui/material';
import { BulkActionsToolbar, useListContext, useTranslate } from 'react-admin';
import type { Session } from '../../../api/contract/user';
import { formatDateTime } from '../../../framework/i18n/localeFormats';
import { useCurrentLocale } from '../../../framework/i18n/useCurrentLocale';
import { PhoneCardFrame } from '../../../framework/resource/views/phone/PhoneCardFrame';
import { PhoneCards } from '../../../framework/resource/views/phone/PhoneCards';
import { PhoneCardValue } from '../../../framework/resource/views/phone/PhoneCardValue';
import { PhoneSelectPage } from '../../../framework/resource/views/phone/PhoneSelectPage';
import { RevokeSelectedButton } from './RevokeSelectedButton';
import { SessionDeviceName } from '../../../framework/sessions/SessionDeviceName';

/**
 * The active sessions at a phone's width: one card per session of the list context (device in words,
 * the whole user agent on hover, when it signed in, IP address, last update, expiry, the "This
 * device" chip) with the table's selection, its revoke button and each card's own (`revokeButton`).
 */
export function SessionCards({ revokeButton }: { revokeButton: (session: Session) => ReactNode }) {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const { data, isPending, selectedIds, onToggleItem } = useListContext<Session>();
  const sessions = data ?? [];
  if (!isPending && sessions.length === 0) return <Alert severity="info">{translate('me.session.empty')}</Alert>;
  const label = (field: string) => translate(`me.session.fields.${field}`);
  return (
    <PhoneCards
      label={translate('me.session.title')}
      header={
        <>
          <BulkActionsToolbar>
            <RevokeSelectedButton />
          </BulkActionsToolbar>
          {sessions.length > 0 && <PhoneSelectPage selectable={sessions.map((session) => session.id)} />}
        </>
      }
    >
      {sessions.map((session) => (
        <PhoneCardFrame
          key={session.id}
          title={<SessionDeviceName agent={session.agent} />}
          selection={{
            checked: selectedIds.includes(session.id),
            label: translate('ra.action.select_row'),
            onToggle: () => onToggleItem(session.id),
          }}
          lines={[
            translate('me.session.signedInAt', { time: formatDateTime(session.created_at, locale) }),
            <PhoneCardValue key="ip" label={label('ip')}>
              {session.ip}
            </PhoneCardValue>,
            <PhoneCardValue key="updated" label={label('updated_at')}>
              {formatDateTime(session.updated_at, locale)}
            </PhoneCardValue>,
            <PhoneCardValue key="expires" label={label('expires_at')}>
              {formatDateTime(session.expires_at, locale)}
            </PhoneCardValue>,
          ]}
          chips={session.current && <Chip size="small" color="primary" label={translate('me.session.current')} />}
          actions={revokeButton(session)}
        />
      ))}
    </PhoneCards>
  );
}
