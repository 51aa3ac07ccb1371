import { useId } from 'react';
import { Box, Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccountMenuEntries } from './useAccountMenuEntries';
import { useButtonPopover } from '../framework/layout/useButtonPopover';
import { useIsPhone } from '../framework/layout/useIsPhone';

/**
 * The app bar's account menu. On wide screens the button shows the user's name, on narrow ones an
 * icon; both are named "Account menu of <name>" (the visible name stays part of the accessible one).
 */
export function AccountMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  // Read while rendering (noSsr): otherwise the first render guesses narrow and the bar renders again right after it appears.
  const wide = !useIsPhone();
  // The button is drawn anew when the width or the name changes: the menu follows whichever is shown.
  const menu = useButtonPopover();
  const menuId = useId();
  const entries = useAccountMenuEntries();
  const name = identity?.fullName ?? '';
  const label = name ? translate('app.menu.accountOf', { name }) : translate('ra.auth.user_menu');
  const buttonProps = {
    'aria-haspopup': true as const,
    'aria-controls': menu.open ? menuId : undefined,
    'aria-expanded': menu.open ? (true as const) : undefined,
    color: 'inherit' as const,
    ref: menu.ref,
    onClick: menu.show,
  };

  return (
    <>
      {wide && name ? (
        // A long name (no spaces to wrap at) ends in "…" instead of widening the app bar.
        <Button
          {...buttonProps}
          aria-label={label}
          title={name}
          startIcon={<AccountCircle />}
          sx={{ textTransform: 'none', maxWidth: '16rem', minWidth: 0 }}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Box>
        </Button>
      ) : (
        <IconButton {...buttonProps} aria-label={label}>
          <AccountCircle />
        </IconButton>
      )}
      <Menu id={menuId} {...menu.popoverProps} disableScrollLock>
        {entries.map((entry) => (
          <MenuItem key={entry.name} component={Link} to={entry.path} onClick={menu.close}>
            <ListItemIcon>
              <entry.icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(entry.label)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            menu.close();
            void logout();
          }}
        >
          <ListItemIcon>
            <ExitIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.menu.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
