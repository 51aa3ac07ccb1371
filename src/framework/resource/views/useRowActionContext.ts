import { useMemo } from 'react';
import { useRegistry } from '../RegistryContext';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import { useResourceScope } from '../ResourceScope';
import type { ActionContext } from './rowActionItems';

/** The actions' context of the current list. */
export function useRowActionContext(): ActionContext {
  const { parentId } = useResourceScope();
  const registry = useRegistry();
  const available = useRouteAvailable();
  return useMemo(() => ({ parentId, registry: registry ?? [], available }), [parentId, registry, available]);
}
