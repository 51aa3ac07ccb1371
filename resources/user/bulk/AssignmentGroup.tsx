import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Users named in each group; the rest are counted ("and 3 more"). */
const namesShown = 8;

/** One group of the assignment preview: its heading, the first users by name, and how many more. */
export function AssignmentGroup({ heading, names }: { heading: string; names: string[] }) {
  const translate = useTranslate();
  const id = useId();
  const more = names.length - namesShown;
  return (
    <div>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500 }}>
        {heading}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ my: 0.5, pl: 3 }}>
        {names.slice(0, namesShown).map((name, index) => (
          <Typography component="li" variant="body2" key={index}>
            {name}
          </Typography>
        ))}
        {more > 0 && (
          <Typography component="li" variant="body2">
            {translate('adminPages.user.bulk.more', { smart_count: more })}
          </Typography>
        )}
      </Box>
    </div>
  );
}
