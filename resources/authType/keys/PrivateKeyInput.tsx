import { useTranslate } from 'react-admin';
import { MaskedKeyInput } from './MaskedKeyInput';
import type { SigningKeyInputProps } from './SecretKeyInput';
import { keyInputLabel } from './keyInputLabel';

/** The private key of an RS/PS/ES type: masked, with a reveal button. */
export function PrivateKeyInput({ source, field, label, disabled, required }: SigningKeyInputProps) {
  const translate = useTranslate();
  return (
    <MaskedKeyInput
      source={source}
      keyName="private_key"
      label={keyInputLabel(translate, source, label)}
      required={required ?? field?.required}
      disabled={disabled}
      multiline
    />
  );
}
