import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeUserAgent } from '../../api/contract/rules/describeUserAgent';
import type { Session } from '../../api/contract/user';
import { formatDateTime } from '../i18n/localeFormats';
import { useCurrentLocale } from '../i18n/useCurrentLocale';
import { SessionDeviceName } from './SessionDeviceName';

/**
 * A session's device (SPEC §2 "device (user agent and login time)"): the browser and system in words
 * (the whole user agent on hover and for screen readers), "This device" on the caller's own session,
 * then the kind of device and when it signed in.
 */
export function SessionDevice({ session }: { session: Session }) {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  const kind = translate(`me.session.device.kinds.${describeUserAgent(session.agent).device}`);
  const signedIn = translate('me.session.signedInAt', { time: formatDateTime(session.created_at, locale) });
  return (
    <Box>
      {/* Room for "Chrome 131 on Windows" on one line where a table's columns are tight. */}
      <Typography variant="body2" component="div" sx={{ minWidth: '10em' }}>
        <SessionDeviceName agent={session.agent} />
      </Typography>
      {/* On a line of its own: beside the name it would squeeze the name in a narrow column. */}
      {session.current && (
        <Chip
          size="small"
          color="primary"
          label={translate('me.session.current')}
          sx={{ display: 'flex', width: 'fit-content', my: 0.25 }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {kind} · {signedIn}
      </Typography>
    </Box>
  );
}
