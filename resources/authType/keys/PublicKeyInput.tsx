import { TextInput, useTranslate } from 'react-admin';
import { signingKeyType } from '../../../src/api/contract/rules/signingKeyType';
import { GenerateKeyButton } from './GenerateKeyButton';
import type { SigningKeyInputProps } from './SecretKeyInput';
import { useKeyAlgorithm } from './useKeyAlgorithm';
import { keyInputLabel } from './keyInputLabel';

/**
 * The public key of an RS/PS/ES type (public, so not masked), with "Generate key pair", which
 * makes a pair of the algorithm's family in this browser and fills both keys.
 */
export function PublicKeyInput({ source, field, label, disabled, required, algorithm }: SigningKeyInputProps) {
  const translate = useTranslate();
  const type = signingKeyType(useKeyAlgorithm(algorithm));
  const args = { algorithm: type?.algorithm ?? '', key: type?.kind === 'pair' ? type.label : '' };
  return (
    <>
      <GenerateKeyButton
        algorithm={args.algorithm}
        label={translate('adminPages.authType.keys.generatePair')}
        done={translate('adminPages.authType.keys.pairGenerated', args)}
        disabled={disabled || type?.kind !== 'pair'}
      />
      <TextInput
        source={source}
        label={keyInputLabel(translate, source, label)}
        isRequired={required ?? field?.required}
        disabled={disabled}
        multiline
        minRows={4}
        fullWidth
        helperText={translate('adminPages.authType.keys.pairHelp', args)}
        inputProps={{ spellCheck: false, autoCapitalize: 'off' }}
      />
    </>
  );
}
