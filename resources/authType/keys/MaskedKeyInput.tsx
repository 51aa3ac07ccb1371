import { useState, type ReactNode } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, useTranslate } from 'react-admin';

export interface MaskedKeyInputProps {
  source: string;
  /** Which key it is, naming the reveal button (`adminPages.authType.keys.show.<key>`). */
  keyName: 'secret_key' | 'private_key';
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** A multi-line key (PEM): masked by the font's discs rather than a password field, which drops line breaks. */
  multiline?: boolean;
  helperText?: ReactNode;
}

/**
 * A secret or private key, masked while typed or pasted (nobody reads it over a shoulder or in a
 * screen share) with a labelled button that shows and hides it ("Show secret key", with its pressed state).
 * Nothing is stored by the browser: no autofill, no spelling checks of the key.
 */
export function MaskedKeyInput({
  source,
  keyName,
  label,
  required,
  disabled,
  multiline,
  helperText,
}: MaskedKeyInputProps) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const toggle = (
    <InputAdornment position="end" sx={multiline ? { alignSelf: 'flex-start', mt: 1.5 } : undefined}>
      <IconButton
        onClick={() => setShown((was) => !was)}
        aria-label={translate(`adminPages.authType.keys.${shown ? 'hide' : 'show'}.${keyName}`)}
        aria-pressed={shown}
        size="small"
        edge="end"
      >
        {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={required}
      disabled={disabled}
      fullWidth
      autoComplete="off"
      helperText={helperText ?? false}
      {...(multiline ? { multiline: true, minRows: 4 } : { type: shown ? 'text' : 'password' })}
      InputProps={{ endAdornment: toggle }}
      inputProps={{ spellCheck: false, autoCapitalize: 'off' }}
      sx={multiline && !shown ? { '& textarea': { WebkitTextSecurity: 'disc' } } : undefined}
    />
  );
}
