import { useId, useRef, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { MAX_FILE_MB } from '../../import/limits';
import type { Problem } from '../../import/types';
import { PreviewTable } from './PreviewTable';

export interface UploadState {
  file: File | null;
  reading: boolean;
  /** Translated problem of the file itself (type, size, unreadable, no rows). */
  error: string | null;
  rows: string[][] | null;
  problems: Problem[];
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Step 1: choose a CSV file; its type and size are checked and its first rows shown. */
export function UploadStep({
  state,
  onFile,
  located,
}: {
  state: UploadState;
  onFile: (file: File) => void;
  located: (problem: Problem) => string;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFile(file);
    event.target.value = '';
  };
  return (
    <Stack spacing={2}>
      <Box>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {translate('imports.upload.choose')}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label={translate('imports.upload.choose')}
          onChange={choose}
        />
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('imports.upload.hint', { max: MAX_FILE_MB })}
        </Typography>
      </Box>
      {state.file && (
        <Typography role="status">
          {translate('imports.upload.selected', { name: state.file.name, size: sizeText(state.file.size) })}
        </Typography>
      )}
      {state.reading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{translate('imports.upload.reading')}</Typography>
        </Stack>
      )}
      {state.error && <Alert severity="error">{state.error}</Alert>}
      {state.problems.length > 0 && (
        <Alert severity="error">
          {state.problems.map((problem) => (
            <div key={`${problem.code}-${problem.row}-${problem.column ?? ''}`}>{located(problem)}</div>
          ))}
        </Alert>
      )}
      {state.rows && state.rows.length > 0 && <PreviewTable rows={state.rows} headerRow={false} />}
    </Stack>
  );
}
