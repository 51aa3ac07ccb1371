import { Alert, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportPlan, Problem } from '../../import/types';

interface MappingStepProps {
  plan: ImportPlan;
  /** First row of the file (column names when the first line is skipped). */
  firstRow: readonly string[];
  mapping: Record<string, number>;
  skipFirstLine: boolean;
  problems: readonly Problem[];
  fieldLabel: (field: string) => string;
  message: (problem: Problem) => string;
  onMapping: (mapping: Record<string, number>) => void;
  onSkipFirstLine: (skip: boolean) => void;
}

const MAX_COLUMN_OPTIONS = 1000;

/** Step 2: each field's CSV column, pre-filled by name; required fields and groups checked on Next. */
export function MappingStep({
  plan,
  firstRow,
  mapping,
  skipFirstLine,
  problems,
  fieldLabel,
  message,
  onMapping,
  onSkipFirstLine,
}: MappingStepProps) {
  const translate = useTranslate();
  const columns = firstRow
    .slice(0, MAX_COLUMN_OPTIONS)
    .map((name, index) =>
      skipFirstLine && name.trim()
        ? translate('imports.map.columnNamed', { number: index + 1, name })
        : translate('imports.map.column', { number: index + 1 }),
    );
  const fieldError = (field: string) => {
    const problem = problems.find(
      (p) =>
        (p.code === 'requiredNotMapped' && p.params?.field === field) ||
        (p.code === 'atLeastOne' && String(p.params?.fields).split(', ').includes(field)),
    );
    return problem ? message(problem) : null;
  };
  const required = new Set(plan.required);
  return (
    <Stack spacing={2}>
      <Typography>{translate('imports.map.intro')}</Typography>
      <FormControlLabel
        control={<Checkbox checked={skipFirstLine} onChange={(event) => onSkipFirstLine(event.target.checked)} />}
        label={translate('imports.map.skipFirstLine')}
      />
      {problems.some((p) => p.code === 'atLeastOne') && (
        <Alert severity="error">
          {problems
            .filter((p) => p.code === 'atLeastOne')
            .map((p) => (
              <div key={String(p.params?.fields)}>{message(p)}</div>
            ))}
        </Alert>
      )}
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        {plan.fields.map((field) => {
          const error = fieldError(field.name);
          return (
            <TextField
              key={field.name}
              select
              label={fieldLabel(field.name)}
              required={required.has(field.name)}
              value={mapping[field.name] ?? -1}
              onChange={(event) => {
                const next = { ...mapping };
                const index = Number(event.target.value);
                if (index < 0) delete next[field.name];
                else next[field.name] = index;
                onMapping(next);
              }}
              error={!!error}
              helperText={error ?? ' '}
            >
              <MenuItem value={-1}>
                <em>{translate('imports.map.notMapped')}</em>
              </MenuItem>
              {columns.map((label, index) => (
                <MenuItem key={index} value={index}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Stack>
    </Stack>
  );
}
