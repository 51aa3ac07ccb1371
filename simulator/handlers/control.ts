import { http, type RequestHandler } from 'msw';
import { iso } from '../clock';
import type { SimState } from '../context';
import { json } from '../rules/errors';
import type { FaultSpec } from '../rules/faults';
import { isSocialProvider, issueSocialToken } from '../rules/providers';
import type { ContractViolation } from '../routing/violations';

/** Test-only control API under `<any origin>/__control` (enabled by the `control` option / SIMULATOR_CONTROL=1). */
export function controlHandlers(
  state: SimState,
  reset: () => void,
  takeViolations: () => ContractViolation[],
): RequestHandler[] {
  const p = (path: string) => `*/__control${path}`;
  const body = async (request: Request): Promise<Record<string, unknown>> => {
    const text = await request.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  return [
    http.post(p('/reset'), () => {
      reset();
      return new Response(null, { status: 204 });
    }),
    http.post(p('/faults'), async ({ request }) => {
      // One FaultSpec or an array; `drop: true` is accepted as an alias of `network: true`.
      const text = await request.text();
      const input = (text ? JSON.parse(text) : {}) as
        (FaultSpec & { drop?: boolean }) | (FaultSpec & { drop?: boolean })[];
      const faults = Array.isArray(input) ? input : [input];
      if (faults.some((f) => typeof f.path !== 'string')) return json({ message: 'path is required' }, 422);
      for (const { drop, ...f } of faults)
        state.faults.add({ ...f, method: f.method ?? '*', network: f.network ?? drop });
      return json({ faults: state.faults.list() }, 201);
    }),
    http.get(p('/faults'), () => json({ faults: state.faults.list() })),
    http.delete(p('/faults'), () => {
      state.faults.clear();
      return new Response(null, { status: 204 });
    }),
    http.get(p('/clock'), () => json({ now: iso(state.clock.now()) })),
    http.post(p('/clock'), async ({ request }) => {
      const { advanceMs } = await body(request);
      state.clock.advance(Number(advanceMs) || 0);
      return json({ now: iso(state.clock.now()) });
    }),
    http.get(p('/logs'), () => json({ items: state.logs })),
    http.get(p('/requests'), () => json({ items: state.requests })),
    /** Contract violations since the last read (the conformance harness of the browser tests). */
    http.get(p('/violations'), () => json({ items: takeViolations() })),
    http.get(p('/mail'), () => json({ items: state.store.mail, pre_registrations: state.store.preRegistrations })),
    /** An access token of the simulated social provider for `account`, without its sign-in page. */
    http.post(p('/social-token'), async ({ request }) => {
      const { provider, account } = await body(request);
      if (typeof provider !== 'string' || !isSocialProvider(provider))
        return json({ message: 'provider must be a social provider' }, 422);
      if (typeof account !== 'string' || !account.trim()) return json({ message: 'account is required' }, 422);
      return json({ access_token: issueSocialToken(state, provider, account.trim()) }, 201);
    }),
    http.put(p('/settings'), async ({ request }) => {
      const input = await body(request);
      const { settings } = state.store;
      if (typeof input.version === 'string') settings.version = input.version;
      if (input.signup && typeof input.signup === 'object') Object.assign(settings.signup, input.signup);
      return json(settings);
    }),
  ];
}
