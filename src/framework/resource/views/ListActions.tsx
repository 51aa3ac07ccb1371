import { ColumnsButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { DeleteAllButton } from './DeleteAllButton';
import { useCsvExporter } from './useCsvExporter';
import { SavedViewsButton } from './savedViews/SavedViewsButton';
import { ImportButton } from './ImportButton';

/** Most records one CSV export holds. */
const exportLimit = 1000;

/**
 * Toolbar of a list: filters, column chooser, saved views, CSV export, delete all, import. The new
 * item's button is the breadcrumb's (SPEC §2: the breadcrumb offers add), not repeated here.
 */
export function ListActions({ hasFilters }: { hasFilters: boolean }) {
  const ft = useFrameworkTranslate();
  const { declaration, fields, meta } = useResourceScope();
  const exporter = useCsvExporter(fields.filter((field) => field.list.show));
  const bulk = declaration.list?.bulkDelete;
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      <ColumnsButton />
      <SavedViewsButton />
      <ExportButton exporter={exporter} maxResults={exportLimit} meta={meta} label={ft('list.export')} />
      {bulk !== false && bulk?.filter !== false && declaration.delete !== false && <DeleteAllButton />}
      <ImportButton size="small" />
    </TopToolbar>
  );
}
