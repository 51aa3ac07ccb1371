import { useFormState } from 'react-hook-form';
import { useHoldNavigation } from './NavigationGuardContext';

/**
 * Inside a form: while it holds changes not saved yet (typed, not being or been submitted),
 * leaving the screen asks first — a link, a menu, a tab, the browser's back, closing the tab.
 */
export function UnsavedChangesGuard() {
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  useHoldNavigation(isDirty && !isSubmitting && !isSubmitSuccessful);
  return null;
}
