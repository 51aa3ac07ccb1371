import { useGetOne, useGetRecordRepresentation, useGetResourceLabel } from 'react-admin';
import { pathFor } from '../pathFor';
import { useRegistry } from '../RegistryContext';
import { useResourceScope } from '../ResourceScope';
import { useRecordFrame } from '../RecordFrameContext';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Breadcrumb entries of a nested resource's parent: its list, then the parent record (e.g. Users ›
 * jdoe). None in a record page, whose own breadcrumb names the record (no second read of it).
 */
export function useParentCrumbs(): Crumb[] {
  const { declaration, parentId } = useResourceScope();
  const parent = useRegistry()?.find((candidate) => candidate.name === declaration.parent);
  const label = useGetResourceLabel();
  const name = parent?.name ?? declaration.name;
  const represent = useGetRecordRepresentation(name);
  const framed = useRecordFrame() !== null;
  const { data } = useGetOne(name, { id: parentId ?? '' }, { enabled: !!parent && !!parentId && !framed });
  if (!parent || !parentId || framed) return [];
  const crumbs: Crumb[] = [{ label: label(parent.name, 2), to: pathFor(parent, 'list') }];
  if (data)
    crumbs.push({
      label: String(represent(data)),
      to: parent.edit !== false ? pathFor(parent, 'update', { id: parentId }) : pathFor(parent, 'list'),
    });
  return crumbs;
}
