import { useEffect, useState } from 'react';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { lazyComponent } from '../../framework/lazyComponent';
import { goToKeys } from './goToKeys';
import { paletteShortcut } from './paletteShortcut';
import { useScreens } from './useScreens';
import { useShortcutKeys } from './useShortcutKeys';

const CommandPalette = lazyComponent(() => import('./CommandPalette').then((m) => m.CommandPalette), {
  fallback: null,
});
const ShortcutsDialog = lazyComponent(() => import('./ShortcutsDialog').then((m) => m.ShortcutsDialog), {
  fallback: null,
});

/** Runs `task` when the browser is idle (at most `timeout` ms later); returns the cancel. */
function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * The app bar's search button and the keyboard shortcuts (useShortcutKeys). The command palette
 * and the shortcuts' list are lazy chunks, downloaded when the browser is first idle after the
 * signed-in frame has rendered, so the first Ctrl+K shows the palette at once.
 */
export function PaletteLauncher() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const screens = useScreens();
  const [open, setOpen] = useState<'palette' | 'shortcuts' | null>(null);
  useShortcutKeys({
    palette: () => setOpen('palette'),
    help: () => setOpen('shortcuts'),
    goTo: (key) => {
      const name = goToKeys.find((entry) => entry.key === key)?.name;
      const screen = screens.find((candidate) => candidate.name === name);
      if (screen) navigate(screen.path);
      return !!screen;
    },
  });
  useEffect(
    () =>
      whenIdle(() => {
        CommandPalette.preload().catch(() => undefined);
        ShortcutsDialog.preload().catch(() => undefined);
      }),
    [],
  );
  const close = () => setOpen(null);
  return (
    <>
      {/* A native tooltip, as the theme button's (ThemeButton says why not MUI's Tooltip). */}
      <IconButton
        color="inherit"
        aria-label={translate('palette.open')}
        aria-keyshortcuts={paletteShortcut.aria}
        aria-haspopup="dialog"
        title={translate('palette.openWithShortcut', { shortcut: paletteShortcut.label() })}
        onClick={() => setOpen('palette')}
      >
        <SearchIcon />
      </IconButton>
      {open === 'palette' && <CommandPalette screens={screens} onClose={close} />}
      {open === 'shortcuts' && <ShortcutsDialog screens={screens} onClose={close} />}
    </>
  );
}
