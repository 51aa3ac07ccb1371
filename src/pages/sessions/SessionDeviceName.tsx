import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSessionDeviceName } from './useSessionDeviceName';

const screenReaderOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
