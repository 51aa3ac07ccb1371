import { useId, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Dialog, dialogClasses, InputBase, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { matchesQuery } from './matchesQuery';
import type { PaletteGroup, PaletteItem } from './PaletteItem';
import { PaletteListbox } from './PaletteListbox';
import { useDebouncedValue } from './useDebouncedValue';
import { usePaletteActions } from './usePaletteActions';
import { minRecordTerm, usePaletteRecords } from './usePaletteRecords';
import type { Screen } from './useScreens';
import { useSearchableResources } from './useSearchableResources';

/** Typing pauses this long before the records are searched (results are due 300 ms after typing stops). */
export const paletteDebounceMs = 150;

export interface CommandPaletteProps {
  screens: readonly Screen[];
  onClose: () => void;
}

/**
 * Ctrl/⌘+K: one field that finds screens (the menus' entries), records (users, projects,
 * authentication types, permissions: one debounced request per resource with the lists' search)
 * and actions (create, import, language, theme). A dialog with the ARIA combobox pattern: the
 * field keeps the focus, ↑/↓ point at an option (`aria-activedescendant`), Enter chooses it,
 * Escape closes.
 */
export function CommandPalette({ screens, onClose }: CommandPaletteProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState<string>();
  const term = useDebouncedValue(query.trim(), paletteDebounceMs);
  const resources = useSearchableResources(screens);
  const actions = usePaletteActions(resources);
  const records = usePaletteRecords(term, resources);
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const hintId = `${baseId}-hint`;

  const screenItems: PaletteItem[] = screens
    .filter((screen) => matchesQuery(screen.label, query))
    .map((screen) => ({
      key: `screen-${screen.name}`,
      label: screen.label,
      icon: screen.icon,
      run: () => navigate(screen.path),
    }));
  const actionItems = actions.filter((action) => matchesQuery(action.label, query));
  const groups: PaletteGroup[] = [
    ...(screenItems.length ? [{ key: 'screens', label: translate('palette.screens'), items: screenItems }] : []),
    ...records.groups,
    ...(actionItems.length ? [{ key: 'actions', label: translate('palette.actions'), items: actionItems }] : []),
  ];
  const items = groups.flatMap((group) => group.items);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const optionId = (item: PaletteItem) => `${baseId}-option-${items.indexOf(item)}`;
  const searching =
    query.trim().length >= minRecordTerm && (term !== query.trim() || records.fetching) && records.errors.length === 0;

  const choose = (item: PaletteItem) => {
    onClose();
    item.run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!active) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveKey(items[(items.indexOf(active) + step + items.length) % items.length]?.key);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      // Shown in the frame after the key press: no fade-in.
      transitionDuration={0}
      sx={{ [`& .${dialogClasses.container}`]: { alignItems: 'flex-start' } }}
      slotProps={{ paper: { 'aria-label': translate('palette.title'), sx: { mt: '12vh' } } }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={translate('palette.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveKey(undefined);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('palette.input'),
            'aria-autocomplete': 'list',
            'aria-expanded': items.length > 0,
            'aria-describedby': hintId,
            ...(items.length > 0 ? { 'aria-controls': listboxId } : {}),
            ...(active ? { 'aria-activedescendant': optionId(active) } : {}),
          }}
        />
      </Box>
      {records.errors.map((error) => (
        <Alert key={error} severity="error" sx={{ m: 1 }}>
          {error}
        </Alert>
      ))}
      {items.length > 0 && (
        <PaletteListbox
          id={listboxId}
          label={translate('palette.results')}
          groups={groups}
          activeKey={active?.key}
          optionId={optionId}
          onChoose={choose}
          onPoint={(item) => setActiveKey(item.key)}
        />
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography role="status" variant="body2" color="text.secondary">
          {searching
            ? translate('palette.searching')
            : items.length
              ? translate('palette.count', { smart_count: items.length })
              : translate('palette.nothingFound')}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {translate('palette.hint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
