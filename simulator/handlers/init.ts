import { initEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';
import { defaultPasswordConfig, type PasswordConfig } from '../../src/api/contract/authType';
import type { InitData } from '../../src/api/contract/init';
import { iso } from '../clock';
import { jwtAlgorithms } from '../../src/api/contract/authType';
import { signUpPrice, socialProviders } from '../constants';
import { implement, type Ctx, type Route } from '../context';
import { consoleAuthType } from '../rules/auth';
import { offeredSources, offeredTypes } from '../rules/offered';
import { json } from '../rules/errors';

/** The password rules the init data names (the console login's): sign-up checks a new password by them too. */
export const initPasswordConfig = (ctx: Ctx): PasswordConfig =>
  consoleAuthType(ctx.org)?.password_config ?? defaultPasswordConfig;

export function initData(ctx: Ctx, signedIn: boolean): InitData {
  const { store } = ctx.state;
  return {
    version: store.settings.version,
    auth: {
      signed_in: signedIn,
      sign_in_mode: store.settings.signInMode ?? 'email',
      ...(ctx.user ? { user_id: ctx.user.id } : {}),
    },
    password_config: initPasswordConfig(ctx),
    types: [...offeredTypes(store)],
    jwt_algorithms: [...jwtAlgorithms],
    social_providers: [...socialProviders],
    sources: [...offeredSources(store)],
    demo:
      ctx.org.domain === 'demo'
        ? {
            next_reset_at: iso(store.demo.nextResetAt),
            reset_hours: store.demo.resetHours,
            // A store kept by an older demo build may lack it.
            ...(store.demo.account ? { account: { ...store.demo.account } } : {}),
          }
        : null,
    signup: { ...store.settings.signup, price: { ...signUpPrice } },
  };
}

export const initRoutes: Route[] = [
  implement(initEndpoints.user, (ctx) => json(initData(ctx, true))),
  implement(initEndpoints.guest, (ctx) => json(initData(ctx, false))),
];
