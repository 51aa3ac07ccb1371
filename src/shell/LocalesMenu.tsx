import { Menu, MenuItem } from '@mui/material';
import { useLocaleState } from 'react-admin';

export interface GuestLocalesMenuProps {
  id: string;
  anchor: HTMLElement | null;
  languages: readonly { locale: string; name: string }[];
  locale: string;
  onClose: () => void;
}

/** The menu of `GuestLocalesButton`, loaded on first use. */
export default function GuestLocalesMenu({ id, anchor, languages, locale, onClose }: GuestLocalesMenuProps) {
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
