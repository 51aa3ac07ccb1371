import { createElement, useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import type { PaletteGroup, PaletteItem } from './PaletteItem';

export interface PaletteListboxProps {
  id: string;
  label: string;
  groups: readonly PaletteGroup[];
  /** The item the combobox points at (`aria-activedescendant`). */
  activeKey: string | undefined;
  optionId: (item: PaletteItem) => string;
  onChoose: (item: PaletteItem) => void;
  onPoint: (item: PaletteItem) => void;
}

/**
 * The palette's results: a listbox of groups (screens, each resource's records, actions) whose
 * options the combobox points at; the options themselves never take focus (ARIA combobox
 * pattern), a click chooses one.
 */
export function PaletteListbox({ id, label, groups, activeKey, optionId, onChoose, onPoint }: PaletteListboxProps) {
  useEffect(() => {
    if (!activeKey) return;
    const active = document.querySelector(`#${CSS.escape(id)} [aria-selected="true"]`);
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeKey]);
  return (
    <Box role="listbox" id={id} aria-label={label} sx={{ maxHeight: '60vh', overflowY: 'auto', pb: 1 }}>
      {groups.map((group) => (
        <Box role="group" key={group.key} aria-labelledby={`${id}-${group.key}`}>
          <Typography
            id={`${id}-${group.key}`}
            role="presentation"
            variant="overline"
            color="text.secondary"
            sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2 }}
          >
            {group.label}
          </Typography>
          {group.items.map((item) => {
            const active = item.key === activeKey;
            return (
              <Box
                role="option"
                key={item.key}
                id={optionId(item)}
                aria-selected={active}
                onClick={() => onChoose(item)}
                onMouseMove={() => !active && onPoint(item)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 0.75,
                  minHeight: 44,
                  cursor: 'pointer',
                  bgcolor: active ? 'action.selected' : undefined,
                  // The pointed option is also marked by a bar, not by colour alone.
                  boxShadow: (theme) => (active ? `inset 3px 0 0 ${theme.palette.primary.main}` : 'none'),
                }}
              >
                {item.icon && (
                  <Box component="span" aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
                    {createElement(item.icon)}
                  </Box>
                )}
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography noWrap {...(item.lang ? { lang: item.lang } : {})}>
                    {item.label}
                  </Typography>
                  {item.detail && (
                    <Typography noWrap variant="body2" color="text.secondary">
                      {item.detail}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
