import { isValidElement, useCallback, type ReactElement } from 'react';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import ClearIcon from '@mui/icons-material/Clear';
import {
  Button as ToolbarButton,
  FilterButtonMenuItem,
  useFilterContext,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useButtonPopover } from '../../layout/useButtonPopover';

const MENU_ID = 'add-filter-menu';

/** A list filter element, as the list's `filters` give it. */
type FilterElement = ReactElement<{ source: string; alwaysOn?: boolean }>;

/**
 * Focuses the input of the filter `source` once the list's filter form draws it: a field's filter
 * input may still be loading (`listFilters`). Given up after a few seconds, or once the focus has
 * moved on from the menu and its `button` (where closing the menu puts it).
 */
function focusWhenDrawn(source: string, button: HTMLElement | null) {
  const until = performance.now() + 3000;
  const look = () => {
    const active = document.activeElement;
    if (active !== button && active !== document.body && !active?.closest(`#${MENU_ID}`)) return;
    const input = document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(source)}"]`);
    if (input) input.focus();
    else if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * The list toolbar's "Add filter" menu, as react-admin's FilterButton draws it: the filters not
 * always shown, each checked while it is shown (choosing one shows it and puts the focus in it), and
 * "Remove all filters" while a filter has a value. The menu follows its button across a phone's
 * width (`useButtonPopover`). react-admin's saved queries are left out: a list's saved views are
 * the "Views" menu's (decision 0013).
 */
export function AddFilterButton() {
  const translate = useTranslate();
  const filters = useFilterContext();
  const { displayedFilters = {}, filterValues, setFilters, showFilter, hideFilter } = useListContext();
  const menu = useButtonPopover();
  const { close } = menu;
  const show = useCallback(
    ({ source, defaultValue }: { source: string; defaultValue: unknown }) => {
      showFilter(source, defaultValue === '' ? undefined : defaultValue);
      close();
      focusWhenDrawn(source, menu.ref.current);
    },
    [showFilter, close, menu.ref],
  );
  const hide = useCallback(
    ({ source }: { source: string }) => {
      hideFilter(source);
      close();
    },
    [hideFilter, close],
  );
  const togglable = (filters ?? []).filter(
    (filter): filter is FilterElement => isValidElement<FilterElement['props']>(filter) && !filter.props.alwaysOn,
  );
  const hasValues = Object.keys(filterValues).length > 0;
  if (togglable.length === 0 && !hasValues) return null;
  const label = translate('ra.action.add_filter');
  return (
    <>
      <ToolbarButton
        ref={menu.ref}
        label="ra.action.add_filter"
        onClick={menu.show}
        aria-haspopup="menu"
        aria-expanded={menu.open ? 'true' : undefined}
        aria-controls={menu.open ? MENU_ID : undefined}
      >
        <FilterListIcon />
      </ToolbarButton>
      <Menu id={MENU_ID} {...menu.popoverProps} slotProps={{ list: { 'aria-label': label } }}>
        {togglable.map((filter, index) => (
          <FilterButtonMenuItem
            key={filter.props.source}
            filter={filter}
            displayed={!!displayedFilters[filter.props.source]}
            onShow={show}
            onHide={hide}
            autoFocus={index === 0}
          />
        ))}
        {hasValues && togglable.length > 0 && <Divider />}
        {hasValues && (
          <MenuItem
            onClick={() => {
              setFilters({}, {});
              close();
            }}
          >
            <ListItemIcon>
              <ClearIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.action.remove_all_filters')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
