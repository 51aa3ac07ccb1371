import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useFrameworkTranslate } from '../resource/useFrameworkTranslate';
import { conflictFields } from './conflictFields';
import { useFormConflict, type FormConflict } from './FormConflictContext';

type Choice = 'theirs' | 'mine';
type Values = Record<string, unknown>;

/**
 * The conflict dialog of a form whose save met a newer version (412, docs/decisions/0019): it names
 * the fields saved elsewhere with their value and the form's, and keeps what was typed until the
 * user chooses: their version, theirs where the form left a field alone and mine where it changed
 * one, or field by field. The record then moves to the current version, so the next save goes
 * through; a choice that keeps some of the user's values says to save them.
 *
 * Placed inside a react-admin form whose `resetOptions` keep dirty values (`keepDirtyValues`), so
 * that loading the current record keeps the fields the user changed.
 */
export function ConflictResolver({
  fields,
  toForm,
}: {
  /** The form's fields: source and (translated) label. */
  fields: readonly { source: string; label: string }[];
  /** The form values of a record as the server returns it. */
  toForm: (record: Values) => Values;
}) {
  const { conflict, clear, reload } = useFormConflict();
  const { getValues, reset, setValue } = useFormContext();
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const [choosing, setChoosing] = useState(false);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [kept, setKept] = useState(false);
  // What the form held when the conflict came (react-admin reads the record again after a failed
  // save, and loading it moves the fields the user left alone on).
  const [opened, setOpened] = useState<{ conflict: FormConflict; mine: Values } | undefined>();
  if (conflict && opened?.conflict !== conflict) setOpened({ conflict, mine: getValues() });
  const theirs = useMemo(() => (conflict ? toForm(conflict.current) : {}), [conflict, toForm]);
  const rows = useMemo(
    () =>
      conflict && opened?.conflict === conflict
        ? conflictFields(
            fields.map((field) => field.source),
            toForm(conflict.base),
            opened.mine,
            theirs,
          )
        : [],
    [conflict, opened, fields, theirs, toForm],
  );
  const label = (source: string) => fields.find((field) => field.source === source)?.label ?? source;
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return ft('conflict.empty');
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : ft('conflict.empty');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const choiceOf = (source: string, mineChanged: boolean): Choice =>
    choices[source] ?? (mineChanged ? 'mine' : 'theirs');

  const finish = async (keepsMine: boolean) => {
    setChoosing(false);
    setChoices({});
    await reload();
    clear();
    setKept(keepsMine);
  };
  const takeTheirs = () => {
    reset({ ...getValues(), ...theirs }, { keepDefaultValues: false });
    void finish(false);
  };
  const keepMine = () => void finish(rows.some((row) => row.mineChanged));
  const apply = () => {
    for (const row of rows)
      if (row.mineChanged && choiceOf(row.source, true) === 'theirs')
        setValue(row.source, row.theirs, { shouldDirty: true });
    void finish(rows.some((row) => row.mineChanged && choiceOf(row.source, true) === 'mine'));
  };

  return (
    <>
      {kept && !conflict ? (
        <Alert severity="info" onClose={() => setKept(false)} sx={{ mb: 2 }}>
          {ft('conflict.keptMine')}
        </Alert>
      ) : null}
      <Dialog open={Boolean(conflict)} onClose={keepMine} aria-labelledby="conflict-title" maxWidth="md">
        <DialogTitle id="conflict-title">{ft('conflict.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {rows.length ? ft('conflict.intro') : ft('conflict.introNoField')}
          </DialogContentText>
          {rows.length ? (
            <Table size="small" aria-label={ft('conflict.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{ft('conflict.field')}</TableCell>
                  <TableCell>{ft('conflict.theirs')}</TableCell>
                  <TableCell>{ft('conflict.mine')}</TableCell>
                  {choosing ? <TableCell>{ft('conflict.keep')}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.source}>
                    <TableCell component="th" scope="row">
                      {label(row.source)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{show(row.theirs)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {row.mineChanged ? show(row.mine) : ft('conflict.notChanged')}
                    </TableCell>
                    {choosing ? (
                      <TableCell>
                        {row.mineChanged ? (
                          <RadioGroup
                            row
                            aria-label={ft('conflict.keepFor', { field: label(row.source) })}
                            value={choiceOf(row.source, true)}
                            onChange={(event) =>
                              setChoices((now) => ({ ...now, [row.source]: event.target.value as Choice }))
                            }
                          >
                            <FormControlLabel value="theirs" control={<Radio />} label={ft('conflict.theirsOption')} />
                            <FormControlLabel value="mine" control={<Radio />} label={ft('conflict.mineOption')} />
                          </RadioGroup>
                        ) : (
                          ft('conflict.theirsOption')
                        )}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={takeTheirs}>{ft('conflict.takeTheirs')}</Button>
          {choosing ? (
            <Button variant="contained" onClick={apply}>
              {ft('conflict.apply')}
            </Button>
          ) : (
            <>
              {rows.some((row) => row.mineChanged) ? (
                <Button onClick={() => setChoosing(true)}>{ft('conflict.chooseEach')}</Button>
              ) : null}
              <Button variant="contained" onClick={keepMine} autoFocus>
                {ft('conflict.keepMine')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
