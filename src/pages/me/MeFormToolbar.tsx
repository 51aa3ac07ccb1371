import { SaveButton, Toolbar } from 'react-admin';
import { useServices } from '../../framework/ServicesContext';

/** Save only; disabled in demo mode (my-area pages are read-only there). */
export function MeFormToolbar({ label }: { label?: string }) {
  const { isDemo } = useServices();
  return (
    <Toolbar>
      <SaveButton label={label} disabled={isDemo} alwaysEnable={!isDemo} />
    </Toolbar>
  );
}
