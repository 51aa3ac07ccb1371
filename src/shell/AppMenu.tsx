import { createElement } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { useMenuEntries } from './useMenuEntries';

export function AppMenu() {
  const translate = useTranslate();
  const entries = useMenuEntries();
  return (
    // react-admin's menu is a plain list: the nav makes it the page's navigation landmark.
    <nav aria-label={translate('app.menu.mainNavigation')}>
      <Menu>
        {entries.map((entry) => (
          <Menu.Item key={entry.name} to={entry.path} primaryText={entry.label} leftIcon={createElement(entry.icon)} />
        ))}
      </Menu>
    </nav>
  );
}
