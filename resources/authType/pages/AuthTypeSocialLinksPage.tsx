import { AuthTypeFrame } from './AuthTypeFrame';
import { AuthTypeSocialLinksTable } from './AuthTypeSocialLinksTable';

/** `/auth-type/social-links/:id` (authType_links): sign-in links of a social type per provider; other types redirect to the list. */
export default function AuthTypeSocialLinksPage() {
  return (
    <AuthTypeFrame page="socialLinks">{(authType) => <AuthTypeSocialLinksTable authType={authType} />}</AuthTypeFrame>
  );
}
