import { useRecordContext } from 'react-admin';
import { useServices } from '../../ServicesContext';
import { useResourceScope } from '../ResourceScope';

/** Whether the form's record is one the demo lock guards (declaration `lockedInDemo`, demo organization only). */
export function useLockedInDemo(): boolean {
  const { isDemo } = useServices();
  const { declaration } = useResourceScope();
  const record = useRecordContext();
  return isDemo && !!record && !!declaration.lockedInDemo?.(record);
}
