import { LocalesMenuButton } from 'react-admin';
import { useIsPhone } from '../framework/layout/useIsPhone';
import { CompactLocalesButton } from './CompactLocalesButton';

/**
 * The signed-in app bar's language switch. On wide screens react-admin's `LocalesMenuButton`
 * (the current language's name); on a phone, where the name would crowd the page title, an icon
 * button named "Change language (current: <name>)" opening the same menu of languages, with that
 * name as a native tooltip (ThemeButton says why not MUI's Tooltip).
 */
export function AppLocalesButton() {
  const compact = useIsPhone();
  return compact ? <CompactLocalesButton /> : <LocalesMenuButton />;
}
