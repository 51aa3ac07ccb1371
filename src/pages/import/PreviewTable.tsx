import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const MAX_SHOWN_COLUMNS = 30;

/** The first rows of the file as read (the header row as a header when the first line is skipped). */
export function PreviewTable({ rows, headerRow }: { rows: readonly string[][]; headerRow: boolean }) {
  const translate = useTranslate();
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const shown = Math.min(width, MAX_SHOWN_COLUMNS);
  const columns = Array.from({ length: shown }, (_, index) => index);
  const header = headerRow ? rows[0] : null;
  const body = headerRow ? rows.slice(1) : rows;
  return (
    <>
      <TableContainer
        sx={{ maxHeight: 360 }}
        tabIndex={0}
        role="region"
        aria-label={translate('imports.upload.previewCaption')}
      >
        <Table size="small" stickyHeader>
          <caption>{translate('imports.upload.previewCaption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('imports.review.row')}
              </TableCell>
              {columns.map((index) => (
                <TableCell key={index} component="th" scope="col">
                  {header?.[index] || translate('imports.map.column', { number: index + 1 })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {body.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                <TableCell>{rowIndex + 1 + (headerRow ? 1 : 0)}</TableCell>
                {columns.map((index) => (
                  <TableCell
                    key={index}
                    sx={{ whiteSpace: 'pre', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {row[index] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {width > shown && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('imports.upload.moreColumns', { count: width - shown })}
        </Typography>
      )}
    </>
  );
}
