import { AuthTypeFrame } from './AuthTypeFrame';
import { AuthTypeCredentialsForm } from './AuthTypeCredentialsForm';

/** `/auth-type/credentials/:id` (authType_credentials): jwt and social only; HS algorithms take a secret key, the others a key pair. */
export default function AuthTypeCredentialsPage() {
  return (
    <AuthTypeFrame page="credentials">{(authType) => <AuthTypeCredentialsForm authType={authType} />}</AuthTypeFrame>
  );
}
