import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuthType } from '../../../src/api/contract/authType';
import { isHsAlgorithm } from '../../../src/api/contract/rules/isHsAlgorithm';
import { formatDateTime } from '../../../src/framework/i18n/localeFormats';
import { useCurrentLocale } from '../../../src/framework/i18n/useCurrentLocale';

/**
 * Whether the type's signing credentials are set and when they last changed, as the API says
 * (`has_credentials`, `credentials_updated_at`); nothing when the API does not say.
 */
export function CredentialsStatus({ authType }: { authType: AuthType }) {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  if (authType.has_credentials === undefined) return null;
  if (!authType.has_credentials)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('adminPages.authType.credentials.notSet')}
      </Alert>
    );
  const what = isHsAlgorithm(authType.details.algorithm) ? 'secret' : 'keyPair';
  const changed = authType.credentials_updated_at;
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      {changed
        ? translate(`adminPages.authType.credentials.${what}SetAt`, { date: formatDateTime(changed, locale) })
        : translate(`adminPages.authType.credentials.${what}Set`)}
    </Alert>
  );
}
