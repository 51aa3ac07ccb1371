import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MappedRecord } from '../../import/types';

/** The first mapped records as they will be created (booleans shown as yes/no). */
export function SampleTable({
  fields,
  records,
  fieldLabel,
}: {
  fields: readonly string[];
  records: readonly MappedRecord[];
  fieldLabel: (field: string) => string;
}) {
  const translate = useTranslate();
  const show = (value: string | boolean | undefined) =>
    value === undefined
      ? ''
      : typeof value === 'boolean'
        ? translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
        : value;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={translate('imports.review.sampleCaption')}>
      <Table size="small">
        <caption>{translate('imports.review.sampleCaption')}</caption>
        <TableHead>
          <TableRow>
            {fields.map((field) => (
              <TableCell key={field} component="th" scope="col">
                {fieldLabel(field)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record, index) => (
            <TableRow key={index}>
              {fields.map((field) => (
                <TableCell key={field} sx={{ whiteSpace: 'pre' }}>
                  {show(record[field])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
