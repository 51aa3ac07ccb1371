import { Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { safeHref } from '../../src/framework/layout/safeHref';
import { useServices } from '../../src/framework/ServicesContext';
import { resolveApiDocsUrl } from '../../src/config/apiDocsUrl';
import type { CurrentUser } from '../../src/api/contract/me';

/** How an API client uses a key (SPEC §6: `Authorization: <username>:<key>` + `X-ORG`), and the API documentation link when one is configured. */
export function UsageExample({ me }: { me: CurrentUser | undefined }) {
  const translate = useTranslate();
  const { config, baseUrl } = useServices();
  // SPEC §7: derived from the API base URL in use unless config.json names another or hides it.
  const docs = safeHref(resolveApiDocsUrl(config.apiDocsUrl, baseUrl), { base: document.baseURI });
  const username = me?.username ?? me?.email ?? '<username>';
  const domain = me?.organization.domain ?? '<organization>';
  const absoluteBase = /^https?:\/\//.test(baseUrl) ? baseUrl : `${window.location.origin}${baseUrl}`;
  const example = `curl ${absoluteBase}/project \\\n  -H "Authorization: ${username}:<${translate('me.api.usage.keyPlaceholder')}>" \\\n  -H "X-ORG: ${domain}"`;
  return (
    <Card component="section" aria-labelledby="api-usage-title">
      <CardContent>
        <Typography id="api-usage-title" variant="h6" component="h2">
          {translate('me.api.usage.title')}
        </Typography>
        <Typography color="text.secondary" paragraph>
          {translate('me.api.usage.explain')}
        </Typography>
        <Typography
          component="pre"
          tabIndex={0}
          aria-label={translate('me.api.usage.title')}
          sx={{
            fontFamily: 'monospace',
            fontSize: 13,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflowX: 'auto',
          }}
        >
          {example}
        </Typography>
        {docs && (
          <Link href={docs} target="_blank" rel="noopener noreferrer">
            {translate('me.api.docs')}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
