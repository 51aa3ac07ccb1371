import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSessionDeviceName } from './useSessionDeviceName';
import { screenReaderOnly } from '../layout/screenReaderOnly';

/** A session's browser and system in words ("Chrome 131 on Windows"); the whole user agent on hover and for screen readers. */
export function SessionDeviceName({ agent }: { agent: string }) {
  const translate = useTranslate();
  const deviceName = useSessionDeviceName();
  return (
    <>
      <span title={agent}>{deviceName(agent)}</span>
      <Box component="span" sx={screenReaderOnly}>
        {translate('me.session.device.agent', { agent })}
      </Box>
    </>
  );
}
