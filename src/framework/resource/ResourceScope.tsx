import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import type { AnyResourceDeclaration } from './ResourceDeclaration';
import { resolveFields } from './resolveFields';
import type { ResolvedField } from './ResourceDeclaration';

export interface ResourceScopeValue {
  declaration: AnyResourceDeclaration;
  fields: ResolvedField[];
  /** Id of the parent record of a nested resource (route `:parentId`). */
  parentId?: string;
  /** `meta` of every data call (carries the parent id of nested resources). */
  meta: { parentId?: string } | undefined;
}

const ScopeContext = createContext<ResourceScopeValue | null>(null);

/** The declaration served by the current route, its resolved fields and its parent id. */
export function useResourceScope(): ResourceScopeValue {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('useResourceScope() must be used inside <ResourceScope>');
  return scope;
}

const resolvedCache = new WeakMap<AnyResourceDeclaration, ResolvedField[]>();

/** Resolved fields of a declaration, computed once per declaration. */
export function fieldsOf(declaration: AnyResourceDeclaration): ResolvedField[] {
  let fields = resolvedCache.get(declaration);
  if (!fields) {
    fields = resolveFields(declaration);
    resolvedCache.set(declaration, fields);
  }
  return fields;
}

/** Provides react-admin's resource context and the declaration's scope to a generated view. */
export function ResourceScope({ declaration, children }: { declaration: AnyResourceDeclaration; children: ReactNode }) {
  const { parentId } = useParams();
  const value = useMemo<ResourceScopeValue>(
    () => ({
      declaration,
      fields: fieldsOf(declaration),
      ...(parentId ? { parentId } : {}),
      meta: parentId ? { parentId } : undefined,
    }),
    [declaration, parentId],
  );
  return (
    <ResourceContextProvider value={declaration.name}>
      <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>
    </ResourceContextProvider>
  );
}
