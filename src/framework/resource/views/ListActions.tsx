import type { Theme } from '@mui/material/styles';
import { ExportButton, TopToolbar } from 'react-admin';
import { allPagesMeta } from '../../../providers/ResourceEndpoint';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { AddFilterButton } from '../../internals/redrawn/AddFilterButton';
import { DeleteAllButton } from './DeleteAllButton';
import { useCsvExporter } from './useCsvExporter';
import { SavedViewsButton } from './savedViews/SavedViewsButton';
import { ImportButton } from './ImportButton';
import { ColumnChooserButton } from '../../internals/redrawn/columns/ColumnChooserButton';
import { phoneWidth } from '../../layout/phoneWidth';

/**
 * At a phone's width the buttons are icons in one row across the list, from the left: those that
 * appear once the server has answered (import once the init data names the resource, delete all
 * once there are records) are added at the end instead of pushing the others aside (react-admin
 * sizes the toolbar to its buttons and aligns it right, so each new one moved the row).
 */
const phoneToolbarSx = (theme: Theme) => ({
  [phoneWidth(theme)]: { alignSelf: 'stretch', justifyContent: 'flex-start' },
});

/** An export holds every record of the list's selection: all its pages (`allPagesMeta`), never a first part. */
const exportLimit = Number.POSITIVE_INFINITY;

/**
 * Toolbar of a list: filters, column chooser, saved views, CSV export, import, delete all. The new
 * item's button is the breadcrumb's (SPEC §2: the breadcrumb offers add), not repeated here.
 */
export function ListActions({ hasFilters }: { hasFilters: boolean }) {
  const ft = useFrameworkTranslate();
  const { declaration, fields, meta } = useResourceScope();
  const exporter = useCsvExporter(fields.filter((field) => field.list.show));
  const bulk = declaration.list?.bulkDelete;
  return (
    <TopToolbar sx={phoneToolbarSx}>
      {hasFilters && <AddFilterButton />}
      <ColumnChooserButton />
      <SavedViewsButton />
      <ExportButton
        exporter={exporter}
        maxResults={exportLimit}
        meta={{ ...meta, ...allPagesMeta }}
        label={ft('list.export')}
      />
      <ImportButton toolbar />
      {bulk !== false && bulk?.filter !== false && declaration.delete !== false && <DeleteAllButton />}
    </TopToolbar>
  );
}
