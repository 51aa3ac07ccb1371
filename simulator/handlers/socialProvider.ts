import { socialProviderName } from '../../src/api/contract/rules/socialProviderName';
import { http, type RequestHandler } from 'msw';
import type { SimState } from '../context';
import { atRoot } from '../routing/atRoot';
import { isSocialProvider, issueSocialToken } from '../rules/providers';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const providerName = socialProviderName;

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; color: #1c1c1c; }
main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
h1 { font-size: 1.25rem; margin-top: 0; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: 0.5rem; border: 1px solid #767676; border-radius: 4px; }
.actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.5rem; }
button { font-size: 1rem; padding: 0.5rem 1.25rem; background: #1565c0; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
a { color: #1565c0; }
:focus-visible { outline: 3px solid #ff9800; outline-offset: 2px; }
.error { color: #b00020; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The return address when it is an absolute http(s) URL, else null. */
function httpUrl(value: string | null): URL | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `redirect_uri` with the round trip's answer added (`provider`, `auth_type_id`, `state` and the given ones). */
function returnUrl(redirect: URL, query: URLSearchParams, provider: string, extra: Record<string, string>): string {
  const url = new URL(redirect);
  url.searchParams.set('provider', provider);
  for (const name of ['auth_type_id', 'state']) {
    const value = query.get(name);
    if (value) url.searchParams.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.href;
}

/** The sign-in page: the account to continue with, Continue (consent) or Cancel (back with `error=access_denied`). */
function authorizePage(provider: string, redirect: URL, query: URLSearchParams, error?: string): Response {
  const name = providerName(provider);
  const hidden = ['redirect_uri', 'auth_type_id', 'state']
    .flatMap((field) => {
      const value = query.get(field);
      return value ? [`<input type="hidden" name="${field}" value="${escape(value)}">`] : [];
    })
    .join('\n');
  const account = query.get('account') ?? `user@${provider}.test`;
  const title = `${name} (simulated) — sign in to continue to ${redirect.host}`;
  return page(
    error ? 400 : 200,
    title,
    `<h1>${escape(title)}</h1>
<p>This page stands in for ${escape(name)}: the account you continue with is the ${escape(name)} account the console receives.</p>
<form method="get" action="consent">
${hidden}
<label for="account">${escape(name)} account</label>
<input id="account" name="account" type="text" autocomplete="username" required value="${escape(account)}"${error ? ' aria-invalid="true" aria-describedby="account-error"' : ''}>
${error ? `<p id="account-error" class="error">${escape(error)}</p>` : ''}
<div class="actions">
<button type="submit">Continue</button>
<a href="${escape(returnUrl(redirect, query, provider, { error: 'access_denied' }))}">Cancel</a>
</div>
</form>`,
  );
}

/**
 * The simulated social provider at `<any origin>/__provider/social/:provider/…` (outside the API):
 * `authorize?redirect_uri=…&auth_type_id=…&state=…` shows its sign-in page; the page's form goes to
 * `consent`, which issues an access token for the account and redirects to `redirect_uri` with
 * `provider`, `auth_type_id`, `access_token` (and `state`).
 */
export function socialProviderHandlers(state: SimState): RequestHandler[] {
  const checked = (request: Request, provider: string) => {
    const query = new URL(request.url).searchParams;
    if (!isSocialProvider(provider)) return { refused: page(404, 'Unknown provider', '<h1>Unknown provider</h1>') };
    const redirect = httpUrl(query.get('redirect_uri'));
    if (!redirect)
      return {
        refused: page(400, 'Invalid request', '<h1>Invalid request</h1><p>redirect_uri must be an http(s) URL.</p>'),
      };
    return { query, redirect };
  };
  return [
    http.get('*/__provider/social/:provider/authorize', ({ request, params }) => {
      if (!atRoot(request, '/__provider/')) return undefined;
      const provider = String(params.provider);
      const at = checked(request, provider);
      if (at.refused) return at.refused;
      return authorizePage(provider, at.redirect, at.query);
    }),
    http.get('*/__provider/social/:provider/consent', ({ request, params }) => {
      if (!atRoot(request, '/__provider/')) return undefined;
      const provider = String(params.provider);
      const at = checked(request, provider);
      if (at.refused) return at.refused;
      const account = at.query.get('account')?.trim() ?? '';
      if (!account) return authorizePage(provider, at.redirect, at.query, 'Enter the account to continue with.');
      const token = issueSocialToken(state, provider, account);
      return new Response(null, {
        status: 302,
        headers: {
          Location: returnUrl(at.redirect, at.query, provider, { access_token: token }),
          'Cache-Control': 'no-store',
        },
      });
    }),
  ];
}
