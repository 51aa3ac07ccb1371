import { useTranslate } from 'react-admin';
import { signingKeyType } from '../../../src/api/contract/rules/signingKeyType';
import type { ResolvedField } from '../../../src/framework/resource/ResourceDeclaration';
import { GenerateKeyButton } from './GenerateKeyButton';
import { MaskedKeyInput } from './MaskedKeyInput';
import { useKeyAlgorithm } from './useKeyAlgorithm';

export interface SigningKeyInputProps {
  source: string;
  /** Given by the generic form (create); its `required` marks the input. */
  field?: ResolvedField;
  label?: string;
  disabled?: boolean;
  required?: boolean;
  /** The type's algorithm; by default the form's `algorithm` value. */
  algorithm?: string | null;
}

/**
 * The shared secret of an HS type: masked with a reveal button, its minimum length said under it
 * (the hash's size, RFC 7518 §3.2), and "Generate", which fills a random one of that size.
 */
export function SecretKeyInput({ source, field, label, disabled, required, algorithm }: SigningKeyInputProps) {
  const translate = useTranslate();
  const type = signingKeyType(useKeyAlgorithm(algorithm));
  const bytes = type?.kind === 'secret' ? type.minBytes : 32;
  const args = { bytes, algorithm: type?.algorithm ?? 'HS256' };
  return (
    <>
      <MaskedKeyInput
        source={source}
        keyName="secret_key"
        label={label ?? translate(`resources.authType.fields.${source}`)}
        required={required ?? field?.required}
        disabled={disabled}
        helperText={translate('adminPages.authType.keys.secretHelp', args)}
      />
      <GenerateKeyButton
        algorithm={args.algorithm}
        label={translate('adminPages.authType.keys.generate')}
        done={translate('adminPages.authType.keys.secretGenerated', args)}
        disabled={disabled}
      />
    </>
  );
}
