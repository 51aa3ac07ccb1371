import { http, type RequestHandler } from 'msw';
import type { SimState } from '../context';
import { atRoot } from '../routing/atRoot';
import { json } from '../rules/errors';
import { issuePaymentToken, type CardDetails } from '../rules/providers';

const messages = {
  invalid_number: 'The card number is not valid',
  invalid_expiry: 'The expiry date is not valid or has passed',
  invalid_cvc: 'The security code is not valid',
} as const;

const cardError = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

function readCard(value: unknown): CardDetails | null {
  if (!value || typeof value !== 'object') return null;
  const card = value as Record<string, unknown>;
  const fields = ['number', 'expiry', 'cvc', 'holder'] as const;
  return fields.every((field) => typeof card[field] === 'string') ? (card as unknown as CardDetails) : null;
}

/**
 * The simulated payment provider at `<any origin>/__provider/payment/tokens` (outside the API):
 * `POST { card: { number, expiry, cvc, holder }, amount_cents }` → `201 { token }`, a one-time token
 * for that amount; a card that is not usable → `402 { error: { code, message } }` (code
 * invalid_number, invalid_expiry or invalid_cvc); a malformed request → `400` (invalid_request).
 * The decline test card 4000 0000 0000 0002 tokenizes, and the sign-up's charge declines it.
 */
export function paymentProviderHandlers(state: SimState): RequestHandler[] {
  return [
    http.post('*/__provider/payment/tokens', async ({ request }) => {
      if (!atRoot(request, '/__provider/')) return undefined;
      let body: { card?: unknown; amount_cents?: unknown } | null;
      try {
        body = (await request.json()) as typeof body;
      } catch {
        return cardError(400, 'invalid_request', 'Send a JSON body');
      }
      const card = readCard(body?.card);
      const amount = body?.amount_cents;
      if (!card || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return cardError(
          400,
          'invalid_request',
          'Send card { number, expiry, cvc, holder } and a positive integer amount_cents',
        );
      const issued = issuePaymentToken(state, card, amount);
      if ('problem' in issued) return cardError(402, issued.problem, messages[issued.problem]);
      return json({ token: issued.token }, 201);
    }),
  ];
}
