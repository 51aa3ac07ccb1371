import { useId, useState } from 'react';
import { IconButton } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LocalesMenuButton, useLocales, useLocaleState, useTranslate } from 'react-admin';
import LocalesMenu from './LocalesMenu';
import { useIsPhone } from '../framework/layout/useIsPhone';

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

function CompactLocalesButton() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  const label = translate('app.menu.changeLanguage', { language: current });
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <LocalesMenu id={menuId} anchor={anchor} languages={languages} locale={locale} onClose={() => setAnchor(null)} />
    </>
  );
}
