import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** The card of a public screen: its single h1 and content, centred in the guest layout. */
export function GuestCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card
      component="section"
      aria-labelledby="guest-page-title"
      sx={{ width: '100%', maxWidth: wide ? 640 : 460, my: { xs: 3, sm: 6 } }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="guest-page-title" variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
