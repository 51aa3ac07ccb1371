import { useState } from 'react';
import { Box, Button as MuiButton, InputAdornment, LinearProgress } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ResettableTextField, useTranslate } from 'react-admin';
import { raColumnsSelectorSearchFrom } from '../../raColumnsSelectorSearchFrom';
import { useSortableParts } from '../../../resource/views/reorder/useSortableParts';
import type { ChooserColumnsValue } from './ChooserColumns';
import { ColumnChoiceList } from './ColumnChoiceList';
import { ColumnChoiceRow } from './ColumnChoiceRow';
import { matchesColumnSearch, useColumnChoices } from './useColumnChoices';

/**
 * What a list's column chooser shows while it is open: a search from six columns on, a list of
 * labelled switches (one per column, in the table's order) that show or hide the columns and, for
 * a table (a phone's cards keep their own order), drag by their handles to reorder them (by pointer
 * or keyboard), and Reset. A table's switches wait for drag ordering's code (a progress bar meanwhile,
 * usually none: the button loads it when pointed at or focused), so that they are never drawn
 * anew under a click or the focus. react-admin's own chooser puts its rows (role "option", each
 * holding a focusable switch) in a menu, which fails axe's ARIA rules.
 */
export function ColumnChooserContent({
  value,
  onDragging,
}: {
  value: ChooserColumnsValue;
  onDragging: (dragging: boolean) => void;
}) {
  const translate = useTranslate();
  const { choices, toggle, move, reset } = useColumnChoices(value);
  const sortable = useSortableParts(value.reorderable);
  const [search, setSearch] = useState('');
  const shown = choices.filter((choice) => matchesColumnSearch(choice.label, search));
  const searchLabel = translate('ra.action.search_columns', { _: 'Search columns' });
  return (
    <Box sx={{ pt: 1 }}>
      {value.columns.length >= raColumnsSelectorSearchFrom && (
        <Box sx={{ mb: 1 }}>
          <ResettableTextField
            hiddenLabel
            label=""
            value={search}
            onChange={(event: string | { target: { value: string } }) =>
              setSearch(typeof event === 'string' ? event : event.target.value)
            }
            placeholder={searchLabel}
            inputProps={{ 'aria-label': searchLabel }}
            InputProps={{
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon color="disabled" />
                </InputAdornment>
              ),
            }}
            resettable
            autoFocus
            size="small"
          />
        </Box>
      )}
      {sortable ? (
        <sortable.SortableColumnChoices choices={shown} onToggle={toggle} onMove={move} onDragging={onDragging} />
      ) : value.reorderable ? (
        <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />
      ) : (
        <ColumnChoiceList>
          {shown.map((choice) => (
            <ColumnChoiceRow key={choice.source} choice={choice} onToggle={toggle} />
          ))}
        </ColumnChoiceList>
      )}
      <Box sx={{ textAlign: 'center', my: 1 }}>
        {/* MUI's button: react-admin's shows only its (absent) icon at a phone's width. */}
        <MuiButton size="small" onClick={reset}>
          {translate('ra.action.reset', { _: 'Reset' })}
        </MuiButton>
      </Box>
    </Box>
  );
}
