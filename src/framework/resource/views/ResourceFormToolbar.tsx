import { SaveButton, Toolbar } from 'react-admin';

/** Save only; on create it is enabled from the start so an untouched form shows what is missing. */
export function ResourceFormToolbar({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Toolbar>
      <SaveButton alwaysEnable={mode === 'create'} />
    </Toolbar>
  );
}
