import { SaveButton, Toolbar } from 'react-admin';
import { raClasses } from '../internals/raClasses';
import { useServices } from '../ServicesContext';

/**
 * react-admin fixes a form's toolbar to the bottom of a phone's screen; a my-area page has other
 * sections under its form (on /me/security the account deletion), which it would cover with no way
 * to scroll them out: here it stays under its form.
 */
const inFlowOnPhones = { [`&.${raClasses.toolbarMobileToolbar}`]: { position: 'static', width: 'auto' } } as const;

/** Save only; disabled in demo mode (my-area pages are read-only there). */
export function MeFormToolbar({ label }: { label?: string }) {
  const { isDemo } = useServices();
  return (
    <Toolbar sx={inFlowOnPhones}>
      <SaveButton label={label} disabled={isDemo} alwaysEnable={!isDemo} />
    </Toolbar>
  );
}
