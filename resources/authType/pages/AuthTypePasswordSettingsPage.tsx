import { AuthTypeFrame } from './AuthTypeFrame';
import { AuthTypePasswordSettingsForm } from './AuthTypePasswordSettingsForm';

/** `/auth-type/settings/:id` (authType_password_settings): the type's password rules; social types redirect to the list. */
export default function AuthTypePasswordSettingsPage() {
  return (
    <AuthTypeFrame page="passwordSettings">
      {(authType) => <AuthTypePasswordSettingsForm authType={authType} />}
    </AuthTypeFrame>
  );
}
