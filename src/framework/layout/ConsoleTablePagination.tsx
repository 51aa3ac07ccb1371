import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The page sizes every list offers (react-admin's `Pagination` in the generic lists, and these pagers). */
export const listPageSizes = [10, 25, 50, 100] as const;

type Props = Omit<TablePaginationProps<'div'>, 'component' | 'rowsPerPageOptions'>;

/**
 * MUI's pager for screens that page without react-admin's list controller (imports, my activity),
 * worded like react-admin's: "Rows per page", "1-10 of 25" and the buttons' names in the chosen
 * language (MUI's own are English), with the lists' page sizes.
 */
export function ConsoleTablePagination(props: Props) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      rowsPerPageOptions={[...listPageSizes]}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      {...props}
    />
  );
}
