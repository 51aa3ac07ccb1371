import { useContext } from 'react';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import Tooltip from '@mui/material/Tooltip';
import { useRecordContext, useTranslate } from 'react-admin';
import { CellsClipped } from '../../src/framework/resource/fields/ClippedText';
import type { KindFieldProps } from '../../src/framework/resource/fields/KindFieldProps';
import { TextKindField } from '../../src/framework/resource/fields/TextKindField';

/**
 * The username, marked for the service's administrators (the `admin` role, decision 0022) by a
 * shield named "Administrator", in the table and as a phone card's title (inside its link: no
 * control of its own). In the table the mark takes its room from the name's own width, so the list
 * still fits a laptop's screen with every column of SPEC §2.
 */
export function UsernameCell({ field }: KindFieldProps) {
  const record = useRecordContext<{ admin?: boolean }>();
  const translate = useTranslate();
  const clipped = useContext(CellsClipped);
  if (record?.admin !== true) return <TextKindField field={field} />;
  const label = translate('resources.user.fields.admin');
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        verticalAlign: 'bottom',
        ...(clipped ? { maxWidth: '6.5em' } : {}),
      }}
    >
      <Tooltip title={label}>
        <AdminIcon role="img" aria-hidden={false} aria-label={label} sx={{ fontSize: '1.2em' }} color="primary" />
      </Tooltip>
      <TextKindField field={field} />
    </span>
  );
}
