import { useMemo } from 'react';
import { useRegistry } from '../RegistryContext';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import { useResourceScope } from '../ResourceScope';
import { useServices } from '../../ServicesContext';
import type { ActionContext } from './rowActionItems';

/** The actions' context of the current list. */
export function useRowActionContext(): ActionContext {
  const { parentId } = useResourceScope();
  const registry = useRegistry();
  const available = useRouteAvailable();
  const { isDemo } = useServices();
  return useMemo(
    () => ({ parentId, registry: registry ?? [], available, demo: isDemo }),
    [parentId, registry, available, isDemo],
  );
}
