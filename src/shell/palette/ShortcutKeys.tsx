import { Fragment } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** ShortcutKeys pressed one after the other, e.g. `g` then `u`. */
export function ShortcutKeys({ keys }: { keys: readonly string[] }) {
  const translate = useTranslate();
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={index}>
          {index > 0 && ` ${translate('palette.shortcuts.then')} `}
          <Box
            component="kbd"
            sx={{
              fontFamily: 'monospace',
              px: 0.75,
              py: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          >
            {key}
          </Box>
        </Fragment>
      ))}
    </>
  );
}
