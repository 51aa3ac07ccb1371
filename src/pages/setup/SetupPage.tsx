import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../framework/layout/PageHeader';
import { ApplyCard } from './ApplyCard';
import { ExportCard } from './ExportCard';

/** `/setup`: the organization's setup as a file — export it, and plan and apply one. */
export default function SetupPage() {
  const translate = useTranslate();
  const title = translate('setup.title');
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <Stack spacing={2}>
        <ExportCard />
        <ApplyCard />
      </Stack>
    </>
  );
}
