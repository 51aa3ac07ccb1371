import { Menu, MenuItem } from '@mui/material';
import { useLocaleState } from 'react-admin';

export interface LocalesMenuProps {
  id: string;
  anchor: HTMLElement | null;
  languages: readonly { locale: string; name: string }[];
  locale: string;
  onClose: () => void;
}

/** The menu of languages of the compact language buttons (guest header: loaded on first use; phone app bar). */
export default function LocalesMenu({ id, anchor, languages, locale, onClose }: LocalesMenuProps) {
  const [, setLocale] = useLocaleState();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.locale}
          lang={language.locale}
          selected={language.locale === locale}
          onClick={() => {
            setLocale(language.locale);
            onClose();
          }}
        >
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
