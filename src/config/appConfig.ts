import { z } from 'zod/mini';
import { defaultTokenHeaders, HEADER_NAME, TOKEN_PREFIX } from '../api/contract/tokenHeaders';
import { defaultLocale, localeCodes } from '../../i18n/locales';

const httpUrl = () => z.url({ protocol: /^https?$/ });
const path = () => z.string().check(z.startsWith('/'));
const headerName = () => z.string().check(z.regex(HEADER_NAME, 'must be an HTTP header name'));
const tokenPrefix = () => z.string().check(z.regex(TOKEN_PREFIX, 'must be one word without spaces, or empty'));

/**
 * `api.paths`: an endpoint's path by its name in the contract (e.g. `"project.list": "/projects"`).
 * The names are checked against the endpoint table when the configuration is loaded
 * (`endpointNameProblems`), which loads the table only when paths are moved by name.
 */
const apiPathsSchema = z.record(z.string(), path());

/**
 * Runtime settings read from `config.json` at start (DESIGN.md §7). Everything has a default so an
 * empty object is a valid configuration; unknown keys are rejected to catch typos early.
 */
export const AppConfigSchema = z.strictObject({
  name: z._default(z.string().check(z.minLength(1)), 'Identity Console'),
  env: z._default(z.string(), 'production'),
  rootPath: z._default(path(), '/'),
  /**
   * `browser`: clean paths (`/user/update/4`), for hosts that answer every unknown path with
   * index.html; `hash`: routes after a `#` (`/#/user/update/4`), for static hosts that cannot.
   * Under `hash`, `rootPath` is where index.html is served and routes start at `/` after the `#`.
   */
  router: z._default(z.enum(['browser', 'hash']), 'browser'),
  /** Spacing of tables, inputs and menus: `compact` fits more rows and fields on a screen. */
  layout: z._default(z.enum(['comfortable', 'compact']), 'comfortable'),
  api: z._default(
    z.strictObject({
      baseUrl: z._default(z.string().check(z.minLength(1)), '/api/v1'),
      paths: z._default(apiPathsSchema, {}),
      resources: z._default(z.record(z.string(), path()), {}),
    }),
    { baseUrl: '/api/v1', paths: {}, resources: {} },
  ),
  logUrl: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  appId: z._default(z.string().check(z.minLength(1)), 'console'),
  /** SPEC §9: the access token's header and prefix on signed-in calls, the refresh token's on the refresh call. */
  tokenHeaders: z._default(
    z.strictObject({
      header: z._default(headerName(), defaultTokenHeaders.header),
      prefix: z._default(tokenPrefix(), defaultTokenHeaders.prefix),
      refreshHeader: z._default(headerName(), defaultTokenHeaders.refreshHeader),
      refreshPrefix: z._default(tokenPrefix(), defaultTokenHeaders.refreshPrefix),
    }),
    { ...defaultTokenHeaders },
  ),
  multiApp: z._default(z.boolean(), true),
  platformDomain: z._default(z.string().check(z.minLength(1)), 'localhost'),
  /** Overrides the server's sign-in mode (init data `auth.sign_in_mode`) when set. */
  signInMode: z.optional(z.enum(['simple', 'email'])),
  signUp: z._default(
    z.strictObject({ enabled: z._default(z.boolean(), true), active: z._default(z.boolean(), true) }),
    { enabled: true, active: true },
  ),
  languages: z._default(z.array(z.enum(localeCodes)).check(z.minLength(1)), [...localeCodes]),
  defaultLanguage: z._default(z.enum(localeCodes), defaultLocale),
  disabledRoutes: z._default(z.array(z.string()), []),
  /**
   * SPEC §2/§9: the screens shown to guests that signed-in users may open too (`home`, `error_404`,
   * `social_login`), and those for guests only (`password_reset`); a name in both is common. Other
   * public screens keep their built-in access; a signed-in screen always needs a signed-in user.
   */
  commonRoutes: z._default(z.array(z.string()), ['home', 'error_404', 'social_login']),
  guestRoutes: z._default(
    // Home is the sign-in page for guests and the dashboard for signed-in users: never guest-only.
    z.array(z.string()).check(z.refine((names) => !names.includes('home'), '"home" cannot be guest-only')),
    ['password_reset'],
  ),
  staticPages: z._default(z.record(z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)), httpUrl()), {
    terms: 'https://identity.example.com/terms',
    privacy: 'https://identity.example.com/privacy',
  }),
  updatesInterval: z._default(z.number().check(z.int(), z.minimum(1000)), 120000),
  /**
   * How long (ms) the console waits for the API's answer to a request before giving up: the request
   * is aborted and the user told the server did not answer in time (a form keeps what was typed).
   */
  requestTimeoutMs: z._default(z.number().check(z.int(), z.minimum(1000)), 30000),
  /**
   * The API documentation link of me/api: unset, derived from the API base URL (SPEC §7: its version
   * segment replaced with `swagger-ui`, see apiDocsUrl.ts); a URL or path, that address; `false`, no link.
   */
  apiDocsUrl: z.optional(z.union([z.literal(false), httpUrl(), path()])),
  /**
   * me/api (SPEC §2 "the route can be switched to a generic list screen by an option"): `custom`,
   * the keys screen with regenerate and the usage example; `generic`, the schema-driven list of the
   * `apiKey` resource (search, sort, columns, export, delete) in the my area.
   */
  myApiList: z._default(z.enum(['custom', 'generic']), 'custom'),
  demo: z._default(z.strictObject({ subdomain: z._default(z.string().check(z.minLength(1)), 'demo') }), {
    subdomain: 'demo',
  }),
  /**
   * The sign-up's payment provider: its card tokenization endpoint (an absolute URL, or a path on the
   * API's host), which takes `{ card, amount_cents }` and answers `{ token }` or `{ error: { code } }`.
   * None: sign-up says payment is not available. The API simulator serves one at
   * `/__provider/payment/tokens` (public/config.json names it for `npm start`, the tests and the demo).
   */
  payment: z._default(z.strictObject({ tokenizeUrl: z._default(z.nullable(z.string().check(z.minLength(1))), null) }), {
    tokenizeUrl: null,
  }),
});

export type AppConfig = z.output<typeof AppConfigSchema>;
export type LocaleCode = (typeof localeCodes)[number];
