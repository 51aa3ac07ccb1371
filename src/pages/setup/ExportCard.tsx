import { useState } from 'react';
import { Alert, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { downloadJson } from './downloadJson';
import { exportSetup } from './exportSetup';
import { readSetupState } from './setupState';

type Status =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'done'; counts: Record<string, number> }
  | { state: 'failed'; message: string };

/** Downloads the organization's setup file. */
export function ExportCard() {
  const translate = useTranslate();
  const { client } = useServices();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const run = async () => {
    setStatus({ state: 'reading' });
    try {
      const file = exportSetup(await readSetupState(client));
      downloadJson('setup.json', file);
      setStatus({
        state: 'done',
        counts: {
          projects: file.projects.length,
          permissions: file.permissions.length,
          authTypes: file.authTypes.length,
        },
      });
    } catch (error) {
      const { key, args } = errorMessage(error);
      setStatus({ state: 'failed', message: translate(key, args) });
    }
  };
  return (
    <Card component="section" aria-labelledby="setup-export-title">
      <CardContent>
        <Typography id="setup-export-title" variant="h6" component="h2" gutterBottom>
          {translate('setup.export.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('setup.export.intro')}
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={run} disabled={status.state === 'reading'}>
          {translate('setup.export.button')}
        </Button>
        {status.state === 'reading' && <LinearProgress aria-label={translate('setup.export.reading')} sx={{ mt: 2 }} />}
        {status.state === 'done' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('setup.export.done', status.counts)}
          </Alert>
        )}
        {status.state === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {status.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
