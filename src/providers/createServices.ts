import { AuthSession } from '../api/http/AuthSession';
import { ValidationStore } from '../api/http/ValidationStore';
import { createErrorLogger } from '../api/http/ErrorLogger';
import { createHttpClient } from '../api/http/createHttpClient';
import { storedDeviceId } from '../browser/deviceId';
import { isPageLeaving } from '../browser/pageLeave';
import { endpointPaths } from '../api/contract/endpointPaths';
import type { AppConfig } from '../config/appConfig';
import { currentSubdomain, resolveApiBaseUrl, type PageLocation } from '../config/resolveApiBaseUrl';

/**
 * The composition root of everything that is not React: transport, session, validation store and
 * error log, built once from the runtime config. Providers and pages receive it; nothing reaches
 * for globals.
 */
export function createServices(config: AppConfig, location: PageLocation = window.location) {
  const paths = endpointPaths(config.api);
  const baseUrl = resolveApiBaseUrl(config, location);
  const subdomain = currentSubdomain(config, location);
  const session = new AuthSession();
  const validation = new ValidationStore();
  // Computed once per browser and kept in the stored auth state (SPEC §3), reused on later loads.
  const deviceId = storedDeviceId(session);
  const logger = createErrorLogger({
    logUrl: config.logUrl ?? undefined,
    // Scrubbed by exact match too, wherever they appear in a logged error.
    secrets: () => [session.state.accessToken, session.state.refreshToken],
    appId: config.appId,
    getOrg: () => subdomain ?? '',
  });
  const client = createHttpClient({
    baseUrl,
    appId: config.appId,
    session,
    validation,
    logger,
    getDeviceId: deviceId,
    paths,
    tokenHeaders: config.tokenHeaders,
    keepalive: isPageLeaving,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  const isDemo = subdomain !== null && subdomain === config.demo.subdomain;
  return { config, paths, baseUrl, subdomain, isDemo, session, validation, logger, client, deviceId };
}

export type Services = ReturnType<typeof createServices>;
