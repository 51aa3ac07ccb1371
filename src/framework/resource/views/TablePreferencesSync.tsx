import { useTablePreferences } from './preferences/useTablePreferences';

/**
 * The list's preferences kept with the server (useTablePreferences). A component of its own: the
 * server's answer re-renders it alone, not the whole list page (toolbar, filters, rows) around it.
 * The list renders at once with the local copy; the server copy is applied when it differs.
 */
export function TablePreferencesSync(props: { resource: string; listKey: string | null; columnsKey: string }) {
  useTablePreferences(props.resource, props.listKey, props.columnsKey);
  return null;
}
