import { render } from '@testing-library/react';
import { Console, type ConsoleProps } from '../../src/Console';
import { parseConfig } from '../../src/config/parseConfig';
import type { AppConfig } from '../../src/config/appConfig';
import { createServices, type Services } from '../../src/providers/createServices';
import { authEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';
import { enFirstScreen } from '../../i18n/locales';

export const ADMIN = { email: 'admin@acme.test', password: 'Admin123!' } as const;

export function testServices(overrides: Record<string, unknown> = {}, hostname = 'localhost'): Services {
  // The simulator's payment provider, as public/config.json names it.
  const parsed = parseConfig({ logUrl: '/log', payment: { tokenizeUrl: '/__provider/payment/tokens' }, ...overrides });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  // Node-environment tests have no page: the simulator's default host.
  const { protocol, port } = globalThis.location ?? { protocol: 'http:', port: '' };
  return createServices(parsed.config as AppConfig, { protocol, hostname, port });
}

/** Signs in through the API (not the UI) and stores the session, as a returning user would have it. */
export async function signIn(services: Services, account: { email: string; password: string } = ADMIN) {
  const tokens = await services.client.call(authEndpoints.tokenCreate, {
    body: { username: account.email, password: account.password },
  });
  services.session.set(tokens);
  return tokens;
}

/**
 * Mounts the real console at `route` against the in-process simulator, started as main.tsx starts
 * it in English: with the first screens' part of the catalog (the rest loads with the signed-in shell).
 */
export function renderApp(
  route = '/',
  options: { services?: Services } & Partial<Pick<ConsoleProps, 'declarations' | 'endpoints' | 'initialLocale'>> = {},
) {
  const { services: _services, ...props } = options;
  const services = options.services ?? testServices();
  window.history.pushState({}, '', route);
  const utils = render(
    <Console services={services} initialLocale={{ locale: 'en', messages: enFirstScreen }} {...props} />,
  );
  return { ...utils, services };
}
