import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import type { AnyResourceDeclaration } from './ResourceDeclaration';
import { resolveFields } from './resolveFields';
import type { ResolvedField } from './ResourceDeclaration';
import { useRecordFrame } from './RecordFrameContext';
import { useServices } from '../ServicesContext';

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

const readOnlyCache = new WeakMap<AnyResourceDeclaration, AnyResourceDeclaration>();

/** The declaration with no create, edit or delete (its records are shown only). */
function readOnly(declaration: AnyResourceDeclaration): AnyResourceDeclaration {
  let shown = readOnlyCache.get(declaration);
  if (!shown) {
    shown = { ...declaration, create: false, edit: false, delete: false };
    readOnlyCache.set(declaration, shown);
  }
  return shown;
}

/**
 * Provides react-admin's resource context and the declaration's scope to a generated view. In a
 * record page the demo lock guards (`lockedInDemoWithParent`), the declaration offers no writes.
 */
export function ResourceScope({ declaration, children }: { declaration: AnyResourceDeclaration; children: ReactNode }) {
  const { parentId } = useParams();
  const frame = useRecordFrame();
  const { isDemo } = useServices();
  const locked =
    isDemo && !!declaration.lockedInDemoWithParent && !!frame && !!frame.declaration.lockedInDemo?.(frame.record);
  const value = useMemo<ResourceScopeValue>(
    () => ({
      declaration: locked ? readOnly(declaration) : declaration,
      fields: fieldsOf(declaration),
      ...(parentId ? { parentId } : {}),
      meta: parentId ? { parentId } : undefined,
    }),
    [declaration, parentId, locked],
  );
  return (
    <ResourceContextProvider value={declaration.name}>
      <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>
    </ResourceContextProvider>
  );
}
