import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { phoneListSx } from './phoneListSx';

/**
 * The list of a phone layout's cards (`PhoneCardFrame` items), named `label`, with an optional
 * header above it (the bulk actions and the page's select-all): one set of card styles for the
 * generic lists and the custom screens.
 */
export function PhoneCards({ label, header, children }: { label: string; header?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={phoneListSx}>
      {header}
      <ul className="fw-cards" aria-label={label}>
        {children}
      </ul>
    </Box>
  );
}
