import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useIsPhone } from '../layout/useIsPhone';

/** One tab of a record page: its name, its label and the path of the screen it shows. */
export interface RecordTabLink {
  name: string;
  label: string;
  to: string;
}

/** Element id of a record page's tab (the tab panel is labelled by the selected one). */
export const recordTabId = (name: string) => `record-tab-${name}`;

/**
 * The tabs of a record page as links (MUI Tabs: a tablist, the arrow keys, Home and End move
 * between tabs, Enter or a click opens one — at its screen's own path, so the address names the
 * tab). The selected tab controls the panel `panelId`; the others have no panel in the page.
 * Scrollable with buttons when the tabs are wider than the page. On a phone the buttons are always
 * there (dimmed at an end): buttons that appear only once the tabs overflow narrow the row after
 * MUI has scrolled the selected tab into view, and cut it off (as the my-area tabs, `MeMenu`).
 */
export function RecordTabs({
  tabs,
  current,
  labelledBy,
  panelId,
}: {
  tabs: readonly RecordTabLink[];
  current: string;
  labelledBy: string;
  panelId: string;
}) {
  const phone = useIsPhone();
  return (
    <Tabs
      value={current}
      aria-labelledby={labelledBy}
      variant="scrollable"
      scrollButtons={phone ? true : 'auto'}
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.name}
          value={tab.name}
          label={tab.label}
          component={Link}
          to={tab.to}
          id={recordTabId(tab.name)}
          {...(tab.name === current ? { 'aria-controls': panelId } : {})}
        />
      ))}
    </Tabs>
  );
}
