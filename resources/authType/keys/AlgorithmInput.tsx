import { Alert, Button } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { AuthType } from '../../../src/api/contract/authType';
import { signingKeysFit } from '../../../src/api/contract/rules/signingKeysFit';
import { EnumInput } from '../../../src/framework/resource/inputs/EnumInput';
import { pathFor } from '../../../src/framework/resource/pathFor';
import type { KindInputProps } from '../../../src/framework/resource/ResourceDeclaration';
import { useResourceScope } from '../../../src/framework/resource/ResourceScope';

/**
 * A jwt or social type's algorithm. On edit, when the chosen algorithm no longer fits the stored
 * signing keys (`signingKeysFit`: RS256 → HS256), it warns that the type cannot sign tokens with
 * them and links to the credentials page, where new keys are generated or entered.
 */
export function AlgorithmInput(props: KindInputProps) {
  return (
    <>
      <EnumInput {...props} />
      {!props.filter && <KeysMismatch />}
    </>
  );
}

function KeysMismatch() {
  const translate = useTranslate();
  const record = useRecordContext<AuthType>();
  const { declaration } = useResourceScope();
  const chosen: unknown = useWatch({ name: 'algorithm' });
  const stored = record?.details.algorithm;
  if (!record?.has_credentials || !stored || !chosen || chosen === stored || signingKeysFit(stored, chosen))
    return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button
          component={Link}
          to={pathFor(declaration, 'credentials', { id: record.id })}
          color="inherit"
          size="small"
        >
          {translate('resources.authType.algorithmChange.setKeys')}
        </Button>
      }
    >
      {translate('resources.authType.algorithmChange.keysMismatch', { from: stored, to: String(chosen) })}
    </Alert>
  );
}
