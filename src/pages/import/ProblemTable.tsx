import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Problem } from '../../import/types';

/** Problems per row and column, in file order. */
export function ProblemTable({
  problems,
  message,
}: {
  problems: readonly Problem[];
  message: (problem: Problem) => string;
}) {
  const translate = useTranslate();
  return (
    <TableContainer
      sx={{ maxHeight: 360 }}
      tabIndex={0}
      role="region"
      aria-label={translate('imports.review.problemsCaption')}
    >
      <Table size="small" stickyHeader>
        <caption>{translate('imports.review.problemsCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('imports.review.row')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('imports.review.column')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('imports.review.problem')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            <TableRow key={index}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{problem.column ?? '—'}</TableCell>
              <TableCell>{message(problem)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
