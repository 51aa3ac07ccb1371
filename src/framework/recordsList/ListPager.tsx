import type { TablePaginationProps } from '@mui/material';
import { Pagination, useTranslate, type PaginationProps } from 'react-admin';
import { listPageSizes } from './listPageSizes';

/**
 * react-admin's pager of the list context, with the buttons named in the chosen language at every
 * width: below `md` react-admin draws MUI's compact pager, whose names are MUI's English ones
 * unless given (react-admin passes its other props on to MUI's pager).
 */
export function ListPager({ rowsPerPageOptions = listPageSizes }: { rowsPerPageOptions?: readonly number[] }) {
  const translate = useTranslate();
  const named: Pick<TablePaginationProps, 'getItemAriaLabel'> = {
    getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
  };
  return <Pagination rowsPerPageOptions={[...rowsPerPageOptions]} {...(named as PaginationProps)} />;
}
