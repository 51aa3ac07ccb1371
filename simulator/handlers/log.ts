import { http, type RequestHandler } from 'msw';
import type { SimState } from '../context';
import { atRoot } from '../routing/atRoot';

/** `POST <any origin>/log` (at that path only): the console's error-log client; no auth; bodies kept in `sim.logs`. */
export function logHandler(state: SimState): RequestHandler {
  return http.post('*/log', async ({ request }) => {
    if (!atRoot(request, '/log')) return undefined;
    const text = await request.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the raw text
    }
    state.logs.push(body);
    return new Response(null, { status: 204 });
  });
}
