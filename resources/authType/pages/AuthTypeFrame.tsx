import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { AuthType } from '../../../src/api/contract/authType';
import { useFramedRecord } from '../../../src/framework/resource/RecordFrameContext';

interface AuthTypeFrameProps {
  /** Page title key (`adminPages.authType.<page>.title`): the app bar's title. */
  page: 'credentials' | 'socialLinks' | 'passwordSettings';
  children: (authType: AuthType) => ReactNode;
}

/**
 * A page of one authentication type (`/auth-type/<page>/:id`), a tab of its record page: the
 * record page loads the type, draws the breadcrumb and the h1 and leads the kinds the page does
 * not apply to back to the list (the declaration's `record.tabs`); this sets the app bar's title
 * and hands the type to the page.
 */
export function AuthTypeFrame({ page, children }: AuthTypeFrameProps) {
  const translate = useTranslate();
  const authType = useFramedRecord<AuthType>();
  return (
    <>
      <Title title={translate(`adminPages.authType.${page}.title`, { name: authType.title })} />
      {children(authType)}
    </>
  );
}
