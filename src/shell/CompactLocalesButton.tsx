import { useId, useState } from 'react';
import { IconButton } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import LocalesMenu from './LocalesMenu';

/** The language switch at a phone's width: an icon button named with the current language, opening the menu of languages. */
export function CompactLocalesButton() {
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
