import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { goToKeys } from './goToKeys';
import { paletteShortcut } from './paletteShortcut';
import type { Screen } from './useScreens';
import { ShortcutKeys } from './ShortcutKeys';

/** `?`: every keyboard shortcut, the `g` ones for the screens this console offers. */
export function ShortcutsDialog({ screens, onClose }: { screens: readonly Screen[]; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const rows: { keys: readonly string[]; action: string }[] = [
    { keys: [paletteShortcut.label()], action: translate('palette.shortcuts.palette') },
    { keys: ['/'], action: translate('palette.shortcuts.search') },
    ...goToKeys.flatMap(({ name, key }) => {
      const screen = screens.find((candidate) => candidate.name === name);
      return screen
        ? [{ keys: ['g', key], action: translate('palette.shortcuts.goTo', { screen: screen.label }) }]
        : [];
    }),
    { keys: ['?'], action: translate('palette.shortcuts.help') },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} transitionDuration={0} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('palette.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('palette.shortcuts.keys')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('palette.shortcuts.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.keys.join(' ')}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <ShortcutKeys keys={row.keys} />
                </TableCell>
                <TableCell>{row.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('palette.shortcuts.note')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('palette.shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
