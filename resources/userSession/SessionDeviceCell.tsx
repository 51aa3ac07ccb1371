import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Session } from '../../src/api/contract/user';
import { formatDateTime } from '../../src/framework/i18n/localeFormats';
import { useCurrentLocale } from '../../src/framework/i18n/useCurrentLocale';

/** A session's device: its user agent and when it signed in (SPEC §2 "device (user agent and login time)"). */
export function SessionDeviceCell() {
  const record = useRecordContext<Session>();
  const translate = useTranslate();
  const locale = useCurrentLocale();
  if (!record) return null;
  const time = formatDateTime(record.created_at, locale);
  return (
    <Box>
      <Typography variant="body2">{record.agent}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('adminPages.user.signedInAt', { time })}
      </Typography>
    </Box>
  );
}
