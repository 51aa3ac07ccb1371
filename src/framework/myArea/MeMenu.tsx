import { List, ListItem, ListItemButton, ListItemText, Paper, Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useRouteAvailable } from '../routing/DeclaredRoutes';
import { meSections, type MeSectionName } from './meSections';
import { useIsPhone } from '../layout/useIsPhone';

/**
 * The my-area menu: only sections whose route exists (declared and not disabled); the current one
 * marked. A list beside (or above) the page; at a phone's width a row of tabs that scrolls
 * sideways on its own, so the menu takes one line and the page never widens. Its arrows are always
 * there (dimmed at an end): arrows that appear only once the tabs overflow narrow the row after
 * MUI has scrolled the current tab into view, and cut it off.
 */
export function MeMenu({ current }: { current: MeSectionName }) {
  const translate = useTranslate();
  const available = useRouteAvailable();
  const phone = useIsPhone();
  const sections = meSections.filter((section) => available(section.name));
  const label = translate('me.menu.label');
  if (phone)
    return (
      <nav aria-label={label}>
        <Tabs
          value={sections.some((section) => section.name === current) ? current : false}
          variant="scrollable"
          scrollButtons
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
        >
          {sections.map((section) => (
            <Tab
              key={section.name}
              value={section.name}
              label={translate(section.label)}
              component={Link}
              to={section.path}
              aria-current={section.name === current ? 'page' : undefined}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </nav>
    );
  return (
    <Paper component="nav" aria-label={label} variant="outlined" sx={{ minWidth: 200, alignSelf: 'flex-start' }}>
      <List dense disablePadding>
        {sections.map((section) => (
          <ListItem key={section.name} disablePadding>
            <ListItemButton
              component={Link}
              to={section.path}
              selected={section.name === current}
              aria-current={section.name === current ? 'page' : undefined}
            >
              <ListItemText primary={translate(section.label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
