import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useMenuEntries, type MenuEntry } from '../useMenuEntries';
import { useAccountMenuEntries } from '../useAccountMenuEntries';

/**
 * A screen the palette finds and a `g` shortcut goes to: a main menu entry (name `home` or the
 * resource's) or a my-area page (name: its route's), label translated.
 */
export type Screen = MenuEntry;

/** Every screen the console's menus offer: the main menu's entries, then the account menu's my-area pages. */
export function useScreens(): readonly Screen[] {
  const translate = useTranslate();
  const menu = useMenuEntries();
  const account = useAccountMenuEntries();
  return useMemo(
    () => [...menu, ...account.map((entry) => ({ ...entry, label: translate(entry.label) }))],
    [menu, account, translate],
  );
}
