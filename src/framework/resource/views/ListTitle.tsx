import { useGetResourceLabel } from 'react-admin';
import { useResourceScope } from '../ResourceScope';

/** A list page's title: the resource's plural label. */
export function ListTitle() {
  const { declaration } = useResourceScope();
  return <>{useGetResourceLabel()(declaration.name, 2)}</>;
}
