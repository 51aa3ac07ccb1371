import { TokenResponse } from '../auth';
import { endpoint, group } from '../endpoint';
import {
  CurrentUser,
  PasswordChangeInput,
  PasswordLoginInput,
  ProfileChangeInput,
  SocialLinkInput,
  SocialSignInInput,
} from '../me';
import { MessageResponse } from '../common';

/** The signed-in user's own account (SPEC §2 "Account area", §7). */
export const meEndpoints = group('me', {
  get: endpoint({ method: 'GET', path: '/internal-user/me', output: CurrentUser, summary: 'The signed-in user.' }),
  socialSignIn: endpoint({
    method: 'POST',
    path: '/internal-user/me',
    auth: 'guest',
    input: SocialSignInInput,
    output: TokenResponse,
    answers: { 401: 'No user is linked to the provider account of the token.' },
    summary: 'Social sign completion: the provider-issued access token for tokens of the console.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/internal-user/:id',
    input: ProfileChangeInput,
    output: CurrentUser,
    demoLocked: true,
    versioned: 'if-match',
    answers: { 403: "Another user's profile, or locked in the demo organization." },
    summary: 'Changes the own name and e-mail or username (`:id`: the own id).',
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/internal-user/:id/password',
    input: PasswordChangeInput,
    output: MessageResponse,
    demoLocked: true,
    answers: { 403: "Another user's password, or locked in the demo organization." },
    summary: 'Changes the own password (current_password, password, repeat).',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/internal-user/me',
    status: 204,
    demoLocked: true,
    summary: 'Deletes the own account (irreversible).',
  }),
  socialLink: endpoint({
    method: 'POST',
    path: '/internal-user/me/social/:provider',
    input: SocialLinkInput,
    output: CurrentUser,
    demoLocked: true,
    summary: "Links a social account: the provider-issued access token of the provider's round trip.",
  }),
  socialUnlink: endpoint({
    method: 'DELETE',
    path: '/internal-user/me/social/:provider',
    output: CurrentUser,
    demoLocked: true,
    answers: { 422: 'The account is the last login method of the user.' },
    summary: 'Unlinks a social account (not the last login method).',
  }),
  passwordLoginCreate: endpoint({
    method: 'POST',
    path: '/internal-user/me/password-login',
    input: PasswordLoginInput,
    output: CurrentUser,
    status: 201,
    demoLocked: true,
    summary: 'Adds username/password access.',
  }),
  passwordLoginDelete: endpoint({
    method: 'DELETE',
    path: '/internal-user/me/password-login',
    output: CurrentUser,
    demoLocked: true,
    answers: { 422: 'The password is the last login method of the user.' },
    summary: 'Removes username/password access (not the last login method).',
  }),
});
