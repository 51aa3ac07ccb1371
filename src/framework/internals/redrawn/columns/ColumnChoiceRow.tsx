import { forwardRef, type CSSProperties } from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { muiClasses } from '../../muiClasses';
import { useFrameworkTranslate } from '../../../resource/useFrameworkTranslate';
import { DragHandle } from '../../../resource/views/reorder/DragHandle';
import type { ColumnChoice } from './useColumnChoices';
import { phoneWidth } from '../../../layout/phoneWidth';

/** At a phone's width the switch's label (the whole row but the handle) is a 44 px target, as every control there. */
const rowSx = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 36,
  [phoneWidth(theme)]: { minHeight: 44 },
});

const labelSx = (theme: Theme) => ({
  flex: 1,
  mx: 0,
  minHeight: 36,
  [phoneWidth(theme)]: { minHeight: 44 },
  [`& .${muiClasses.formControlLabelLabel}`]: { fontSize: theme.typography.body2.fontSize },
});

/**
 * One column in the chooser: a switch labelled with the column's header that shows or hides it,
 * and, once drag ordering's code is there, its drag handle (`SortableColumnChoices`).
 */
export const ColumnChoiceRow = forwardRef<
  HTMLLIElement,
  { choice: ColumnChoice; onToggle: (source: string) => void; style?: CSSProperties }
>(function ColumnChoiceRow({ choice, onToggle, style }, ref) {
  const ft = useFrameworkTranslate();
  return (
    <Box component="li" ref={ref} style={style} sx={rowSx}>
      <FormControlLabel
        sx={labelSx}
        control={<Switch size="small" checked={choice.shown} onChange={() => onToggle(choice.source)} />}
        label={choice.label}
      />
      <DragHandle
        label={ft('columns.handle', { name: choice.label })}
        roleDescription={ft('columns.roleDescription')}
      />
    </Box>
  );
});
