import { useId, useState } from 'react';
import { Box, Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccountMenuEntries } from './useAccountMenuEntries';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const entries = useAccountMenuEntries();
  const name = identity?.fullName ?? '';
  const label = name ? translate('app.menu.accountOf', { name }) : translate('ra.auth.user_menu');
  const buttonProps = {
    'aria-haspopup': true as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? (true as const) : undefined,
    color: 'inherit' as const,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} disableScrollLock>
        {entries.map((entry) => (
          <MenuItem key={entry.name} component={Link} to={entry.path} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <entry.icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(entry.label)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
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
