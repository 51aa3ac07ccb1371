import { z } from 'zod/mini';
import { endpoint, group } from '../endpoint';
import { MessageResponse } from '../common';
import {
  DomainAvailability,
  DomainAvailabilityQuery,
  PasswordRemindInput,
  PasswordResetCheckQuery,
  PasswordResetInput,
  PreRegistrationInput,
  SignCompleteInput,
  SignUpInput,
  SignUpResult,
} from '../public';

/** What visitors do without an account: sign up, complete it, recover a password, pre-register (SPEC §1, §7). */
export const publicEndpoints = group('public', {
  signUp: endpoint({
    method: 'POST',
    path: '/internal-user',
    auth: 'guest',
    input: SignUpInput,
    output: SignUpResult,
    status: 201,
    answers: {
      402: 'The payment was declined (the token is used up).',
      403: 'Sign-up is disabled, or paused (a pre-registration is taken instead).',
    },
    summary: "Signs up a client: user, organization and the payment provider's token for the server's price.",
  }),
  domainAvailability: endpoint({
    method: 'GET',
    path: '/internal-organization/availability',
    auth: 'guest',
    query: DomainAvailabilityQuery,
    output: DomainAvailability,
    answers: {
      403: 'Sign-up is disabled or paused.',
      422: 'The domain is not a valid organization domain.',
    },
    summary:
      'Whether an organization domain is still free for sign-up (422 on `domain` when it is not a valid one). Sign-up checks it again.',
  }),
  signComplete: endpoint({
    method: 'POST',
    path: '/internal-user/sign-complete',
    auth: 'guest',
    input: SignCompleteInput,
    output: z.object({ message: z.string(), domain: z.string() }),
    answers: { 410: 'The code is unknown, used or expired.' },
    summary: 'Confirms a sign-up with the e-mailed code (410 when used or expired).',
  }),
  passwordRemind: endpoint({
    method: 'POST',
    path: '/internal-user/password-remind',
    auth: 'guest',
    input: PasswordRemindInput,
    output: MessageResponse,
    summary: 'Sends a reset link if the account exists; always the same neutral answer.',
  }),
  passwordResetCheck: endpoint({
    method: 'GET',
    path: '/internal-user/password-reset',
    auth: 'guest',
    query: PasswordResetCheckQuery,
    output: MessageResponse,
    answers: { 410: 'The code is unknown, used or expired.' },
    summary: 'Whether a reset link still works, asked when its page opens; the code stays usable.',
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/internal-user/password-reset',
    auth: 'guest',
    input: PasswordResetInput,
    output: MessageResponse,
    answers: { 410: 'The code is unknown, used or expired, or its account is gone.' },
    summary: 'Sets a new password with the e-mailed code (410 when invalid or expired).',
  }),
  preRegistration: endpoint({
    method: 'POST',
    path: '/internal-user/pre-registration',
    auth: 'guest',
    input: PreRegistrationInput,
    output: MessageResponse,
    status: 201,
    summary: 'Pre-registration request while sign-up is paused.',
  }),
});
