import { useRecordContext, useTranslate } from 'react-admin';
import type { Credential } from '../../src/api/contract/user';
import { ChipList } from '../../src/framework/resource/fields/ChipList';
import { credentialDetails } from './credentialDetails';

/** The list's Details column: "Password: set", the social networks by name, the note. */
export function CredentialDetailsCell() {
  const record = useRecordContext<Credential>();
  const translate = useTranslate();
  return record ? <ChipList labels={credentialDetails(record, translate)} wide /> : null;
}
