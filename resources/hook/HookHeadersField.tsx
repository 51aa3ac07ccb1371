import { Fragment } from 'react';
import { Typography } from '@mui/material';
import type { ResolvedField } from '../../src/framework/resource/ResourceDeclaration';
import { useFieldValue } from '../../src/framework/resource/fields/useFieldValue';
import { useFrameworkTranslate } from '../../src/framework/resource/useFrameworkTranslate';

/**
 * A hook's headers in the list: their names, each value masked (`X-Signature: ••••`). Header values
 * are often tokens or signing secrets, so the list never shows them, not even in a tooltip.
 */
export function HookHeadersField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  const ft = useFrameworkTranslate();
  if (!value || typeof value !== 'object') return null;
  const names = Object.keys(value);
  if (!names.length) return null;
  return (
    <Typography variant="body2" component="span">
      {names.map((name, index) => (
        <Fragment key={name}>
          {index > 0 && ', '}
          {name}:{' '}
          <span role="img" aria-label={ft('field.secretHidden')}>
            ••••
          </span>
        </Fragment>
      ))}
    </Typography>
  );
}
