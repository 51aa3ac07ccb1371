import { useState, type ReactNode } from 'react';
import { ViewFormSyncContext, type ViewFormSyncListener } from './ViewFormSyncContext';

/** Around a list page: the Views menu and the filter form meet here (`useShowViewInForm`, `ViewValuesInForm`). */
export function ViewFormSyncProvider({ children }: { children: ReactNode }) {
  const [listeners] = useState(() => new Set<ViewFormSyncListener>());
  return <ViewFormSyncContext.Provider value={listeners}>{children}</ViewFormSyncContext.Provider>;
}
