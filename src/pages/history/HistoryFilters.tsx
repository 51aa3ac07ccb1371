import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryQuery } from './useHistory';

/** Event and date filters of a history page (any change goes back to page 1). */
export function HistoryFilters({
  events,
  query,
  onChange,
}: {
  events: readonly string[];
  query: HistoryQuery;
  onChange: (query: HistoryQuery) => void;
}) {
  const translate = useTranslate();
  const set = (patch: Partial<HistoryQuery>) => onChange({ ...query, ...patch, page: 1 });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 220 }}
        label={translate('history.filters.event')}
        value={query.event}
        onChange={(e) => set({ event: e.target.value })}
      >
        <MenuItem value="">{translate('history.filters.allEvents')}</MenuItem>
        {events.map((event) => (
          <MenuItem key={event} value={event}>
            {translate(`history.events.${event}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={translate('history.filters.from')}
        value={query.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('history.filters.to')}
        value={query.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
