import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router-dom';
import { ColumnsButton, ExportButton, FilterButton, TopToolbar, useTranslate } from 'react-admin';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import { useImportOffered } from '../../InitDataContext';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { DeleteAllButton } from './DeleteAllButton';
import { useCsvExporter } from './useCsvExporter';
import { SavedViewsButton } from './savedViews/SavedViewsButton';

/** Most records one CSV export holds. */
const exportLimit = 1000;

/**
 * Toolbar of a list: filters, column chooser, saved views, CSV export, delete all, import. The new
 * item's button is the breadcrumb's (SPEC §2: the breadcrumb offers add), not repeated here.
 */
export function ListActions({ hasFilters }: { hasFilters: boolean }) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const exporter = useCsvExporter(fields.filter((field) => field.list.show));
  const bulk = declaration.list?.bulkDelete;
  // No button leads to a route disabled by configuration (SPEC §2).
  const available = useRouteAvailable();
  // The import is offered for the resources the server's init data names (`sources`).
  const importOffered = useImportOffered(declaration.name);
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      <ColumnsButton />
      <SavedViewsButton />
      <ExportButton exporter={exporter} maxResults={exportLimit} meta={meta} label={ft('list.export')} />
      {bulk !== false && bulk?.filter !== false && declaration.delete !== false && <DeleteAllButton />}
      {declaration.import && importOffered && !parentId && available('import') && (
        <Button component={Link} to={`/import/${declaration.name}`} size="small" startIcon={<UploadFileIcon />}>
          {translate('imports.button')}
        </Button>
      )}
    </TopToolbar>
  );
}
