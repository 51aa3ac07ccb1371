import { Alert, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../framework/i18n/localeFormats';
import { useDemoInfo } from '../../framework/useDemoInfo';

/**
 * Demo mode notice: shared data, automatic reset every few hours, the next reset time, link to the
 * demo info page. Rendered in demo mode only, by `LazyDemoNotice`.
 */
export function DemoNotice() {
  const demo = useDemoInfo();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const next = demo ? formatDateTime(demo.next_reset_at, locale) : null;
  return (
    <Alert severity="info" role="status" sx={{ mt: 1 }}>
      {demo ? translate('app.demo.notice', { hours: demo.reset_hours }) : translate('guest.demo.short')}{' '}
      {next && translate('app.demo.nextReset', { time: next })}{' '}
      <MuiLink component={Link} to="/demo">
        {translate('guest.demo.more')}
      </MuiLink>
    </Alert>
  );
}
