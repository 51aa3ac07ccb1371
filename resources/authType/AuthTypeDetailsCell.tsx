import { useRecordContext, useTranslate } from 'react-admin';
import type { AuthType } from '../../src/api/contract/authType';
import { useCurrentLocale } from '../../src/framework/i18n/useCurrentLocale';
import { socialProviderName } from '../../src/api/contract/rules/socialProviderName';
import { authTypeSummary } from './authTypeSummary';

/** The list's Details cell: what matters about the type in words, one part a line (see `authTypeSummary`). */
export function AuthTypeDetailsCell() {
  const record = useRecordContext<AuthType>();
  const translate = useTranslate();
  const locale = useCurrentLocale();
  if (!record?.details) return null;
  const parts = authTypeSummary(record, translate, locale, socialProviderName);
  if (parts.length === 0) return null;
  return (
    <span style={{ display: 'block', minWidth: '12em' }}>
      {parts.map((part) => (
        <span key={part} style={{ display: 'block' }}>
          {part}
        </span>
      ))}
    </span>
  );
}
